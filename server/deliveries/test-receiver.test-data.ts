import { createServer, type IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";

export type Received = {
  at: number;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The call's connection, for a test that drops it instead of answering. */
  socket: Socket;
};

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
  options: { keepAliveTimeoutMs?: number } = {},
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
        socket: request.socket,
      };
      received.push(call);
      const { status, body, delayMs = 0, headers = {} } = answer(received.length, call);
      if (request.socket.destroyed) return;
      setTimeout(() => {
        response.writeHead(status, { "Content-Type": "application/json", ...headers });
        response.end(body);
      }, delayMs);
    });
  });
  if (options.keepAliveTimeoutMs !== undefined) server.keepAliveTimeout = options.keepAliveTimeoutMs;
  let connections = 0;
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    connections += 1;
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: (path = "/hook") => `http://127.0.0.1:${port}${path}`,
    received,
    /** How many connections the receiver has accepted. */
    connections: () => connections,
    /**
     * Closes every connection now, as a partner's keep-alive timeout closes an idle one. Called in
     * the same step as a send, it closes the connection the sender is about to reuse before the
     * sender can read that it closed: the race a keep-alive timeout makes on a busy sender.
     */
    dropConnections: () => {
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
