import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { maxBodyBytes } from "../core/sandbox/sandbox-limits";
import { createPortalServer, isSandboxTarget } from "./portal-server";
import { createSandbox } from "./sandbox/create-sandbox";
import { couBase, credentialHeaders, fetchBody, type Json } from "./sandbox/sandbox-client.test-data";
import { writeTestSite } from "./test-site.test-data";

// The server `npm start` runs, over real sockets: Node hands sandbox requests to the sandbox
// directly, and everything else to the portal's app.

let server: Server;
let port: number;
let remove: () => Promise<void>;

beforeAll(async () => {
  const built = await writeTestSite();
  remove = built.remove;
  server = createPortalServer(built.site, createSandbox({ secret: "test-secret-for-the-sandbox" }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await remove();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** Sends `chunks` one by one (chunked, with no Content-Length) and reads the whole answer. */
function send(
  method: string,
  path: string,
  chunks: string[] = [],
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    outgoing.on("error", reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

const billApi = (operation: string, chunks: string[], headers: Record<string, string> = {}) =>
  send("POST", `/sandbox${couBase}/${operation}`, chunks, {
    "content-type": "application/json",
    ...credentialHeaders,
    ...headers,
  });

const json = (answer: Answer): Json => JSON.parse(answer.text);

/** Writes `pieces` to a raw socket, a few milliseconds apart, and reads everything until it closes. */
function rawRequest(pieces: string[]): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", async () => {
      for (const piece of pieces) {
        socket.write(piece);
        await new Promise((wait) => setTimeout(wait, 5));
      }
    });
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const split = text.indexOf("\r\n\r\n");
      resolve({ head: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

describe("the portal's server", () => {
  it("answers a bill fetch sent in pieces, with the security headers and no caching", async () => {
    const body = JSON.stringify(fetchBody());
    const answer = await billApi("bill-fetch-request", [body.slice(0, 40), body.slice(40)]);
    expect(answer.status).toBe(200);
    expect(json(answer).statusCode).toBe("success");
    expect(typeof json(answer).data.context).toBe("string");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a body over the limit that declares no length with 413, then keeps serving", async () => {
    const piece = `"${"a".repeat(64 * 1024)}",`;
    const count = Math.ceil(maxBodyBytes / piece.length) + 1;
    const refused = await billApi("bill-fetch-request", ["[", ...Array(count).fill(piece), "1]"]);
    expect([refused.status, json(refused).statusCode]).toEqual([413, "SANDBOX_BODY_TOO_LARGE"]);
    expect((await billApi("bill-fetch-request", [JSON.stringify(fetchBody())])).status).toBe(200);
  });

  it.each([
    ["malformed JSON", ['{"billerId": '], {}, 400, "SANDBOX_MALFORMED_JSON"],
    ["a text body", ["{}"], { "content-type": "text/plain" }, 415, "SANDBOX_UNSUPPORTED_MEDIA_TYPE"],
    ["a missing credential header", ["{}"], { "client-id": "" }, 401, "SANDBOX_MISSING_CREDENTIALS"],
  ])("answers %s with its documented code", async (_name, chunks, headers, status, code) => {
    const answer = await billApi("bill-fetch-request", chunks, headers);
    expect([answer.status, json(answer).statusCode]).toEqual([status, code]);
  });

  it("lets a client go that leaves halfway through its body, quietly, and keeps serving", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await new Promise<void>((resolve) => {
        const outgoing = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/sandbox${couBase}/bill-fetch-request`,
          headers: { "content-type": "application/json", "content-length": "1000", ...credentialHeaders },
        });
        outgoing.on("error", () => resolve());
        outgoing.write('{"billerId":', () => setTimeout(() => outgoing.destroy(), 50));
        outgoing.on("close", () => resolve());
      });
      expect((await billApi("bill-fetch-request", [JSON.stringify(fetchBody())])).status).toBe(200);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it.each([
    [
      "a 20 KB cursor",
      [`GET /sandbox/api/reports?cursor=${"a".repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`],
    ],
    [
      "a 20 KB header",
      [`POST /sandbox${couBase}/biller-list HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20 * 1024)}\r\n\r\n`],
    ],
    [
      "a head sent in pieces",
      [
        `POST /sandbox/api/reports HTTP/1.1\r\nHost: x\r\n`,
        ...Array.from({ length: 5 }, (_, index) => `X-Part-${index}: ${"c".repeat(5000)}\r\n`),
        "\r\n",
      ],
    ],
  ])(
    "answers a request head over 16 KB (%s) with SANDBOX_HEADERS_TOO_LARGE in JSON",
    async (_name, pieces) => {
      const { head, body } = await rawRequest(pieces);
      expect(head).toMatch(/^HTTP\/1\.1 431 /);
      expect(head).toMatch(/\r\nContent-Type: application\/json\r\n/i);
      expect(head).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
      expect(JSON.parse(body)).toMatchObject({ statusCode: "SANDBOX_HEADERS_TOO_LARGE" });
      expect((await billApi("bill-fetch-request", [JSON.stringify(fetchBody())])).status).toBe(200);
    },
  );

  it("leaves Node's own bare 431 to a page's oversized head, and its 400 to a head it cannot parse", async () => {
    const page = await rawRequest([
      `GET /cou/api HTTP/1.1\r\nHost: x\r\nCookie: ${"d".repeat(20 * 1024)}\r\n\r\n`,
    ]);
    expect([page.head.split("\r\n")[0], page.body]).toEqual([
      "HTTP/1.1 431 Request Header Fields Too Large",
      "",
    ]);
    const garbled = await rawRequest(["NOT HTTP\r\n\r\n"]);
    expect(garbled.head.split("\r\n")[0]).toBe("HTTP/1.1 400 Bad Request");
  });

  it("lists the operations at /sandbox, with or without a query", async () => {
    for (const path of ["/sandbox", "/sandbox/", "/sandbox?from=docs"]) {
      const answer = await send("GET", path);
      expect(json(answer).operations.length, path).toBeGreaterThan(10);
    }
  });

  it("answers a known path's other method with 405 and Allow, and HEAD as GET without a body", async () => {
    const wrong = await send("DELETE", `/sandbox${couBase}/bill-fetch-request`);
    expect([wrong.status, wrong.headers.allow]).toEqual([405, "POST"]);
    const head = await send("HEAD", `/sandbox${couBase}/biller-categories`, [], credentialHeaders);
    expect([head.status, head.text]).toEqual([200, ""]);
  });

  it("serves pages and the 404 page through the portal app", async () => {
    const page = await send("GET", "/cou/api");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const lookalike = await send("GET", "/sandboxes");
    expect(lookalike.status).toBe(404);
    expect(lookalike.text).toContain("4-oh-4!");
  });
});

describe("isSandboxTarget", () => {
  it.each([
    ["/sandbox", true],
    ["/sandbox/api/auth/token", true],
    ["/sandbox?x=1", true],
    ["/sandboxes", false],
    ["/cou/api", false],
    ["", false],
  ])("%s → %s", (target, expected) => {
    expect(isSandboxTarget(target)).toBe(expected);
  });
});
