import { expect, test } from "@playwright/test";
import { randomInt } from "node:crypto";
import { fastagHeaders, fastagSettings } from "../content/sandbox/fastag";
import { walletCreationRequest } from "../content/sandbox/fastag-requests";

/**
 * The FASTag sandbox through its HTTP API on the served site, as a business correspondent's
 * back end would drive it: issuance from a new customer to an active tag, then a recharge that is
 * submitted, processing and successful, with the balance following. Timelines are compressed with
 * the published `x-sandbox-time-scale` header, so each stage is seen and the test stays short.
 */

const headers = {
  "content-type": "application/json",
  ...Object.fromEntries(fastagHeaders.map(({ name, value }) => [name, value])),
};
const timeScale = { [fastagSettings.timeScaleHeader]: "30" };
// A recharge processes for 10 s: at 30× the first enquiry could come after it on a busy machine,
// so the recharge runs at 5×, two seconds of processing.
const rechargeTimeScale = { [fastagSettings.timeScaleHeader]: "5" };

type Answer = {
  status: number;
  body: { statusCode: string; statusMessage: string; data?: Record<string, string> };
};

async function call(
  origin: string,
  operation: string,
  body: unknown,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${origin}/sandbox/api/mock/${operation}`, {
    method: "POST",
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** Polls until the answer's statusCode is not `pending`, and answers every code seen, in order. */
async function pollCodes(ask: () => Promise<Answer>, pending: string, last: (answer: Answer) => boolean) {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await ask();
    if (seen.at(-1) !== answer.body.statusCode) seen.push(answer.body.statusCode);
    if (answer.body.statusCode !== pending && last(answer)) return { seen, answer };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Still ${seen.join(" → ")} after 100 polls`);
}

test("issuance runs from dedupe to an active tag, and a recharge from submitted to the balance", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const customer = {
    firstName: "Kavya",
    lastName: "Iyer",
    mobile: `9${String(randomInt(0, 1e9)).padStart(9, "0")}`,
    dob: "1992-04-18",
  };
  const vehicleNumber = `KA${randomInt(10, 99)}EE${randomInt(1000, 9999)}`;
  const lookup = { customer, vehicleNumber };

  expect((await call(origin, "dedupe", lookup)).body.statusCode).toBe("not-found");
  const otp = await call(origin, "generate-otp", { mobile: customer.mobile });
  expect(otp.body.statusCode).toBe("success");
  const otpReferenceId = otp.body.data?.otpReferenceId;
  expect((await call(origin, "validate-otp", { otpReferenceId, otp: "0000" })).body.statusCode).toBe(
    "invalid-otp",
  );
  expect(
    (await call(origin, "validate-otp", { otpReferenceId, otp: fastagSettings.otp })).body.statusCode,
  ).toBe("success");
  const created = await call(
    origin,
    "wallet-creation",
    walletCreationRequest({ customer, vehicleNumber, kycType: "MIN", cost: { topupAmount: "150" } }),
    timeScale,
  );
  // Wallet creation answers the two-field form.
  expect(created.status).toBe(200);
  expect(Object.keys(created.body).sort()).toEqual(["statusCode", "statusMessage"]);
  expect(created.body.statusCode).toBe("success");

  const creation = await pollCodes(
    () => call(origin, "wallet-status", lookup),
    "duplicate-creation-request",
    (answer) => answer.body.statusCode === "success",
  );
  expect(creation.seen).toEqual(["duplicate-creation-request", "wallet-creation-successful", "success"]);
  const walletId = creation.answer.body.data?.walletId ?? "";
  expect(walletId).toMatch(/^1900[0-9]{10}$/);
  expect((await call(origin, "vehicle-status", { vehicleNumber })).body).toMatchObject({
    statusCode: "vehicle-found",
    data: { bankStatus: "ACTIVE", npciMapperStatus: "ACTIVE" },
  });
  expect(
    (await call(origin, "tag-operation", { walletId, vehicleNumber, operation: "ACTIVATE" })).body.statusCode,
  ).toBe("tag-is-already-active");
  expect((await call(origin, "wallet-balance", { walletId })).body.data).toMatchObject({
    balance: "150.00",
    odBalance: "0.00",
    unclearBalance: "0.00",
  });

  const referenceId = `E2E-${randomInt(1e9, 1e10)}`;
  const recharge = { walletId, amount: "250.50", referenceId };
  expect((await call(origin, "recharge", recharge, rechargeTimeScale)).body.statusCode).toBe("submitted");
  expect((await call(origin, "recharge", recharge, rechargeTimeScale)).body.statusCode).toBe(
    "ref-id-not-unique",
  );
  const enquiry = await pollCodes(
    () => call(origin, "recharge-status", { walletId, referenceId }),
    "recharge-processing",
    () => true,
  );
  expect(enquiry.seen).toEqual(["recharge-processing", "success"]);
  expect(enquiry.answer.body.data?.rechargeDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  expect((await call(origin, "wallet-balance", { walletId })).body.data).toMatchObject({
    balance: "400.50",
    unclearBalance: "0.00",
  });
  const statement = await call(origin, "wallet-transactions", {
    walletId,
    startDate: "2026-01-01",
    endDate: "2099-12-31",
    transactionType: "CREDIT",
    limit: "10",
    offset: "0",
  });
  expect(statement.body).toMatchObject({
    statusCode: "success",
    data: {
      metadata: { count: 2, closingBalance: 400.5 },
      transactions: [
        { narration: "Wallet top-up", credit: "150.00", vehicleNumber },
        { narration: "Wallet recharge", credit: "250.50", balance: 400.5 },
      ],
    },
  });
});

test("bad input gets a documented code, never a 5xx", async ({ baseURL }) => {
  const origin = baseURL ?? "";
  const malformed = await fetch(`${origin}/sandbox/api/mock/recharge`, {
    method: "POST",
    headers,
    body: "{not json",
  });
  expect([malformed.status, ((await malformed.json()) as Answer["body"]).statusCode]).toEqual([
    400,
    "SANDBOX_MALFORMED_JSON",
  ]);
  const scaled = await call(
    origin,
    "recharge",
    { walletId: "1", amount: "1", referenceId: "X" },
    {
      [fastagSettings.timeScaleHeader]: "0",
    },
  );
  expect([scaled.status, scaled.body.statusCode]).toEqual([400, "SANDBOX_INVALID_TIME_SCALE"]);
  const unknown = await call(origin, "wallet-balance", { walletId: "19000000000000" });
  expect([unknown.status, unknown.body.statusCode]).toEqual([404, "SANDBOX_FASTAG_WALLET_NOT_FOUND"]);
  const noHeaders = await fetch(`${origin}/sandbox/api/uat/wallet-balance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ walletId: "19000009653984" }),
  });
  expect([noHeaders.status, ((await noHeaders.json()) as Answer["body"]).statusCode]).toEqual([
    401,
    "SANDBOX_MISSING_FASTAG_HEADERS",
  ]);
});
