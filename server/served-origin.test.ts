import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { originPolicy, parseHost, readBuiltOrigin } from "./served-origin";

describe("parseHost", () => {
  it.each([
    ["localhost:4912", "localhost:4912", "localhost", 4912],
    ["LOCALHOST:4912", "localhost:4912", "localhost", 4912],
    ["127.0.0.1:4000", "127.0.0.1:4000", "127.0.0.1", 4000],
    ["[::1]:4000", "[::1]:4000", "[::1]", 4000],
    ["[0:0:0:0:0:0:0:1]:4000", "[::1]:4000", "[::1]", 4000],
    ["docs.example.com", "docs.example.com", "docs.example.com", 80],
    ["docs.example.com:80", "docs.example.com", "docs.example.com", 80],
    ["my-box.lan:8080", "my-box.lan:8080", "my-box.lan", 8080],
  ])("accepts %s as %s", (value, host, hostname, port) => {
    expect(parseHost(value)).toEqual({ host, hostname, port });
  });

  it.each([
    undefined,
    "",
    "localhost:",
    "localhost:0",
    "localhost:65536",
    "localhost:+80",
    "localhost:4e3",
    "localhost:4000/path",
    "localhost:4000?x=1",
    "localhost:4000#x",
    "user@localhost:4000",
    "user:pass@localhost:4000",
    "localhost :4000",
    " localhost:4000",
    "localhost:4000\r\nX-Injected: 1",
    "local_host:4000",
    "localhost.:4000",
    "-localhost:4000",
    "local%68ost:4000",
    "[::1",
    "[::g]:4000",
    "[not-an-address]:4000",
    "999.1.1.1:4000",
    "évil.example",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(140)}example`,
  ])("refuses %j", (value) => {
    expect(parseHost(value)).toBeUndefined();
  });
});

const built = { origin: "http://localhost:4000", configured: false };
const local = { address: "127.0.0.1", port: 4912 };

describe("originPolicy without SITE_ORIGIN", () => {
  const policy = originPolicy({ built });

  it("names the loopback origin a request came to, on the port it reached", () => {
    expect(policy.followsHost).toBe(true);
    expect(policy.originFor("localhost:4912", local)).toBe("http://localhost:4912");
    expect(policy.originFor("127.0.0.1:4912", local)).toBe("http://127.0.0.1:4912");
    expect(policy.originFor("[::1]:4912", local)).toBe("http://[::1]:4912");
    expect(policy.originFor("LocalHost:4912", local)).toBe("http://localhost:4912");
  });

  it("names the address the connection reached, as a phone on the network asks for it", () => {
    const lan = { address: "::ffff:192.168.1.20", port: 4000 };
    expect(policy.originFor("192.168.1.20:4000", lan)).toBe("http://192.168.1.20:4000");
    expect(policy.originFor("[fe80::1]:4000", { address: "fe80::1", port: 4000 })).toBe(
      "http://[fe80::1]:4000",
    );
    expect(policy.originFor("192.168.1.21:4000", lan)).toBe(built.origin);
  });

  it("falls back to the build's origin for any other host, port or malformed value", () => {
    for (const host of [
      undefined,
      "evil.example:4912",
      "evil.example",
      "localhost:4913",
      "localhost",
      "localhost:4912@evil.example",
      "evil.example/localhost:4912",
      "localhost:4912/x",
      "127.0.0.2:4912",
    ]) {
      expect(policy.originFor(host, local), String(host)).toBe(built.origin);
    }
    // Without the connection's port (a request that did not come over a socket), no loopback host.
    expect(policy.originFor("localhost:4912")).toBe(built.origin);
  });

  it("names an origin listed in SITE_ALLOWED_ORIGINS when asked on its host, scheme included", () => {
    const listed = originPolicy({
      built,
      allowedOrigins: " https://docs.internal , devbox.lan:4000,ftp://files.example,https://x.example/path,",
    });
    expect(listed.originFor("docs.internal", local)).toBe("https://docs.internal");
    expect(listed.originFor("DOCS.internal", local)).toBe("https://docs.internal");
    expect(listed.originFor("devbox.lan:4000", local)).toBe("http://devbox.lan:4000");
    expect(listed.originFor("devbox.lan:4001", local)).toBe(built.origin);
    expect(listed.originFor("files.example", local)).toBe(built.origin);
    expect(listed.originFor("x.example", local)).toBe(built.origin);
    expect(listed.originFor("localhost:4912", local)).toBe("http://localhost:4912");
  });
});

describe("originPolicy with SITE_ORIGIN", () => {
  it("names SITE_ORIGIN whatever the host, set when serving", () => {
    const policy = originPolicy({ built, siteOrigin: "https://developers.example.com/" });
    expect(policy.followsHost).toBe(false);
    expect(policy.originFor("localhost:4912", local)).toBe("https://developers.example.com");
    expect(policy.originFor("evil.example", local)).toBe("https://developers.example.com");
  });

  it("names the origin a build was given, when it is served without one", () => {
    const policy = originPolicy({ built: { origin: "https://developers.example.com", configured: true } });
    expect(policy.followsHost).toBe(false);
    expect(policy.originFor("localhost:4912", local)).toBe("https://developers.example.com");
  });
});

describe("readBuiltOrigin", () => {
  it("reads the build's record, and takes a build without one for the default origin", async () => {
    const dir = await mkdtemp(join(tmpdir(), "built-origin-"));
    try {
      const file = join(dir, "site-origin.json");
      expect(await readBuiltOrigin(file)).toEqual({ origin: "http://localhost:4000", configured: false });
      await writeFile(file, JSON.stringify({ origin: "https://developers.example.com", configured: true }));
      expect(await readBuiltOrigin(file)).toEqual({
        origin: "https://developers.example.com",
        configured: true,
      });
      await writeFile(file, JSON.stringify({ origin: 4000 }));
      await expect(readBuiltOrigin(file)).rejects.toThrow(/not a record/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
