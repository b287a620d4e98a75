import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
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
};

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
 */
export function httpSender(limits: SenderLimits): DeliverySender {
  const agentOptions = { keepAlive: true, maxSockets: limits.maxSockets ?? 64 };
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
      const finish = (outcome: AttemptOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(outcome);
      };
      const outgoing = (secure ? httpsRequest : httpRequest)(
        target,
        {
          method: "POST",
          agent: secure ? agents.https : agents.http,
          headers: {
            "Content-Type": "application/json",
            "Content-Length": payload.byteLength,
            "User-Agent": "bbps-portal-sandbox",
            ...headers,
          },
        },
        (response) => {
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
      const timer = setTimeout(() => {
        finish({ error: timeoutMessage(limits.timeoutMs) });
        outgoing.destroy();
      }, limits.timeoutMs);
      outgoing.once("error", (error) => finish({ error: errorText(error) }));
      outgoing.end(payload);
    });
}
