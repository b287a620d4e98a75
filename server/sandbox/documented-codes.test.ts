import { describe, expect, it } from "vitest";
import { cou, fetchBill, fetchBody, intAgent, paymentBody, testSandbox } from "./sandbox-client.test-data";

const { app, clock } = testSandbox();
const withoutAgent = fetchBody({ agent: undefined });
const card = (expiry?: string) =>
  fetchBody({
    billerId: "BILLER000004",
    categoryCode: "C04",
    customerParams: [
      { name: "Card Last 4 Digits", value: "4321" },
      ...(expiry === undefined ? [] : [{ name: "Card Expiry", value: expiry }]),
    ],
  });

describe("bill-fetch-request answers each rule with its documented code", () => {
  it.each<[string, unknown, string]>([
    ["no billerId", fetchBody({ billerId: undefined }), "ERR100"],
    ["no mobileNumber", fetchBody({ mobileNumber: undefined }), "ERR104"],
    ["an invalid mobileNumber", fetchBody({ mobileNumber: "12345" }), "ERR112"],
    ["no agent", withoutAgent, "ERRAGT"],
    ["an agent without id", fetchBody({ agent: { channel: "INT", ip: "1", mac: "2" } }), "ERRAGT"],
    ["MOB without app, imei and os", fetchBody({ agent: { id: "A", channel: "MOB" } }), "DEV100"],
    ["MOB without os", fetchBody({ agent: { id: "A", channel: "MOB", app: "X", imei: "1" } }), "DEV102"],
    ["INT without mac", fetchBody({ agent: { ...intAgent, mac: undefined } }), "DEV104"],
    [
      "AGT without terminalId",
      fetchBody({
        agent: { id: "A", channel: "AGT", geocode: "1,2", mobile: "9876500000", postalCode: "560001" },
      }),
      "DEV109",
    ],
    [
      "BNKBRNCH without ifsc",
      fetchBody({
        agent: { id: "A", channel: "BNKBRNCH", geocode: "1,2", mobile: "9876500000", postalCode: "560001" },
      }),
      "DEV108",
    ],
    ["KIOSK without terminalId", fetchBody({ agent: { id: "A", channel: "KIOSK" } }), "DEV109"],
    ["an unknown biller", fetchBody({ billerId: "BILLER999999" }), "ERR155"],
    ["a biller of another category", fetchBody({ categoryCode: "C02" }), "ERR155"],
    ["an unknown category", fetchBody({ categoryCode: "C99" }), "ERR000"],
    ["an inactive biller", fetchBody({ billerId: "BILLER000009" }), "ERR131"],
    ["a deregistered biller", fetchBody({ billerId: "BILLER000010" }), "ERR999"],
    ["no card expiry", card(), "ERR184"],
    ["a card expiry of 5 characters", card("12/30"), "ERR179"],
    ["a card expiry with month 13", card("1330"), "ERR180"],
    ["an expired card", card("0125"), "ERR180"],
  ])("%s", async (_name, body, code) => {
    const reply = await cou(app, "bill-fetch-request", body);
    expect(reply.status).toBe(200);
    expect(reply.body.statusCode).toBe(code);
    expect(reply.body.statusMessage).toEqual(expect.any(String));
  });

  it("names the documented meaning and what is missing", async () => {
    const reply = await cou(
      app,
      "bill-fetch-request",
      fetchBody({ agent: { id: "A", channel: "MOB", os: "iOS" } }),
    );
    expect(reply.body.statusMessage).toBe(
      "Mandatory device details for the given channel are missing. Missing for this channel: app, imei.",
    );
  });

  it("accepts every example of cou.yaml", async () => {
    for (const agent of [
      { id: "AGENT0000002", channel: "MOB", app: "PartnerApp", imei: "356938035643809", os: "Android" },
      {
        id: "AGENT0000003",
        channel: "AGT",
        geocode: "12.9716,77.5946",
        mobile: "9876500000",
        postalCode: "560001",
        terminalId: "TERM0001",
      },
      {
        id: "AGENT0000004",
        channel: "BNKBRNCH",
        geocode: "12.9716,77.5946",
        mobile: "9876500000",
        postalCode: "560001",
        ifsc: "ABCD0123456",
      },
      { ...intAgent },
    ])
      expect(
        (await cou(app, "bill-fetch-request", fetchBody({ agent }))).body.statusCode,
        agent.channel,
      ).toBe("success");
  });
});

