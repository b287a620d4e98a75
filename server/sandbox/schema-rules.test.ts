import { describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import {
  fastagHeaders,
  fastagSettings,
  otherChannelId,
  publishedWallets,
} from "../../content/sandbox/fastag";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { creationBody } from "../../core/fastag-sandbox/fastag-runtime.test-data";
import type { SchemaObject } from "../../core/openapi/openapi";
import { loadSandboxSpecs } from "./load-specs";
import { RequestValidator } from "./request-validator";
import { cou, paymentBody, post, testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";

/**
 * The rules the sandbox enforces are in its documents' schemas too, so that a generated client, a
 * validator and the sandbox agree: each value below is refused by the schema and by the sandbox
 * (with the code the description names), or taken by both.
 */

const specs = loadSandboxSpecs();
const validator = new RequestValidator({ ...specs });
const { app } = testSandbox();

type Answer = { status: number; body: Json };
type Call = (app: TestSandbox, value: unknown) => Promise<Answer>;

/** One rule: where its schema is, the body a value makes, and how the sandbox is called with it. */
type Rule = {
  name: string;
  document: keyof typeof specs;
  pointer: string;
  field: string;
  body: (value: unknown) => unknown;
  call: Call;
  refused: [value: unknown, code: string][];
  taken: unknown[];
};

const fastagHeaderValues = Object.fromEntries(fastagHeaders.map((header) => [header.name, header.value]));
const fastag = (operation: string) => async (app: TestSandbox, body: unknown) => {
  const response = await app.request(`/api/uat/${operation}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...fastagHeaderValues },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

const instaCollectHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);
const instaCollect = (operation: string) => async (app: TestSandbox, body: unknown) => {
  const response = await app.request(`/${operation}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...instaCollectHeaders },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Json };
};

const ownWallet = publishedWallets.find((wallet) => wallet.channelId !== otherChannelId)!;
const statement = (overrides: Record<string, unknown>) => ({
  walletId: ownWallet.walletId,
  startDate: "2020-06-01",
  endDate: "2020-07-31",
  limit: "10",
  offset: "0",
  ...overrides,
});

const schema = (name: string) => `#/components/schemas/${name}`;
const mobileNumber = "9876543210";

const rules: Rule[] = [
  {
    name: "make-payment referenceId is not empty or blank",
    document: "cou",
    pointer: schema("MakePaymentRequest"),
    field: "/referenceId",
    body: (referenceId) => paymentBody("<context>", 100, { referenceId }),
    call: (app, body) => cou(app, "make-payment", body),
    refused: [
      ["", "SANDBOX_INVALID_REQUEST"],
      ["   ", "SANDBOX_INVALID_REQUEST"],
    ],
    taken: ["REF-1"],
  },
  {
    name: "bill-fetch-request billerId is not blank",
    document: "cou",
    pointer: schema("BillFetchRequest"),
    field: "/billerId",
    body: (billerId) => ({
      billerId,
      categoryCode: "C01",
      customerParams: [{ name: "Consumer Number", value: "1234567890" }],
      mobileNumber,
      agent: { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" },
    }),
    call: (app, body) => cou(app, "bill-fetch-request", body),
    refused: [
      ["", "ERR100"],
      [" ", "ERR100"],
    ],
    taken: ["BILLER000001"],
  },
  {
    name: "biller-list categoryCode is not blank",
    document: "cou",
    pointer: schema("BillerListRequest"),
    field: "/categoryCode",
    body: (categoryCode) => ({ categoryCode }),
    call: (app, body) => cou(app, "biller-list", body),
    refused: [[" ", "ERR100"]],
    taken: ["C01"],
  },
  {
    name: "biller-fields categoryCode is not blank",
    document: "cou",
    pointer: schema("BillerRequest"),
    field: "/categoryCode",
    body: (categoryCode) => ({ categoryCode, billerId: "BILLER000001" }),
    call: (app, body) => cou(app, "biller-fields", body),
    refused: [["", "ERR154"]],
    taken: ["C01"],
  },
  {
    name: "raise-complaint txnId and description are not blank",
    document: "cou",
    pointer: schema("RaiseComplaintRequest"),
    field: "/txnId",
    body: (txnId) => ({
      txnId,
      txnDate: "2026-11-20",
      issueType: "Transaction successful, account not updated",
      description: "Paid twice.",
    }),
    call: (app, body) => cou(app, "raise-complaint", body),
    refused: [
      ["", "SANDBOX_INVALID_COMPLAINT"],
      ["  ", "SANDBOX_INVALID_COMPLAINT"],
    ],
    taken: ["TXN0001"],
  },
  {
    name: "toll-transactions limit is 1 to 100 in digits",
    document: "fastag",
    pointer: schema("TollTransactionsRequest"),
    field: "/limit",
    body: (limit) => statement({ limit }),
    call: fastag("toll-transactions"),
    refused: [
      ["0", "SANDBOX_INVALID_REQUEST"],
      ["101", "SANDBOX_INVALID_REQUEST"],
      ["0100", "SANDBOX_INVALID_REQUEST"],
      ["007", "SANDBOX_INVALID_REQUEST"],
      ["-1", "SANDBOX_INVALID_REQUEST"],
      [100, "SANDBOX_INVALID_REQUEST"],
    ],
    taken: ["1", "7", "100"],
  },
  {
    name: "wallet-transactions offset is a whole number in digits",
    document: "fastag",
    pointer: schema("WalletTransactionsRequest"),
    field: "/offset",
    body: (offset) => statement({ offset, transactionType: "ALL" }),
    call: fastag("wallet-transactions"),
    refused: [
      ["0007", "SANDBOX_INVALID_REQUEST"],
      ["-1", "SANDBOX_INVALID_REQUEST"],
      ["1.5", "SANDBOX_INVALID_REQUEST"],
      [0, "SANDBOX_INVALID_REQUEST"],
    ],
    taken: ["0", "7", "1000000000"],
  },
  {
    name: "wallet-creation vehicle.class is a string",
    document: "fastag",
    pointer: schema("WalletCreationRequest"),
    field: "/vehicle/class",
    body: (vehicleClass) =>
      creationBody({ vehicle: { number: "KA01RUL0001", class: vehicleClass, isCommercial: false } }),
    call: fastag("wallet-creation"),
    refused: [
      [4, "SANDBOX_INVALID_REQUEST"],
      ["3", "SANDBOX_INVALID_REQUEST"],
    ],
    taken: ["4"],
  },
  {
    name: "notification-urls takes one of the two URLs, each a URI",
    document: "deliveries",
    pointer: schema("NewRegistration"),
    field: "",
    body: (urls) => ({ billerId: "BILLER000001", ...(urls as object) }),
    call: (app, body) => post(app, "/notification-urls", body),
    refused: [
      [{}, "SANDBOX_INVALID_REQUEST"],
      [{ paymentNotificationUrl: "not a url" }, "SANDBOX_DESTINATION_REFUSED"],
      [{ settlementNotificationUrl: "" }, "SANDBOX_DESTINATION_REFUSED"],
    ],
    taken: [
      { paymentNotificationUrl: "http://localhost:8080/payment-notification" },
      { settlementNotificationUrl: "http://localhost:8080/settlement-notification" },
    ],
  },
  {
    name: "direct-link mobileNumber is ten digits from 6 to 9",
    document: "instacollect",
    pointer: schema("DirectLinkInput"),
    field: "/mobileNumber",
    body: (value) => ({ mobileNumber: value }),
    call: instaCollect("direct-link"),
    refused: [
      ["0123456789", "SANDBOX_INVALID_MOBILE_NUMBER"],
      ["+919876543210", "SANDBOX_INVALID_MOBILE_NUMBER"],
      ["98765 43210", "SANDBOX_INVALID_MOBILE_NUMBER"],
    ],
    taken: [mobileNumber],
  },
  {
    name: "bill-link mobileNumber is ten digits from 6 to 9",
    document: "instacollect",
    pointer: schema("BillLinkInput"),
    field: "/mobileNumber",
    body: (value) => ({ billId: "SBX-BILL-POWER", mobileNumber: value }),
    call: instaCollect("bill-link"),
    refused: [["12345", "SANDBOX_INVALID_MOBILE_NUMBER"]],
    taken: [mobileNumber],
  },
  {
    name: "direct-link defaultAmount is rupees above zero",
    document: "instacollect",
    pointer: schema("DirectLinkInput"),
    field: "/defaultAmount",
    body: (defaultAmount) => ({ mobileNumber, defaultAmount }),
    call: instaCollect("direct-link"),
    refused: [
      ["0", "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      ["0.00", "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      ["1.005", "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      ["1,500", "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      ["1234567890", "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      [0, "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      [-5, "SANDBOX_INVALID_DEFAULT_AMOUNT"],
      [true, "SANDBOX_INVALID_DEFAULT_AMOUNT"],
    ],
    taken: ["499", "499.50", "0.50", 499, 499.5],
  },
  {
    name: "direct-link redirectTo is an absolute URL",
    document: "instacollect",
    pointer: schema("DirectLinkInput"),
    field: "/redirectTo",
    body: (redirectTo) => ({ mobileNumber, redirectTo }),
    call: instaCollect("direct-link"),
    refused: [
      ["/done", "SANDBOX_INVALID_REDIRECT"],
      ["not a url", "SANDBOX_INVALID_REDIRECT"],
    ],
    taken: ["https://shop.test/done"],
  },
];

describe.each(rules)("$name", (rule) => {
  const check = validator.bodyCheck(rule.document, rule.pointer);

  it.each(rule.refused)("%j: the schema refuses it, and the sandbox answers %s", async (value, code) => {
    const problems = check(rule.body(value));
    expect(problems.length, JSON.stringify(problems)).toBeGreaterThan(0);
    expect(problems.some((problem) => problem.path.startsWith(rule.field || "/"))).toBe(true);
    const answer = await rule.call(app, rule.body(value));
    expect(answer.body.statusCode, JSON.stringify(answer.body)).toBe(code);
  });

  it.each(rule.taken.map((value) => [value]))("%j: the schema and the sandbox take it", async (value) => {
    expect(check(rule.body(value))).toEqual([]);
    const answer = await rule.call(app, rule.body(value));
    const refusedCodes = new Set(rule.refused.map(([, code]) => code));
    expect(refusedCodes.has(answer.body.statusCode as string), JSON.stringify(answer.body)).toBe(false);
  });
});

describe("the reports limit", () => {
  const parameter = specs.provider.paths?.["/api/reports"]?.post?.parameters?.find(
    (entry) => entry.name === "limit",
  );
  const check = validator.bodyCheck("provider", "#/paths/~1api~1reports/post/parameters/0/schema");
  // A query value is text: read as the integer it spells, as a client or validator reads it.
  const asQueryValue = (text: string) => (/^-?[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : text);

  async function report(limit: string): Promise<Answer> {
    const token = await post(app, "/api/auth/token", sandboxFixtures.provider.credentials.reports);
    return post(
      app,
      `/api/reports?limit=${encodeURIComponent(limit)}`,
      { filters: { bbpsBillerID: "BILLER0000001", txnStartDate: "2026-11-01", txnEndDate: "2026-11-30" } },
      { authorization: `Bearer ${token.body.data.token as string}` },
    );
  }

  it("is the first parameter, bounded as the sandbox bounds it", () => {
    expect(parameter?.name).toBe("limit");
    expect(parameter?.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 100, default: 100 });
  });

  it.each(["0", "101", "-1", "1.5", "ten"])(
    "refuses %s in the schema and with SANDBOX_INVALID_LIMIT",
    async (limit) => {
      expect(check(asQueryValue(limit)).length).toBeGreaterThan(0);
      expect((await report(limit)).body.statusCode).toBe("SANDBOX_INVALID_LIMIT");
    },
  );

  it.each(["1", "100", "0100"])("takes %s in the schema and in the sandbox", async (limit) => {
    expect(check(asQueryValue(limit))).toEqual([]);
    expect((await report(limit)).body.statusCode).not.toBe("SANDBOX_INVALID_LIMIT");
  });
});

describe("FASTag statement pages", () => {
  const propertiesOf = (name: string) =>
    (specs.fastag.components?.schemas?.[name] as SchemaObject).properties as Record<string, SchemaObject>;

  it("carry the sandbox's own patterns for limit and offset", () => {
    for (const name of ["TollTransactionsRequest", "WalletTransactionsRequest"]) {
      expect(propertiesOf(name).limit?.pattern).toBe(fastagSettings.pageLimitPattern);
      expect(propertiesOf(name).offset?.pattern).toBe(fastagSettings.pageOffsetPattern);
    }
  });

  it("take exactly the limits 1 to the page's maximum, one spelling each", () => {
    const limit = new RegExp(fastagSettings.pageLimitPattern);
    const spellings = Array.from({ length: 1001 }, (_, n) => [String(n), `0${n}`]).flat();
    expect(spellings.filter((text) => limit.test(text))).toEqual(
      Array.from({ length: fastagSettings.maxPageRows }, (_, n) => String(n + 1)),
    );
  });
});

describe("a FASTag rule the sandbox answers as a documented outcome", () => {
  const cases = [
    {
      schemaName: "GenerateOtpRequest",
      field: "mobile",
      body: { mobile: "0000000000" },
      call: fastag("generate-otp"),
      outcome: "invalid-mobile-number",
    },
    {
      schemaName: "RechargeRequest",
      field: "referenceId",
      body: { walletId: ownWallet.walletId, amount: "100", referenceId: "not a reference!" },
      call: fastag("recharge"),
      outcome: "ref-id-not-valid",
    },
  ];

  it.each(cases)(
    "$schemaName.$field: the schema takes the value, the sandbox answers $outcome, and the description says so",
    async ({ schemaName, field, body, call, outcome }) => {
      expect(validator.bodyCheck("fastag", schema(schemaName))(body)).toEqual([]);
      expect((await call(app, body)).body.statusCode).toBe(outcome);
      const properties = (specs.fastag.components?.schemas?.[schemaName] as SchemaObject)
        .properties as Record<string, SchemaObject>;
      expect(properties[field]?.description).toContain(`\`${outcome}\``);
    },
  );
});
