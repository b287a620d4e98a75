import { describe, expect, it } from "vitest";
import { maxBodyBytes } from "../../core/sandbox/sandbox-limits";
import { Readable } from "node:stream";
import { incomingBodySource, readJsonBody, requestBodySource } from "./read-json-body";

const request = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) => requestBodySource(new Request("http://sandbox.test/x", { method: "POST", body, headers }));

function streamOf(chunks: number, size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(32));
    },
  });
}

/** `{"a":"x?"}` with a lone 0xFF byte, which no UTF-8 text contains. */
const utf8WithInvalidByte = new Uint8Array([
  ...new TextEncoder().encode('{"a":"x'),
  0xff,
  ...new TextEncoder().encode('"}'),
]);
/** `{"a":"` then 0xC0 0xA2, an overlong (forbidden) encoding of `"`, then `"}`. */
const overlongQuote = new Uint8Array([
  ...new TextEncoder().encode('{"a":"'),
  0xc0,
  0xa2,
  ...new TextEncoder().encode('"}'),
]);

describe("readJsonBody", () => {
  it.each<[string, BodyInit | null, Record<string, string> | undefined, unknown]>([
    ["an object", '{"a":1}', undefined, { ok: true, body: { a: 1 } }],
    [
      "JSON with a charset",
      '{"a":1}',
      { "content-type": "application/json; charset=utf-8" },
      { ok: true, body: { a: 1 } },
    ],
    ["a +json media type", "[1]", { "content-type": "application/problem+json" }, { ok: true, body: [1] }],
    ["no body as an empty object", null, {}, { ok: true, body: {} }],
    ["an empty JSON body as an empty object", "", undefined, { ok: true, body: {} }],
    ["a whitespace JSON body as an empty object", " \r\n\t ", undefined, { ok: true, body: {} }],
    ["whitespace without a content type as an empty object", "  \n", {}, { ok: true, body: {} }],
    ["a string in UTF-8 beyond ASCII", '{"a":"₹ é 😀"}', undefined, { ok: true, body: { a: "₹ é 😀" } }],
  ])("reads %s", async (_name, body, headers, expected) => {
    expect(await readJsonBody(request(body, headers))).toEqual(expected);
  });

  it.each<[string, BodyInit, Record<string, string> | undefined, string]>([
    ["malformed JSON", "{", undefined, "malformed-json"],
    ["a body without a content type", "{}", {}, "unsupported-media-type"],
    ["a text body", "{}", { "content-type": "text/plain" }, "unsupported-media-type"],
    ["a body over the limit", "x".repeat(maxBodyBytes + 1), undefined, "too-large"],
    ["a string holding a byte that is not UTF-8", utf8WithInvalidByte, undefined, "malformed-json"],
    ["an overlong UTF-8 encoding of a quote", overlongQuote, undefined, "malformed-json"],
    [
      "bytes that are not UTF-8 sent as text",
      utf8WithInvalidByte,
      { "content-type": "text/plain" },
      "unsupported-media-type",
    ],
  ])("refuses %s", async (_name, body, headers, problem) => {
    expect(await readJsonBody(request(body, headers))).toMatchObject({ ok: false, problem });
  });

  it("stops reading a stream without a length once it passes the limit", async () => {
    const body = streamOf(1000, 16 * 1024);
    const result = await readJsonBody(
      requestBodySource(
        new Request("http://sandbox.test/x", {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
          duplex: "half",
        } as RequestInit),
      ),
    );
    expect(result).toMatchObject({ ok: false, problem: "too-large" });
  });

  it("trusts a declared length over the limit without reading", async () => {
    const result = await readJsonBody(
      request("{}", { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) }),
    );
    expect(result).toMatchObject({ ok: false, problem: "too-large" });
  });
});

describe("reading Node's own request", () => {
  const incoming = (chunks: string[], headers: Record<string, string>) =>
    Object.assign(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), { headers });

  it("reads a JSON body sent in pieces, with its declared type", async () => {
    const source = incomingBodySource(
      incoming(['{"billerId":', '"BILLER000001"}'], { "content-type": "application/json" }) as never,
    );
    expect(await readJsonBody(source)).toEqual({ ok: true, body: { billerId: "BILLER000001" } });
  });

  it("refuses a body of the wrong type", async () => {
    const source = incomingBodySource(incoming(["{}"], { "content-type": "text/plain" }) as never);
    expect(await readJsonBody(source)).toMatchObject({ ok: false, problem: "unsupported-media-type" });
  });
});
