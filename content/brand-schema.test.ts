import { afterEach, describe, expect, it, vi } from "vitest";
import { brandFromEnvironment, describeBrand } from "./brand-schema";

describe("the brand a build is given", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("keeps the defaults when no variable is set, or a variable is empty", () => {
    for (const env of [{}, { VITE_PORTAL_BRAND_NAME: "", VITE_PORTAL_SUPPORT_EMAIL: "" }]) {
      expect(brandFromEnvironment(env)).toEqual({
        brand: { name: "Bank APIs", supportEmail: "partner-support@example.com" },
        fromEnvironment: [],
      });
    }
  });

  it("takes each value from its variable", () => {
    const configured = brandFromEnvironment({
      VITE_PORTAL_BRAND_NAME: "Acme Developers",
      VITE_PORTAL_SUPPORT_EMAIL: "api-help@acme.example",
    });
    expect(configured).toEqual({
      brand: { name: "Acme Developers", supportEmail: "api-help@acme.example" },
      fromEnvironment: ["name", "supportEmail"],
    });
  });

  it("names the variable, the value and what it must be when a value is wrong", () => {
    expect(() => brandFromEnvironment({ VITE_PORTAL_SUPPORT_EMAIL: "support" })).toThrow(
      'VITE_PORTAL_SUPPORT_EMAIL is "support": an e-mail address, such as partner-support@example.com',
    );
    expect(() =>
      brandFromEnvironment({ VITE_PORTAL_BRAND_NAME: " Acme", VITE_PORTAL_SUPPORT_EMAIL: "a@" }),
    ).toThrow(
      'VITE_PORTAL_BRAND_NAME is " Acme": text without spaces at either end\n' +
        'VITE_PORTAL_SUPPORT_EMAIL is "a@": an e-mail address',
    );
    expect(() => brandFromEnvironment({ VITE_PORTAL_BRAND_NAME: "A".repeat(61) })).toThrow(
      /VITE_PORTAL_BRAND_NAME is "A+": at most 60 characters/,
    );
  });

  it("describes the values in use and where they come from in one line", () => {
    expect(describeBrand(brandFromEnvironment({}))).toBe(
      "Brand: Bank APIs · support: partner-support@example.com (defaults; set VITE_PORTAL_BRAND_NAME / VITE_PORTAL_SUPPORT_EMAIL)",
    );
    expect(
      describeBrand(
        brandFromEnvironment({ VITE_PORTAL_BRAND_NAME: "Acme", VITE_PORTAL_SUPPORT_EMAIL: "a@b.example" }),
      ),
    ).toBe("Brand: Acme · support: a@b.example (from VITE_PORTAL_BRAND_NAME / VITE_PORTAL_SUPPORT_EMAIL)");
    expect(describeBrand(brandFromEnvironment({ VITE_PORTAL_BRAND_NAME: "Acme" }))).toBe(
      "Brand: Acme (from VITE_PORTAL_BRAND_NAME) · support: partner-support@example.com (default; set VITE_PORTAL_SUPPORT_EMAIL)",
    );
  });

  it("is what the pages show: brand.ts reads the same variables", async () => {
    vi.stubEnv("VITE_PORTAL_BRAND_NAME", "Acme Developers");
    vi.stubEnv("VITE_PORTAL_SUPPORT_EMAIL", "");
    const { brand } = await import("./brand");
    expect(brand).toEqual(brandFromEnvironment(process.env).brand);
    expect(brand).toEqual({ name: "Acme Developers", supportEmail: "partner-support@example.com" });
  });
});
