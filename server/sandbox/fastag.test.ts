import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastagHeaders, fastagSettings } from "../../content/sandbox/fastag";
import {
  creationBody,
  isDocumentedAnswer,
  lookupOf,
  newCustomer,
} from "../../core/fastag-sandbox/fastag-runtime.test-data";
import { loadSandboxSpecs } from "./load-specs";
import { testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";
import { specOperations } from "./spec-operations";

/** The FASTag API as a partner calls it: at `/api/<env>/<operation>` with the nine published headers. */

const headers = Object.fromEntries(fastagHeaders.map((header) => [header.name, header.value]));

async function fastag(
  app: TestSandbox,
  operation: string,
  body: unknown,
  env = "uat",
  sent: Record<string, string> = headers,
): Promise<{ status: number; body: Json }> {
  const response = await app.request(`/api/${env}/${operation}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...sent },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe("the FASTag sandbox over HTTP", () => {
  it("issues a wallet: dedupe, OTP, creation, then the status as it is polled", async () => {
    const { app, clock } = testSandbox();
    const lookup = lookupOf(newCustomer, "KA01NEW0001");
    expect((await fastag(app, "dedupe", lookup)).body.statusCode).toBe("not-found");
    const otp = await fastag(app, "generate-otp", { mobile: newCustomer.mobile }, "mock");
    expect(otp.body.statusCode).toBe("success");
    const validated = await fastag(app, "validate-otp", {
      otpReferenceId: otp.body.data.otpReferenceId,
      otp: fastagSettings.otp,
    });
    expect(validated.body.statusCode).toBe("success");
    const created = await fastag(app, "wallet-creation", creationBody());
    expect(created.body).toEqual({ statusCode: "success", statusMessage: expect.any(String) });

    const codes: string[] = [];
    for (let seconds = 0; seconds < 90; seconds += 15) {
      codes.push((await fastag(app, "wallet-status", lookup)).body.statusCode as string);
      clock.advance(15);
    }
    expect(codes[0]).toBe("duplicate-creation-request");
    expect(codes).toContain("wallet-creation-successful");
    expect(codes.at(-1)).toBe("success");
  });

  it("answers both sandbox environments, and not production", async () => {
    const { app } = testSandbox();
    for (const env of ["mock", "uat"])
      expect((await fastag(app, "vehicle-status", { vehicleNumber: "KA12AB5618" }, env)).status).toBe(200);
    const production = await fastag(app, "vehicle-status", { vehicleNumber: "KA12AB5618" }, "prod");
    expect(production.status).toBe(404);
    expect(production.body.statusCode).toBe("SANDBOX_UNKNOWN_OPERATION");
  });

  it("refuses calls without the nine published headers, by name", async () => {
    const { app } = testSandbox();
    const withoutSalt = { ...headers };
    delete withoutSalt["BANK-SALT-KEY"];
    const missing = await fastag(app, "wallet-balance", { walletId: "19000009653984" }, "uat", withoutSalt);
    expect(missing.status).toBe(401);
    expect(missing.body.statusCode).toBe("SANDBOX_MISSING_FASTAG_HEADERS");
    expect(missing.body.errors).toEqual([{ path: "header bank-salt-key", message: "is required." }]);
    const wrong = await fastag(app, "wallet-balance", { walletId: "19000009653984" }, "uat", {
      ...headers,
      "BANK-CLIENT-SECRET": "guess",
    });
    expect(wrong.body.statusCode).toBe("SANDBOX_INVALID_FASTAG_HEADERS");
  });

  it("answers generated bodies to all thirteen operations with a documented status and code", async () => {
    const { app } = testSandbox();
    const document = loadSandboxSpecs().fastag;
    const operations = specOperations(document);
    expect(operations).toHaveLength(13);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...operations),
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          fc.string({ maxLength: 100 }),
        ),
        async (operation, body) => {
          const reply = await fastag(app, operation.path.slice(1), body);
          expect(reply.status).toBeLessThan(500);
          expect(isDocumentedAnswer(reply), JSON.stringify(reply.body)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