describe("get-fetched-bill answers the bill retrieval codes", () => {
  it.each([
    ["0000000001", "BFR001"],
    ["0000000004", "BFR004"],
    ["0000000008", "BFR008"],
    ["12345", "BFR001"],
  ])("customer %s → %s", async (value, code) => {
    const fetched = await cou(
      app,
      "bill-fetch-request",
      fetchBody({ customerParams: [{ name: "Consumer Number", value }] }),
    );
    const reply = await cou(app, "get-fetched-bill", { context: fetched.body.data.context });
    expect(reply.body.statusCode).toBe(code);
  });
});

describe("the biller directory", () => {
  it.each<[string, string, unknown, string]>([
    ["biller-list without categoryCode", "biller-list", {}, "ERR100"],
    ["biller-list of a category without billers", "biller-list", { categoryCode: "C05" }, "ERR000"],
    ["biller-list of C01", "biller-list", { categoryCode: "C01" }, "success"],
    ["biller-fields without categoryCode", "biller-fields", { billerId: "BILLER000001" }, "ERR154"],
    ["biller-fields of an unknown biller", "biller-fields", { categoryCode: "C01", billerId: "X" }, "ERR155"],
    ["biller-fields", "biller-fields", { categoryCode: "C01", billerId: "BILLER000001" }, "success"],
    ["biller-details without categoryCode", "biller-details", { billerId: "BILLER000001" }, "ERR154"],
    [
      "biller-details of an unknown biller",
      "biller-details",
      { categoryCode: "C01", billerId: "X" },
      "ERR155",
    ],
    ["biller-details", "biller-details", { categoryCode: "C02", billerId: "BILLER000002" }, "success"],
    ["biller-categories by POST", "biller-categories", undefined, "success"],
  ])("%s → %s", async (_name, operation, body, code) => {
    expect((await cou(app, operation, body === undefined ? "" : body)).body.statusCode).toBe(code);
  });

  it("lists the fields with lengths as strings", async () => {
    const reply = await cou(app, "biller-fields", { categoryCode: "C01", billerId: "BILLER000001" });
    expect(reply.body.data).toEqual([
      {
        name: "Consumer Number",
        internalName: "ConsumerNumber",
        dataType: "Numeric",
        isMandatory: true,
        minLength: "10",
        maxLength: "10",
        regex: "^[0-9]{10}$",
      },
    ]);
  });
});

describe("make-payment answers each amount, account and input rule", () => {
  const waterMob = { id: "A", channel: "MOB", app: "X", imei: "1", os: "Android" };
  it.each<[string, Record<string, unknown>, (amount: number) => unknown, Record<string, unknown>, string]>([
    [
      "an account number of 15 digits",
      {},
      (amount) => amount,
      { remittanceDetails: { accountNumber: "123456789012345" } },
      "ERR178",
    ],
    ["an edited amount for an EXACT biller", {}, (amount) => amount - 1, {}, "SANDBOX_AMOUNT_NOT_EDITABLE"],
    ["the amount as a string of digits", {}, (amount) => String(amount), {}, "success"],
    ["an amount that is not whole paise", {}, () => 1500.5, {}, "SANDBOX_INVALID_AMOUNT"],
    [
      "more than the bill for an EXACT_DOWN biller",
      card("1230"),
      (amount) => amount + 1,
      {},
      "SANDBOX_AMOUNT_ABOVE_BILL",
    ],
    ["less than the bill for an EXACT_DOWN biller", card("1230"), (amount) => amount - 100, {}, "success"],
    [
      "less than the bill for an EXACT_UP biller",
      {
        billerId: "BILLER000003",
        categoryCode: "C03",
        customerParams: [{ name: "Customer ID", value: "50012345" }],
      },
      (amount) => amount - 1,
      {},
      "SANDBOX_AMOUNT_BELOW_BILL",
    ],
    [
      "more than the channel's maxLimit",
      {
        billerId: "BILLER000002",
        categoryCode: "C02",
        customerParams: [{ name: "Connection ID", value: "WTR123456" }],
      },
      () => 500001,
      {},
      "SANDBOX_AMOUNT_OUTSIDE_LIMITS",
    ],
    [
      "less than the channel's minLimit",
      {
        billerId: "BILLER000002",
        categoryCode: "C02",
        customerParams: [{ name: "Connection ID", value: "WTR123456" }],
      },
      () => 99,
      {},
      "SANDBOX_AMOUNT_OUTSIDE_LIMITS",
    ],
    [
      "a channel the biller does not list",
      {
        billerId: "BILLER000002",
        categoryCode: "C02",
        customerParams: [{ name: "Connection ID", value: "WTR123456" }],
        agent: waterMob,
      },
      (amount) => amount,
      {},
      "SANDBOX_CHANNEL_NOT_ACCEPTED",
    ],
  ])("%s → %s", async (_name, fetchOverrides, amountFor, paymentOverrides, code) => {
    const { bill, context } = await fetchBill(app, fetchOverrides);
    const reply = await cou(
      app,
      "make-payment",
      paymentBody(context, amountFor(bill.amount as number), paymentOverrides),
    );
    expect(reply.body.statusCode).toBe(code);
  });

  it("answers a txnMode outside the documented modes with the schema's error", async () => {
    const { context } = await fetchBill(app);
    const reply = await cou(app, "make-payment", paymentBody(context, 150000, { txnMode: "BITCOIN" }));
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      statusCode: "SANDBOX_INVALID_REQUEST",
      errors: [{ path: "/txnMode" }],
    });
  });
});

