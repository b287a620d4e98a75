import { describe, expect, it } from "vitest";
import { downloadLinks } from "./download-links";

describe("download links", () => {
  it("offer the sandbox environment beside the collection of an API the sandbox serves", () => {
    expect(downloadLinks("provider").map((link) => link.href)).toEqual([
      "/specs/provider.yaml",
      "/specs/provider.json",
      "/specs/provider.postman.json",
      "/specs/provider.postman_environment.json",
    ]);
  });

  it("offer no environment for the biller's own endpoints, which the sandbox does not serve", () => {
    expect(downloadLinks("biller").map((link) => link.label)).toEqual([
      "OpenAPI (YAML)",
      "OpenAPI (JSON)",
      "Postman collection",
    ]);
  });
});
