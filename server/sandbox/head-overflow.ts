import type { Duplex } from "node:stream";
import { sandboxFailure } from "../../core/sandbox/reply";

/** What Node's HTTP parser reports on `clientError`: its code, and the bytes it was parsing. */
type ClientError = Error & { code?: string; rawPacket?: Buffer };

/**
 * Node's own answers to a request it cannot parse (lib/_http_server.js), which a `clientError`
 * listener takes over: the listener sends them for everything that is not the sandbox's.
 */
const nodeAnswers: Readonly<Record<string, string>> = {
  HPE_HEADER_OVERFLOW: "HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n",
  ERR_HTTP_REQUEST_TIMEOUT: "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n",
};
const badRequest = "HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n";

/**
 * The request target of the head the parser refused, when the refused bytes start with its request
 * line (a head sent in one write, as clients send them), e.g. `/sandbox/api/reports?cursor=…`;
 * undefined when the head arrived in pieces and only a later piece is at hand.
 */
export function refusedTarget(rawPacket: Buffer | undefined): string | undefined {
  if (!rawPacket) return undefined;
  const start = rawPacket.subarray(0, 2048).toString("latin1");
  return /^[A-Z]+ (\S+) HTTP\/\d/.exec(start)?.[1];
}

/** The JSON answer to an oversized head: `SANDBOX_HEADERS_TOO_LARGE`, with the server's headers. */
export function headersTooLargeAnswer(headers: Readonly<Record<string, string>>): string {
  const { status, body } = sandboxFailure("SANDBOX_HEADERS_TOO_LARGE");
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} Request Header Fields Too Large`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Content-Type: application/json",
    "Cache-Control: no-store",
    `Content-Length: ${Buffer.byteLength(text)}`,
    "Connection: close",
  ];
  return `${lines.join("\r\n")}\r\n\r\n${text}`;
}

/**
 * A `clientError` listener for the portal's server. Node answers a head over its limit with a bare
 * 431 and no body; the sandbox's callers get `SANDBOX_HEADERS_TOO_LARGE` in JSON instead, like
 * every other refusal of the sandbox's. Which path was asked for is known when the refused bytes
 * hold the request line; when they do not, the JSON answer goes out whatever the path, since a
 * body does a browser no harm. Pages asked for by path, and every other parse error, get Node's
 * own answer.
 */
export function clientErrorListener(options: {
  isSandboxTarget: (target: string) => boolean;
  headers: Readonly<Record<string, string>>;
}): (error: ClientError, socket: Duplex) => void {
  return (error, socket) => {
    // As Node does: write nothing over a response already under way, or to a closed socket.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const target = refusedTarget(error.rawPacket);
    const sandboxAsked = target === undefined || options.isSandboxTarget(target);
    const answer =
      error.code === "HPE_HEADER_OVERFLOW" && sandboxAsked
        ? headersTooLargeAnswer(options.headers)
        : (nodeAnswers[error.code ?? ""] ?? badRequest);
    socket.end(answer);
    // A peer that keeps its side open once answered is let go after a moment.
    setTimeout(() => socket.destroy(), 5_000).unref();
  };
}
