import { afterEach, describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { sandboxFixtures } from "../../content/sandbox/fixtures";
import { instaCollectBills, instaCollectSettings } from "../../content/sandbox/instacollect";
import { sessionKeyHeader, type Landing } from "../../core/instacollect/hosted-page-api";
import { MemoryStore } from "../../core/store/memory-store";
import { startReceiver } from "../deliveries/test-receiver.test-data";
import { startOfTest, testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";

const apiHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function call(
  app: TestSandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  client?: string,
): Promise<{ status: number; body: Json }> {
  const response = await app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    },
    client,
  );
  return { status: response.status, body: await response.json() };
}

const createLink = (
  app: TestSandbox,
  operation: "bill-link" | "direct-link",
  body: unknown,
  headers: Record<string, string> = {},
  client?: string,
) => call(app, "POST", `/${operation}`, body, { ...apiHeaders, ...headers }, client);

const linkIdOf = (link: string) => new URL(link).searchParams.get("link") ?? "";

/** Creates a link and opens it as the hosted page does; the session and its key. */
async function opened(
  app: TestSandbox,
  operation: "bill-link" | "direct-link",
  body: unknown,
  client?: string,
) {
  const created = await createLink(app, operation, body, {}, client);
  expect(created.status).toBe(200);
  const open = await call(app, "POST", `/instacollect/links/${linkIdOf(created.body.link)}/open`);
  expect(open.status).toBe(200);
  const key = open.body.sessionKey as string;
  const sessionId = created.body.sessionId as string;
  return {
    sessionId,
    session: open.body.session,
    link: created.body.link as string,
    fetch: (billerId: string, customerParams: { name: string; value: string }[]) =>
      call(
        app,
        "POST",
        `/instacollect/sessions/${sessionId}/bill`,
        { billerId, customerParams },
        {
          [sessionKeyHeader]: key,
        },
      ),
    pay: (amount: unknown, paymentMode = "UPI") =>
      call(
        app,
        "POST",
        `/instacollect/sessions/${sessionId}/payment`,
        { amount, paymentMode },
        {
          [sessionKeyHeader]: key,
        },
      ),
    read: () =>
      call(app, "GET", `/instacollect/sessions/${sessionId}`, undefined, { [sessionKeyHeader]: key }),
  };
}

const mobileNumber = "9876543210";
const consumer = [{ name: "Consumer Number", value: "1234567890" }];

