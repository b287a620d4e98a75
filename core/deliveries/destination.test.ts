import { describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { checkDestination } from "./destination";

const loopback = deliverySettings.defaultAllowedHosts;
const ruleOf = (url: string, hosts: readonly string[] = loopback) => {
  const checked = checkDestination(url, hosts);
  return checked.ok ? "ok" : checked.problem.rule;
};

describe("checkDestination", () => {
  it("accepts this machine by default, on any port", () => {
    expect(ruleOf("http://localhost:8080/hook")).toBe("ok");
    expect(ruleOf("http://127.0.0.1:9/x")).toBe("ok");
    expect(ruleOf("https://[::1]:8443/x")).toBe("ok");
  });

  it("refuses other hosts, naming the allow-list", () => {
    expect(ruleOf("http://169.254.169.254/latest/meta-data")).toBe("allow-list");
    expect(ruleOf("http://127.0.0.2/")).toBe("allow-list");
    expect(ruleOf("http://localhost.evil.example/")).toBe("allow-list");
    const refused = checkDestination("https://partner.example.com/hook", loopback);
    expect(refused.ok ? "" : refused.problem.message).toContain("partner.example.com");
  });

  it("refuses what is not an absolute http(s) URL, or carries credentials", () => {
    expect(ruleOf("/relative")).toBe("url");
    expect(ruleOf("file:///etc/passwd")).toBe("scheme");
    expect(ruleOf("gopher://localhost/")).toBe("scheme");
    expect(ruleOf("http://user:pass@localhost/")).toBe("credentials");
  });

  it("takes wildcard entries for subdomains only", () => {
    const hosts = ["*.partner.example"];
    expect(ruleOf("https://hooks.partner.example/x", hosts)).toBe("ok");
    expect(ruleOf("https://partner.example/x", hosts)).toBe("allow-list");
    expect(ruleOf("https://evilpartner.example/x", hosts)).toBe("allow-list");
  });
});
