import { createServer, type IncomingHttpHeaders } from "node:http";

export type Received = { at: number; path: string; headers: IncomingHttpHeaders; body: string };

/**
 * A partner's endpoint for the tests, on a free loopback port: it records every call and answers
 * with what `answer` returns for the call's number (1 for the first).
 */
export async function startReceiver(
  answer: (
    call: number,
    received: Received,
  ) => { status: number; body: string; delayMs?: number; headers?: Record<string, string> } = () => ({
    status: 200,
    body: '{"success":true}',
  }),
) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const call: Received = {
        at: Date.now(),
        path: request.url ?? "/",
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(call);
      const { status, body, delayMs = 0, headers = {} } = answer(received.length, call);
      setTimeout(() => {
        response.writeHead(status, { "Content-Type": "application/json", ...headers });
        response.end(body);
      }, delayMs);
    });
  });
  let connections = 0;
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    received,
    /** How many connections the receiver has accepted. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
