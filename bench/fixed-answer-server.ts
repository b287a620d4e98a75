/**
 * The floor under the sandbox's figures: a bare `node:http` server that reads each request's body
 * and answers the same JSON every time, with the portal's security headers and a body the size of
 * a bill-fetch-request answer. Whatever the sandbox does costs on top of this, so its requests a
 * second show how much of the machine the HTTP stack and the load generator take by themselves.
 *
 *   tsx bench/fixed-answer-server.ts <port>
 */
import { createServer } from "node:http";
import { securityHeaders } from "../server/app";

const port = Number(process.argv[2] ?? 4620);
const body = JSON.stringify({
  statusCode: "success",
  statusMessage: "Bill fetch registered.",
  traceId: "SBX0000000000000000",
  data: { context: "x".repeat(250) },
});

createServer((incoming, outgoing) => {
  const chunks: Buffer[] = [];
  incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
  incoming.on("end", () => {
    outgoing.writeHead(200, {
      ...securityHeaders,
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Content-Length": Buffer.byteLength(body),
    });
    outgoing.end(body);
  });
}).listen(port, "127.0.0.1");
