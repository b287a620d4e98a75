import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
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