describe("complaints", () => {
  const complaint = {
    txnId: "SBXTXN1",
    txnDate: "2026-11-20",
    issueType: "Double payment",
    description: "Paid twice.",
  };

  it("raises a complaint whose status advances through the documented states", async () => {
    const raised = await cou(app, "raise-complaint", complaint);
    expect(raised.body).toMatchObject({ statusCode: "success", data: { referenceId: expect.any(String) } });
    const seen: string[] = [];
    for (let step = 0; step < 5; step += 1) {
      const status = await cou(app, "complaint-status", { referenceId: raised.body.data.referenceId });
      seen.push(`${status.body.data.status}/${status.body.data.isComplaintOpen}`);
      clock.advance(10);
    }
    expect(seen).toEqual(["ASSIGNED/Y", "RE ASSIGNED/Y", "ESCALATED/Y", "ASSIGNED TO BOU/Y", "RESOLVED/N"]);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ["an issueType outside the six", { issueType: "Other" }, 400, "SANDBOX_INVALID_REQUEST"],
    ["an issueType by its number", { issueType: 3 }, 200, "success"],
    ["an issueType by its number as a string", { issueType: "3" }, 200, "success"],
    ["an issueType number outside 1–6", { issueType: 7 }, 400, "SANDBOX_INVALID_REQUEST"],
    ["an issueType number string outside 1–6", { issueType: "7" }, 400, "SANDBOX_INVALID_REQUEST"],
    ["no description", { description: undefined }, 400, "SANDBOX_INVALID_REQUEST"],
    ["a blank description", { description: " " }, 200, "SANDBOX_INVALID_COMPLAINT"],
    ["a txnDate in the future", { txnDate: "2099-01-01" }, 200, "SANDBOX_INVALID_COMPLAINT"],
  ])("answers %s", async (_name, change, status, code) => {
    const reply = await cou(app, "raise-complaint", { ...complaint, ...change });
    expect([reply.status, reply.body.statusCode]).toEqual([status, code]);
  });

  it("reads an issue type's number as the sentence at that place in the list", async () => {
    const raised = await cou(app, "raise-complaint", { ...complaint, issueType: 6 });
    clock.advance(45);
    const status = await cou(app, "complaint-status", { referenceId: raised.body.data.referenceId });
    // 6 is "Paid to the wrong account", the issue type the sandbox leaves UNRESOLVED.
    expect(status.body.data).toMatchObject({ status: "UNRESOLVED", isComplaintOpen: "N" });
  });

  it("lists the six issue types when a number is outside them", async () => {
    const reply = await cou(app, "raise-complaint", { ...complaint, issueType: 7 });
    expect(reply.body.errors).toContainEqual({
      path: "/issueType",
      message: expect.stringContaining('"Paid to the wrong account"'),
    });
  });

  it("lists the six issue types when one is wrong", async () => {
    const reply = await cou(app, "raise-complaint", { ...complaint, issueType: "Other" });
    expect(reply.body.errors[0].message).toContain('"Paid to the wrong account"');
  });

  it("knows nothing of a referenceId it did not issue", async () => {
    expect((await cou(app, "complaint-status", { referenceId: "CMP0001" })).body.statusCode).toBe(
      "SANDBOX_UNKNOWN_COMPLAINT",
    );
  });
});
