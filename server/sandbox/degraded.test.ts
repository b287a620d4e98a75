import { afterEach, describe, expect, it, vi } from "vitest";
import { loadSandboxSpecs } from "./load-specs";
import { testSandbox } from "./sandbox-client.test-data";

afterEach(() => {
  vi.restoreAllMocks();
});

const specs = loadSandboxSpecs();

describe("a sandbox that cannot fully start", () => {
  it("answers 503 rather than taking the portal down, when a rule extension is missing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const withoutRules = { ...specs.cou, components: { ...specs.cou.components, schemas: {} } };
    const { app } = testSandbox({ specs: { ...specs, cou: withoutRules } });
    const response = await app.request("/api/bills/uat/biller-categories");
    expect(response.status).toBe(503);
    expect(((await response.json()) as { statusCode: string }).statusCode).toBe("SANDBOX_UNAVAILABLE");
  });

  it("answers 503 for a secret too short to sign with", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { app } = testSandbox({ secret: "short" });
    expect((await app.request("/api/auth/token", { method: "POST" })).status).toBe(503);
  });

  it("answers 501 for an operation a document adds before core/ implements it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const paths = { ...specs.cou.paths, "/new-operation": { post: { operationId: "newOperation" } } };
    const { app } = testSandbox({ specs: { ...specs, cou: { ...specs.cou, paths } } });
    const response = await app.request("/api/bills/uat/new-operation", { method: "POST" });
    expect(response.status).toBe(501);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("newOperation"));
    expect((await app.request("/api/bills/uat/biller-categories")).status).toBe(401);
  });
});
