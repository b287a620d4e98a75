import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import { maxBodyBytes } from "../../core/sandbox/sandbox-limits";

export type BodyResult =
  | { ok: true; body: unknown }
  | { ok: false; problem: "too-large" | "unsupported-media-type" | "malformed-json"; detail: string };

/**
 * Where a request body comes from: its declared type and length, and a reader that gives up
 * (undefined) once more than `limit` bytes arrive, so a huge body is never held in memory.
 */
export type BodySource = {
  contentType: string | undefined;
  contentLength: string | undefined;
  read: (limit: number) => Promise<Uint8Array | undefined>;
};

/** The body of a fetch `Request` (tests, and runtimes other than Node). */
export function requestBodySource(request: Request): BodySource {
  return {
    contentType: request.headers.get("content-type") ?? undefined,
    contentLength: request.headers.get("content-length") ?? undefined,
    read: async (limit) => {
      if (!request.body) return new Uint8Array(0);
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return Buffer.concat(chunks, size);
        size += value.byteLength;
        if (size > limit) {
          await reader.cancel().catch(() => undefined);
          return undefined;
        }
        chunks.push(value);
      }
    },
  };
}

/**
 * The body of Node's own request. Read from the socket directly: wrapping it as a web stream (as
 * a fetch `Request` must) cost more than everything else the sandbox does for a request.
 */
export function incomingBodySource(incoming: IncomingMessage): BodySource {
  return {
    contentType: incoming.headers["content-type"],
    contentLength: incoming.headers["content-length"],
    read: (limit) => readStream(incoming, limit),
  };
}

/** The client went away before its body arrived: nobody is left to answer, and nothing went wrong here. */
export class RequestAbortedError extends Error {
  constructor(cause: unknown) {
    super("The client closed the connection before its body arrived.", { cause });
    this.name = "RequestAbortedError";
  }
}

/** Bytes of a Node stream up to `limit`; past it, the rest is let go (not destroyed, so a reply can still go out). */
export function readStream(stream: Readable, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      stream.resume(); // drain what is still coming, unread
      resolve(undefined);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(new RequestAbortedError(error));
    };
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
  });
}

function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === "application/json") return true;
  const essence = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "application/json" || /^application\/[\w.+-]+\+json$/.test(essence);
}

// Fatal, so that bytes which are not UTF-8 (RFC 8259 requires it) refuse the body instead of
// reading as U+FFFD and being taken as if the partner had sent that character.
const decoder = new TextDecoder("utf-8", { fatal: true });
const blank = /^\s*$/;

/**
 * The request's JSON body, or why it cannot be had. An empty or whitespace-only body reads as `{}`,
 * with or without a content type, for every API: a missing body is a body whose fields are all
 * missing, so each missing field gets the code the API documents for it (the bill API's `ERR100`,
 * say) rather than a refusal of the body as a whole.
 */
export async function readJsonBody(source: BodySource, limit = maxBodyBytes): Promise<BodyResult> {
  const tooLarge = {
    ok: false,
    problem: "too-large",
    detail: `More than ${limit} bytes were sent.`,
  } as const;
  const declared = Number(source.contentLength ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return tooLarge;
  const bytes = await source.read(limit);
  if (!bytes) return tooLarge;
  let text: string | undefined;
  try {
    text = decoder.decode(bytes);
  } catch {
    text = undefined;
  }
  if (text !== undefined && blank.test(text)) return { ok: true, body: {} };
  if (!isJsonMediaType(source.contentType))
    return {
      ok: false,
      problem: "unsupported-media-type",
      detail: `Got ${source.contentType ?? "no Content-Type"}.`,
    };
  if (text === undefined)
    return { ok: false, problem: "malformed-json", detail: "The body is not valid UTF-8." };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: "malformed-json", detail: `${(error as Error).message}.` };
  }
}