describe("InstaCollect link creation", () => {
  it("answers a link to the hosted page on the host called, and a session id", async () => {
    const { app } = testSandbox();
    const created = await createLink(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body).sort()).toEqual(["link", "sessionId"]);
    const link = new URL(created.body.link as string);
    expect(link.origin).toBe("http://sandbox.test");
    expect(link.pathname).toBe(instaCollectSettings.payPagePath);
    expect(linkIdOf(created.body.link)).toMatch(/^icl_[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(created.body.sessionId).toMatch(/^ics_[0-9A-Z]{26}$/);
  });

  it("opens links at the configured site origin when one is set", async () => {
    const { app } = testSandbox({ siteOrigin: "https://portal.example.com" });
    const created = await createLink(app, "direct-link", { mobileNumber });
    expect(new URL(created.body.link as string).origin).toBe("https://portal.example.com");
  });

  it("lands a direct link as deep as its input goes", async () => {
    const { app } = testSandbox();
    const cases: [Record<string, unknown>, Landing][] = [
      [{ mobileNumber }, { screen: "home" }],
      [
        { mobileNumber, categoryName: "Electricity" },
        { screen: "billers", categoryCode: "C01" },
      ],
      [
        { mobileNumber, categoryName: "Electricity", billerId: "BILLER000001" },
        { screen: "fetch", categoryCode: "C01", billerId: "BILLER000001" },
      ],
      [
        { mobileNumber, categoryName: "Electricity", billerId: "BILLER000001", customerParams: consumer },
        { screen: "bill", categoryCode: "C01", billerId: "BILLER000001", customerParams: consumer },
      ],
    ];
    for (const [body, landing] of cases) {
      const { session } = await opened(app, "direct-link", body);
      expect(session.landing).toEqual(landing);
    }
  });

  it("lands a bill link on its published bill", async () => {
    const { app } = testSandbox();
    for (const bill of instaCollectBills) {
      const { session } = await opened(app, "bill-link", { billId: bill.billId, mobileNumber });
      expect(session.landing).toMatchObject({ screen: "bill", billerId: bill.billerId });
      expect(session.landing.customerParams).toEqual(bill.customerParams);
    }
  });

  it("honours defaultAmount (rupees), redirectTo and agentMobileNumber", async () => {
    const { app } = testSandbox();
    const { session } = await opened(app, "direct-link", {
      mobileNumber,
      categoryName: "Water",
      defaultAmount: "499.50",
      redirectTo: "https://partner.example.com/done?x=1",
      agentMobileNumber: "9876500000",
    });
    expect(session.defaultAmount).toBe(49950);
    expect(session.redirectTo).toBe("https://partner.example.com/done?x=1");
    expect(session.agentMobileNumber).toBe("9876500000");
  });

  it("refuses input that does not fit, naming the field", async () => {
    const { app } = testSandbox();
    const cases: [string, "bill-link" | "direct-link", Record<string, unknown>, string, string][] = [
      ["an unknown bill", "bill-link", { billId: "NOPE", mobileNumber }, "SANDBOX_UNKNOWN_BILL", "/billId"],
      ["a missing bill id", "bill-link", { mobileNumber }, "SANDBOX_INVALID_REQUEST", "/billId"],
      [
        "a bad mobile",
        "bill-link",
        { billId: "SBX-BILL-POWER", mobileNumber: "12345" },
        "SANDBOX_INVALID_MOBILE_NUMBER",
        "/mobileNumber",
      ],
      [
        "an unknown category",
        "direct-link",
        { mobileNumber, categoryName: "Toys" },
        "SANDBOX_UNKNOWN_CATEGORY",
        "/categoryName",
      ],
      [
        "a biller of another category",
        "direct-link",
        { mobileNumber, categoryName: "Water", billerId: "BILLER000001" },
        "SANDBOX_UNKNOWN_BILLER",
        "/billerId",
      ],
      [
        "a biller without a category",
        "direct-link",
        { mobileNumber, billerId: "BILLER000001" },
        "SANDBOX_INCOMPLETE_LINK_INPUT",
        "/categoryName",
      ],
      [
        "params without a biller",
        "direct-link",
        { mobileNumber, categoryName: "Electricity", customerParams: consumer },
        "SANDBOX_INCOMPLETE_LINK_INPUT",
        "/billerId",
      ],
      [
        "params that break the biller's rules",
        "direct-link",
        {
          mobileNumber,
          categoryName: "Electricity",
          billerId: "BILLER000001",
          customerParams: [{ name: "Consumer Number", value: "12" }],
        },
        "SANDBOX_INVALID_CUSTOMER_PARAMS",
        "/customerParams",
      ],
      [
        "a relative redirect",
        "direct-link",
        { mobileNumber, redirectTo: "/done" },
        "SANDBOX_INVALID_REDIRECT",
        "/redirectTo",
      ],
      [
        "a javascript: redirect",
        "direct-link",
        { mobileNumber, redirectTo: "javascript:alert(1)" },
        "SANDBOX_INVALID_REDIRECT",
        "/redirectTo",
      ],
      [
        "a zero default amount",
        "direct-link",
        { mobileNumber, defaultAmount: 0 },
        "SANDBOX_INVALID_DEFAULT_AMOUNT",
        "/defaultAmount",
      ],
      [
        "three decimals",
        "direct-link",
        { mobileNumber, defaultAmount: "1.005" },
        "SANDBOX_INVALID_DEFAULT_AMOUNT",
        "/defaultAmount",
      ],
      [
        "a bad agent mobile",
        "direct-link",
        { mobileNumber, agentMobileNumber: "0000" },
        "SANDBOX_INVALID_MOBILE_NUMBER",
        "/agentMobileNumber",
      ],
      [
        "a wrong type",
        "direct-link",
        { mobileNumber: 9876543210 },
        "SANDBOX_INVALID_REQUEST",
        "/mobileNumber",
      ],
    ];
    for (const [what, operation, body, code, path] of cases) {
      const reply = await createLink(app, operation, body);
      expect(reply.status, what).toBe(reply.body.statusCode === "SANDBOX_INVALID_REQUEST" ? 400 : 422);
      expect(reply.body.statusCode, what).toBe(code);
      expect(reply.body.errors?.[0]?.path, what).toBe(path);
    }
  });

  it("refuses calls without the published credentials, by name", async () => {
    const { app } = testSandbox();
    const missing = await call(app, "POST", "/bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    expect(missing.status).toBe(401);
    expect(missing.body.statusCode).toBe("SANDBOX_MISSING_API_CREDENTIALS");
    const wrong = await createLink(
      app,
      "bill-link",
      { billId: "SBX-BILL-POWER", mobileNumber },
      {
        "x-api-password": "guess",
      },
    );
    expect(wrong.body.statusCode).toBe("SANDBOX_INVALID_API_CREDENTIALS");
    expect(wrong.body.errors).toEqual([{ path: "header x-api-password", message: expect.any(String) }]);
  });

  it("takes a shorter inactivity window only from 1 to 900 seconds", async () => {
    const { app } = testSandbox();
    for (const value of ["0", "901", "abc", "1.5"]) {
      const reply = await createLink(
        app,
        "direct-link",
        { mobileNumber },
        {
          [instaCollectSettings.sessionTimeoutHeader]: value,
        },
      );
      expect(reply.body.statusCode, value).toBe("SANDBOX_INVALID_SESSION_TIMEOUT");
    }
  });
});

describe("the hosted page's session", () => {
  it("opens a link once", async () => {
    const { app } = testSandbox();
    const { link } = await opened(app, "direct-link", { mobileNumber });
    const again = await call(app, "POST", `/instacollect/links/${linkIdOf(link)}/open`);
    expect(again.status).toBe(410);
    expect(again.body.statusCode).toBe("SANDBOX_LINK_USED");
    expect(again.body.session).toBeUndefined();
    for (const forged of ["icl_UNKNOWN", `${linkIdOf(link).slice(0, -2)}AA`, linkIdOf(link).slice(4)]) {
      const unknown = await call(app, "POST", `/instacollect/links/${encodeURIComponent(forged)}/open`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.statusCode).toBe("SANDBOX_LINK_NOT_FOUND");
    }
  });

  it("ends a session after its inactivity window, counted from the last call", async () => {
    const { app, clock } = testSandbox();
    const created = await createLink(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    clock.advance(instaCollectSettings.inactivityMinutes * 60 + 1);
    const late = await call(app, "POST", `/instacollect/links/${linkIdOf(created.body.link)}/open`);
    expect(late.status).toBe(410);
    expect(late.body.statusCode).toBe("SANDBOX_SESSION_EXPIRED");

    const session = await opened(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    clock.advance(instaCollectSettings.inactivityMinutes * 60 - 1);
    expect((await session.read()).status).toBe(200);
    clock.advance(instaCollectSettings.inactivityMinutes * 60 - 1);
    expect((await session.read()).status).toBe(200);
    clock.advance(instaCollectSettings.inactivityMinutes * 60 + 1);
    const expired = await session.read();
    expect(expired.body.statusCode).toBe("SANDBOX_SESSION_EXPIRED");
  });

  it("refuses a session's calls without its key", async () => {
    const { app } = testSandbox();
    const { sessionId } = await opened(app, "direct-link", { mobileNumber });
    for (const headers of [{}, { [sessionKeyHeader]: "wrong" }]) {
      const reply = await call(app, "GET", `/instacollect/sessions/${sessionId}`, undefined, headers);
      expect(reply.status).toBe(403);
      expect(reply.body.statusCode).toBe("SANDBOX_SESSION_KEY_INVALID");
    }
  });

  it("fetches bills with the bill-payment sandbox's rules and codes", async () => {
    const { app } = testSandbox();
    const session = await opened(app, "direct-link", { mobileNumber });
    const found = await session.fetch("BILLER000001", consumer);
    expect(found.body.problem).toBeUndefined();
    expect(found.body.session.bill).toMatchObject({
      billerId: "BILLER000001",
      amount: 150000,
      customerParams: consumer,
    });
    for (const [billerId, value, code] of [
      ["BILLER000001", "0000000004", "BFR004"],
      ["BILLER000001", "0000000001", "BFR001"],
      ["BILLER000001", "12", "BFR001"],
      ["BILLER000009", "1234567890", "ERR131"],
    ] as const) {
      const reply = await session.fetch(billerId, [{ name: "Consumer Number", value }]);
      expect(reply.body.problem?.code, `${billerId} ${value}`).toBe(code);
      expect(reply.body.session.bill).toBeUndefined();
    }
  });

  it("pays once, by the biller's amount rules, and keeps the result after the window", async () => {
    const { app, clock } = testSandbox();
    const session = await opened(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    await session.fetch("BILLER000001", consumer);
    expect((await session.pay(100)).body.problem.code).toBe("SANDBOX_AMOUNT_NOT_EDITABLE");
    expect((await session.pay(150000, "CASH")).body.problem.code).toBe("SANDBOX_INVALID_REQUEST");
    const paid = await session.pay(150000);
    expect(paid.body.session.payment).toMatchObject({
      orderId: session.sessionId,
      amount: 150000,
      amountText: "1500.00",
      paymentMode: "UPI",
      paymentStatus: "SUCCESSFUL",
    });
    expect(paid.body.session.payment.paymentDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const twice = await session.pay(150000);
    expect(twice.body.session.payment.transactionId).toBe(paid.body.session.payment.transactionId);
    clock.advance(3600);
    expect((await session.read()).body.session.payment.transactionId).toBe(
      paid.body.session.payment.transactionId,
    );
  });

  it("shows a hosted payment to the provider's transaction status API once it is executed", async () => {
    const { app, clock } = testSandbox();
    const session = await opened(app, "bill-link", { billId: "SBX-BILL-WATER", mobileNumber });
    await session.fetch("BILLER000002", [{ name: "Connection ID", value: "WTR123456" }]);
    const paid = await session.pay(12345);
    clock.advance(60);
    const credentials = sandboxFixtures.provider.credentials.status;
    const token = await call(app, "POST", "/api/auth/token", credentials);
    const status = await call(
      app,
      "POST",
      "/api/transaction/status",
      { txnReferenceId: paid.body.session.payment.transactionId },
      { authorization: `Bearer ${token.body.data.token as string}` },
    );
    expect(status.body.success).toBe(true);
    expect(JSON.stringify(status.body.data.payment)).toContain(
      paid.body.session.payment.transactionId as string,
    );
  });

  it("fails the payment of the published failing bill", async () => {
    const { app } = testSandbox();
    const bill = instaCollectBills.find((entry) => entry.paymentFails);
    const session = await opened(app, "bill-link", { billId: bill?.billId, mobileNumber });
    await session.fetch(bill?.billerId ?? "", [...(bill?.customerParams ?? [])]);
    const paid = await session.pay(150000);
    expect(paid.body.session.payment.paymentStatus).toBe("FAILED");
  });
});

describe("InstaCollect webhooks and refunds", () => {
  function liveSandbox(options: Parameters<typeof testSandbox>[0] = {}) {
    const made = testSandbox({ now: Date.now, ...options });
    made.sandbox.start();
    cleanups.push(() => made.sandbox.stop());
    return made;
  }

  it("posts the payment event and the refund event to the link creator's URL, with the credentials", async () => {
    const { app } = liveSandbox();
    const partner = await startReceiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    cleanups.push(partner.close);
    const registered = await call(
      app,
      "POST",
      "/instacollect/webhook-urls",
      { baseUrl: partner.url("") },
      apiHeaders,
    );
    expect(registered.status).toBe(201);
    expect(registered.body.paymentEventUrl).toBe(partner.url("/webhooks/payment-event"));

    const session = await opened(app, "bill-link", { billId: "SBX-BILL-GAS", mobileNumber });
    await session.fetch("BILLER000003", [{ name: "Customer ID", value: "50012345" }]);
    const paid = await session.pay(100000, "DEBIT CARD");
    const payment = paid.body.session.payment;
    await expect.poll(() => partner.received.length).toBe(1);
    const event = partner.received[0];
    expect(event?.path).toBe("/webhooks/payment-event");
    expect(event?.headers["x-api-user"]).toBe("sandbox-api-user");
    expect(event?.headers["x-api-password"]).toBe("sandbox-api-password");
    expect(JSON.parse(event?.body ?? "")).toEqual({
      orderId: session.sessionId,
      transactionId: payment.transactionId,
      paymentDateTime: payment.paymentDateTime,
      amount: "1000.00",
      paymentMode: "DEBIT CARD",
      paymentStatus: "SUCCESSFUL",
    });

    const refund = await call(
      app,
      "POST",
      "/instacollect/refunds",
      { orderId: session.sessionId },
      apiHeaders,
    );
    expect(refund.status).toBe(202);
    await expect.poll(() => partner.received.length).toBe(2);
    const refundEvent = JSON.parse(partner.received[1]?.body ?? "");
    expect(partner.received[1]?.path).toBe("/webhooks/refund-event");
    expect(refundEvent).toEqual({
      orderId: session.sessionId,
      refundId: refund.body.refundId,
      refundStatus: "SUCCESSFUL",
      refundDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const again = await call(
      app,
      "POST",
      "/instacollect/refunds",
      { orderId: session.sessionId },
      apiHeaders,
    );
    expect(again.status).toBe(409);
    expect(again.body.statusCode).toBe("SANDBOX_NOT_REFUNDABLE");

    const log = await call(app, "GET", `/instacollect/webhook-urls/${registered.body.id as string}`);
    await expect
      .poll(
        async () =>
          (await call(app, "GET", `/instacollect/webhook-urls/${registered.body.id as string}`)).body
            .deliveries,
      )
      .toEqual([
        { id: expect.any(String), event: "paymentEvent", status: "delivered" },
        { id: expect.any(String), event: "refundEvent", status: "delivered" },
      ]);
    expect(log.status).toBe(200);

    // The request log links each event to the call that caused it: the hosted page's payment, the refund.
    const [paymentEvent, refundEventDelivery] = (
      await call(app, "GET", `/instacollect/webhook-urls/${registered.body.id as string}`)
    ).body.deliveries as { id: string }[];
    const logged = (await call(app, "GET", "/log")).body.exchanges as Json[];
    const causedBy = (operationId: string) =>
      logged
        .filter((exchange) => exchange.operationId === operationId)
        .map((exchange) => exchange.deliveries);
    expect(causedBy("payInstaCollectSession")).toEqual([[paymentEvent?.id]]);
    expect(causedBy("refundInstaCollectPayment")).toEqual([[], [refundEventDelivery?.id]]);
  });

  it("records a failure reply and retries it", async () => {
    const { app } = liveSandbox();
    const partner = await startReceiver((count) => ({
      status: 200,
      body: count === 1 ? '{"status":"failure"}' : '{"status":"acknowledged"}',
    }));
    cleanups.push(partner.close);
    const registered = await call(
      app,
      "POST",
      "/instacollect/webhook-urls",
      { baseUrl: partner.url(""), timeScale: 1000 },
      apiHeaders,
    );
    const session = await opened(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    await session.fetch("BILLER000001", consumer);
    await session.pay(150000);
    await expect.poll(() => partner.received.length, { timeout: 5_000 }).toBe(2);
    const [entry] = (await call(app, "GET", `/instacollect/webhook-urls/${registered.body.id as string}`))
      .body.deliveries;
    // The attempt is logged once its answer has been read, a moment after the receiver has it.
    await expect
      .poll(async () => {
        const delivery = await call(app, "GET", `/deliveries/${entry.id as string}`);
        return delivery.body.attempts.map((attempt: Json) => attempt.delivered);
      })
      .toEqual([false, true]);
  });

  it("sends nothing to a partner who registered from another address", async () => {
    const { app } = liveSandbox();
    const partner = await startReceiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    cleanups.push(partner.close);
    await call(
      app,
      "POST",
      "/instacollect/webhook-urls",
      { baseUrl: partner.url("") },
      apiHeaders,
      "10.0.0.1",
    );
    const session = await opened(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber }, "10.0.0.2");
    await session.fetch("BILLER000001", consumer);
    await session.pay(150000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(partner.received).toHaveLength(0);
  });

  it("refuses a refund of an unknown or failed payment, and a base URL off the allow-list", async () => {
    const { app } = testSandbox();
    const unknown = await call(app, "POST", "/instacollect/refunds", { orderId: "ics_NOPE" }, apiHeaders);
    expect(unknown.status).toBe(404);
    expect(unknown.body.statusCode).toBe("SANDBOX_PAYMENT_NOT_FOUND");
    const refused = await call(
      app,
      "POST",
      "/instacollect/webhook-urls",
      { baseUrl: "http://partner.example.com" },
      apiHeaders,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.statusCode).toBe("SANDBOX_DESTINATION_REFUSED");
  });

  it("shares links between instances on one store: a link opened on one is refused on the other", async () => {
    const store = new MemoryStore({ now: () => startOfTest });
    const first = testSandbox({ store });
    const second = testSandbox({ store });
    const created = await createLink(first.app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    const id = linkIdOf(created.body.link);
    expect((await call(second.app, "POST", `/instacollect/links/${id}/open`)).status).toBe(200);
    expect((await call(first.app, "POST", `/instacollect/links/${id}/open`)).body.statusCode).toBe(
      "SANDBOX_LINK_USED",
    );
  });
});

describe("InstaCollect privacy and ownership", () => {
  it("gives a link id that reveals neither the caller's address nor the customer's mobile number", async () => {
    const { app } = testSandbox();
    const created = await createLink(
      app,
      "direct-link",
      { mobileNumber, agentMobileNumber: "9123456780" },
      {},
      "198.51.100.23",
    );
    const id = linkIdOf(created.body.link).slice("icl_".length);
    // Every part, decoded as base64url, shows none of them; nor does the id itself.
    const decoded = id
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join(" ");
    for (const secret of [mobileNumber, "9123456780", "198.51.100.23", created.body.sessionId as string]) {
      expect(decoded).not.toContain(secret);
      expect(id).not.toContain(secret);
    }
    // Two links of the same input differ, so one cannot be told from another by its id.
    const again = await createLink(app, "direct-link", { mobileNumber }, {}, "198.51.100.23");
    expect(linkIdOf(again.body.link)).not.toBe(linkIdOf(created.body.link));
  });

  it("refuses a link whose sealed id was changed", async () => {
    const { app } = testSandbox();
    const created = await createLink(app, "direct-link", { mobileNumber });
    const id = linkIdOf(created.body.link);
    const [nonce = "", cipher = "", tag = ""] = id.slice("icl_".length).split(".");
    const flipped = `${cipher.charAt(0) === "A" ? "B" : "A"}${cipher.slice(1)}`;
    const changed = await call(app, "POST", `/instacollect/links/icl_${nonce}.${flipped}.${tag}/open`);
    expect([changed.status, changed.body.statusCode]).toEqual([404, "SANDBOX_LINK_NOT_FOUND"]);
    expect((await call(app, "POST", `/instacollect/links/${id}/open`)).status).toBe(200);
  });

  it("lets only the client that created the link refund its payment; to another it is not found", async () => {
    const { app } = testSandbox();
    const session = await opened(
      app,
      "bill-link",
      { billId: "SBX-BILL-POWER", mobileNumber },
      "198.51.100.40",
    );
    await session.fetch("BILLER000001", consumer);
    expect((await session.pay(150000)).body.session.payment.paymentStatus).toBe("SUCCESSFUL");
    const refund = (client: string) =>
      call(app, "POST", "/instacollect/refunds", { orderId: session.sessionId }, apiHeaders, client);
    const stranger = await refund("203.0.113.77");
    expect([stranger.status, stranger.body.statusCode]).toEqual([404, "SANDBOX_PAYMENT_NOT_FOUND"]);
    expect((await refund("198.51.100.40")).status).toBe(202);
  });

  it("keeps a session to what its link lands on: a bill link fetches its own bill and no other", async () => {
    const { app } = testSandbox();
    const bill = await opened(app, "bill-link", { billId: "SBX-BILL-POWER", mobileNumber });
    const other = await bill.fetch("BILLER000003", [{ name: "Customer ID", value: "50012345" }]);
    expect(other.body.problem?.code).toBe("ERR155");
    expect(other.body.session.bill).toBeUndefined();
    const otherCustomer = await bill.fetch("BILLER000001", [
      { name: "Consumer Number", value: "1234567899" },
    ]);
    expect(otherCustomer.body.problem?.code).toBe("ERR155");
    expect((await bill.pay(150000)).body.problem.code).toBe("SANDBOX_INVALID_REQUEST");
    expect((await bill.fetch("BILLER000001", consumer)).body.session.bill.billerId).toBe("BILLER000001");

    const category = await opened(app, "direct-link", { mobileNumber, categoryName: "Electricity" });
    expect(category.session.landing.screen).toBe("billers");
    expect(
      (await category.fetch("BILLER000003", [{ name: "Customer ID", value: "50012345" }])).body.problem?.code,
    ).toBe("ERR155");
    expect((await category.fetch("BILLER000001", consumer)).body.problem).toBeUndefined();
  });
});

describe("the hosted page's calls", () => {
  it("are listed by GET /sandbox with the sandbox's other operations", async () => {
    const { app } = testSandbox();
    const index = await call(app, "GET", "/");
    const listed = (index.body.operations as Json[]).map(
      (operation) => `${String(operation.method).toUpperCase()} ${String(operation.url)}`,
    );
    for (const path of [
      "POST /instacollect/links/{linkId}/open",
      "GET /instacollect/sessions/{sessionId}",
      "POST /instacollect/sessions/{sessionId}/bill",
      "POST /instacollect/sessions/{sessionId}/payment",
    ])
      expect(
        listed.some((entry) => entry.startsWith(path.split(" ")[0]!) && entry.endsWith(path.split(" ")[1]!)),
      ).toBe(true);
  });
});
