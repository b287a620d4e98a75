import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

const hashOf = (source: string) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`;

describe("contentSecurityPolicy", () => {
  it("allows each inline script by its hash and nothing inline beyond them", () => {
    const policy = contentSecurityPolicy(
      '<head><script>var a=1</script><script type="module">import("/x.js")</script><script src="/y.js"></script></head>',
    );
    expect(policy).toContain(`script-src 'self' ${hashOf("var a=1")} ${hashOf('import("/x.js")')};`);
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("gives a page without inline scripts a plain self-only script policy", () => {
    expect(contentSecurityPolicy("<p>hi</p>")).toContain("script-src 'self';");
  });
});
