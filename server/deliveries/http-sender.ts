import {
  Agent as HttpAgent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
} from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import type { AttemptOutcome } from "../../core/deliveries/answer-verdict";
import type { DeliverySender } from "../../core/deliveries/delivery";

export type SenderLimits = {
  /** The whole attempt: connecting, sending and reading the answer. */
  timeoutMs: number;
  /** The most of the answer's body that is read; the rest is cut off. */
  maxAnswerBytes: number;
  /** Connections kept open per protocol: as many as attempts in flight. */
  maxSockets?: number;
  /**
   * How long a connection is kept open unused, at most; less when the partner's answer announces a
   * shorter keep-alive (`Keep-Alive: timeout=5` keeps it 4 s).
   */
  idleMs?: number;
};

/**
 * Under the 5 s that Node's, Apache's and uvicorn's servers keep an idle connection by default:
 * a partner that closes it first races the next attempt that reuses it.
 */
const defaultIdleMs = 4_000;

/**
 * How a request fails on a connection the partner had already closed: reset, ended, or found
 * closed by the agent itself between reading the partner's close and dropping the connection.
 */
const closedUnderfoot = new Set(["ECONNRESET", "EPIPE", "ERR_STREAM_DESTROYED"]);

/** Reads at most `limit` bytes of an answer, then drops the connection. */
function readCapped(response: IncomingMessage, limit: number): Promise<{ body: string; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on("data", (chunk: Buffer) => {
      const room = limit - size;
      if (chunk.byteLength <= room) {
        chunks.push(chunk);
        size += chunk.byteLength;
        return;
      }
      chunks.push(chunk.subarray(0, room));
      size = limit;
      response.destroy();
      resolve({ body: Buffer.concat(chunks, size).toString("utf8"), truncated: true });
    });
    response.once("end", () =>
      resolve({ body: Buffer.concat(chunks, size).toString("utf8"), truncated: false }),
    );
    response.once("error", reject);
  });
}

function errorText(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reach the URL: ${typeof code === "string" && !message.includes(code) ? `${code} ` : ""}${message}`;
}

/** What an attempt that ran out of time says, e.g. `No answer within 10 s.` */
export const timeoutMessage = (timeoutMs: number) => `No answer within ${timeoutMs / 1000} s.`;

/**
 * Sends an attempt with Node's own HTTP client: POST, JSON, no redirects followed (a 3xx is the
 * answer), one timeout for the whole attempt, at most `maxAnswerBytes` of the answer read, and
 * connections kept alive between attempts. fetch cost about 550 µs of CPU a call here, against
 * 100–170 µs for this, and its garbage made the scheduled attempts late (bench/deliveries.ts).
 *
 * A kept-alive connection is one the partner may close at any moment. Node's agent keeps an idle
 * one until it reads that the partner closed it, and heeds the partner's `Keep-Alive: timeout`
 * only when it has an idle timeout of its own: without one, an attempt written on a connection
 * the partner had just closed failed with ECONNRESET before the partner saw it, and the delivery
 * waited for its first retry (a minute, on the settlement schedule). So connections idle for no
 * longer than the partner keeps them, and a request that fails on a reused connection before any
 * answer goes once more on a new one, within the same timeout. A partner that read the request and
 * then dropped that connection without answering gets it twice, as after a crash mid-call.
 */
export function httpSender(limits: SenderLimits): DeliverySender {
  const agentOptions = {
    keepAlive: true,
    maxSockets: limits.maxSockets ?? 64,
    timeout: limits.idleMs ?? defaultIdleMs,
  };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  return ({ url, headers, body }) =>
    new Promise<AttemptOutcome>((resolve) => {
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        resolve({ error: "Could not reach the URL: it is not an absolute URL." });
        return;
      }
      const secure = target.protocol === "https:";
      const payload = Buffer.from(body);
      let settled = false;
      let outgoing: ClientRequest | undefined;
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      /** Sends the request on a kept-alive connection, or on a new one of its own (`agent: false`). */
      const send = (keptAlive: boolean) => {
        let answered = false;
        const sent = (secure ? httpsRequest : httpRequest)(
          target,
          {
            method: "POST",
            agent: keptAlive ? (secure ? agents.https : agents.http) : false,
            headers: {
              "Content-Type": "application/json",
              "Content-Length": payload.byteLength,
              "User-Agent": "bbps-portal-sandbox",
              ...headers,
            },
          },
          (response) => {
            answered = true;
            readCapped(response, limits.maxAnswerBytes).then(
              ({ body: answer, truncated }) =>
                finish({
                  answer: {
                    status: response.statusCode ?? 0,
                    body: answer,
                    truncated,
                    ...(response.headers["content-type"] === undefined
                      ? {}
                      : { contentType: response.headers["content-type"] }),
                  },
                }),
              (error: unknown) => finish({ error: errorText(error) }),
            );
          },
        );
        outgoing = sent;
        sent.on("error", (error: NodeJS.ErrnoException) => {
          if (settled) return;
          if (sent.reusedSocket && !answered && closedUnderfoot.has(error.code ?? "")) send(false);
          else finish({ error: errorText(error) });
        });
        sent.end(payload);
      };
      const timer = setTimeout(() => {
        finish({ error: timeoutMessage(limits.timeoutMs) });
        outgoing?.destroy();
      }, limits.timeoutMs);
      send(true);
    });
}
