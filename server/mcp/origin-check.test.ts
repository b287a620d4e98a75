import { describe, expect, it } from "vitest";
import { configuredOrigins, isAllowedOrigin } from "./origin-check";

const allowed = configuredOrigins(
  "https://developers.example.com",
  " https://tools.example.com/ , not a url",
);

describe("the MCP endpoint's origin check", () => {
  it("serves clients that send no Origin, as assistants' command-line clients do", () => {
    expect(isAllowedOrigin(undefined, "portal.example.com", allowed)).toBe(true);
  });

  it("serves the portal's own origin and the configured ones, normalised", () => {
    expect(allowed).toEqual(["https://developers.example.com", "https://tools.example.com"]);
    expect(isAllowedOrigin("https://developers.example.com", "developers.example.com", allowed)).toBe(true);
    expect(isAllowedOrigin("https://tools.example.com", "developers.example.com", allowed)).toBe(true);
  });

  it("refuses a rebinding page, whose own name is in both Origin and Host", () => {
    expect(isAllowedOrigin("http://attacker.example:4000", "attacker.example:4000", allowed)).toBe(false);
  });

  it("serves a loopback page only on the loopback host and port the request came in on", () => {
    expect(isAllowedOrigin("http://localhost:4000", "127.0.0.1:4000", allowed)).toBe(true);
    expect(isAllowedOrigin("http://localhost:5173", "127.0.0.1:4000", allowed)).toBe(false);
    expect(isAllowedOrigin("http://localhost:4000", "attacker.example:4000", allowed)).toBe(false);
  });

  it("refuses an Origin that is not an http(s) origin", () => {
    expect(isAllowedOrigin("null", "localhost:4000", allowed)).toBe(false);
    expect(isAllowedOrigin("file://", "localhost:4000", allowed)).toBe(false);
  });
});
