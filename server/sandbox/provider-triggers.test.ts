import { describe, expect, it } from "vitest";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { providerTriggers } from "../../content/sandbox/provider-triggers";
import { loadSandboxSpecs } from "./load-specs";
import { post, testSandbox } from "./sandbox-client.test-data";

// The provider triggers published on /testing/bill-payment#sandbox-provider, replayed against the sandbox.

const { app } = testSandbox();

async function bearer(scope: "status" | "reports"): Promise<Record<string, string>> {
  const reply = await post(app, "/api/auth/token", sandboxFixtures.provider.credentials[scope]);
  return { authorization: `Bearer ${reply.body.data.token as string}` };
}

describe("each published provider trigger produces its documented answer", () => {
  it.each(providerTriggers.map((trigger) => [trigger.answer, trigger] as const))(
    "%s",
    async (_answer, trigger) => {
      const { path, token, body } = trigger.request;
      const reply = await post(app, path, body, token ? await bearer(token) : {});
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject(trigger.expected);
    },
  );

  it("covers every answer the provider's document lists in its error groups", () => {
    const documented = (loadSandboxSpecs().provider["x-error-groups"] ?? []).flatMap((group) =>
      group.codes.map((entry) => entry.code),
    );
    const triggered = providerTriggers.map((trigger) => trigger.documentedCode);
    expect(documented.length).toBeGreaterThan(0);
    for (const code of documented) expect(triggered, code).toContain(code);
  });
});
