import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

const hashOf = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows each inline script by its hash and nothing inline beyond them", () => {
    const policy = contentSecurityPolicy(
      '<head><script>var a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script></head>',
    );
    expect(policy).toContain(
      `script-src 'self' ${hashOf("var a=1")} ${hashOf('import("/x.js")')} 'wasm-unsafe-eval';`,
    );
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("gives a page without inline scripts a self-only script policy", () => {
    expect(contentSecurityPolicy("<p>hi</p>")).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  it("lets the search compile WebAssembly but never evaluate JavaScript", () => {
    const policy = contentSecurityPolicy("<p>hi</p>");
    expect(policy).toContain("'wasm-unsafe-eval'");
    expect(policy).not.toMatch(/'unsafe-eval'/);
  });

  it("loosens nothing but WebAssembly compilation", () => {
    expect(contentSecurityPolicy("<p>hi</p>").split("; ")).toEqual([
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });
});
