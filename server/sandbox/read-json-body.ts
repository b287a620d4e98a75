import { maxBodyBytes } from "../../core/sandbox/sandbox-limits";

export type BodyResult =
  | { ok: true; body: unknown }
  | { ok: false; problem: "too-large" | "unsupported-media-type" | "malformed-json"; detail: string };

function isJsonMediaType(contentType: string | null): boolean {
  const essence = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return essence === "application/json" || /^application\/[\w.+-]+\+json$/.test(essence);
}

/** Reads at most `limit` bytes; undefined once the stream goes past it, so a huge body is never held. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The request's JSON body, or why it cannot be had. An empty body reads as `undefined` (a GET, or
 * a POST of an operation that takes no body), with or without a content type.
 */
export async function readJsonBody(request: Request, limit = maxBodyBytes): Promise<BodyResult> {
  const bytes = await readCapped(request, limit);
  if (!bytes) return { ok: false, problem: "too-large", detail: `More than ${limit} bytes were sent.` };
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.trim() === "") return { ok: true, body: undefined };
  if (!isJsonMediaType(request.headers.get("content-type")))
    return {
      ok: false,
      problem: "unsupported-media-type",
      detail: `Got ${request.headers.get("content-type") ?? "no Content-Type"}.`,
    };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problem: "malformed-json", detail: `${(error as Error).message}.` };
  }
}
