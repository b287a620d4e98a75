import { afterEach, describe, expect, it } from "vitest";
import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import { fastagHeaders, fastagSettings } from "../../content/sandbox/fastag";
import type { DeliverySender } from "../../core/deliveries/delivery";
import { decryptPayload } from "../../core/fastag-cipher";
import { fastagTestKeyHex } from "../../core/fastag-cipher-vectors";
import { creationBody, lookupOf, newCustomer } from "../../core/fastag-sandbox/fastag-runtime.test-data";
import { MemoryStore } from "../../core/store/memory-store";
import { loadSandboxSpecs } from "./load-specs";
import { testSandbox, type Json, type TestSandbox } from "./sandbox-client.test-data";

/**
 * FASTag push notifications from the sandbox's own bookings: a partner registers a URL, books
 * tolls and recharges, and receives each booked entry once, as documented, through the delivery
 * engine. The sandboxes run on the real clock with time scales, and send to a recording partner.
 */

const headers = Object.fromEntries(fastagHeaders.map((header) => [header.name, header.value]));
const channelId = headers["BANK-CHANNEL-ID"];
const fastRecharge = { [fastagSettings.timeScaleHeader]: "1000" };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

type Sent = { url: string; headers: Record<string, string>; body: Json };

/** A partner's endpoint as the engine sees it: records each call, answers `status(call number)`. */
function recordingPartner(status: (call: number) => number = () => 200) {
  const sent: Sent[] = [];
  const send: DeliverySender = async (request) => {
    sent.push({ url: request.url, headers: request.headers, body: JSON.parse(request.body) as Json });
    return { answer: { status: status(sent.length), body: "{}", truncated: false } };
  };
  return { sent, send };
}

/** A started sandbox on the real clock, sending to `send`; `store` to share one between instances. */
function liveSandbox(send: DeliverySender, store = new MemoryStore()) {
  const made = testSandbox({ now: Date.now, send, store });
  made.sandbox.start();
  cleanups.push(() => made.sandbox.stop());
  return made;
}

async function call(
  app: TestSandbox,
  method: string,
  path: string,
  body?: unknown,
  sent: Record<string, string> = headers,
  client?: string,
): Promise<{ status: number; body: Json }> {
  const response = await app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", ...sent },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    },
    client,
  );
  return { status: response.status, body: await response.json() };
}

const fastag = (app: TestSandbox, operation: string, body: unknown, extra: Record<string, string> = {}) =>
  call(app, "POST", `/api/uat/${operation}`, body, { ...headers, ...extra });

const register = (app: TestSandbox, body: Record<string, unknown>, client?: string) =>
  call(app, "POST", "/fastag/notification-urls", body, headers, client);

const toll = (app: TestSandbox, vehicleNumber: string, plazaCode: string, client?: string) =>
  call(app, "POST", "/fastag/tolls", { vehicleNumber, plazaCode }, headers, client);

const balances = async (app: TestSandbox, walletId: string) =>
  (await fastag(app, "wallet-balance", { walletId })).body.data as Record<string, string>;

/** The transactions a notification carries, decrypting `transactionsEncrypted` with the published key. */
async function transactionsOf(body: Json): Promise<Record<string, string>[]> {
  if (body.transactionsEncrypted === undefined) return body.transactions;
  expect(body).not.toHaveProperty("transactions");
  return JSON.parse(await decryptPayload(body.transactionsEncrypted, fastagTestKeyHex)) as Record<
    string,
    string
  >[];
}

const istNow = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);

describe("FASTag notification URLs", () => {
  it("sends a toll on a published wallet to the registered URL, with every field of the booked entry", async () => {
    const partner = recordingPartner();
    const { app } = liveSandbox(partner.send);
    const url = "http://127.0.0.1:9/fastag/notifications";
    const registered = await register(app, { url, timeScale: 1000 });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      id: expect.stringMatching(/^ftn_[0-9A-Z]{26}$/),
      url,
      event: "transactionNotification",
      encrypted: false,
      channelId,
      timeScale: 1000,
      deliveries: [],
    });
    expect(registered.body).not.toHaveProperty("client");

    const before = await balances(app, "19000009653984");
    const booked = await toll(app, "KA12AB5618", "345011");
    expect(booked.status).toBe(202);
    const { transaction, deliveryId } = booked.body;
    expect(deliveryId).toMatch(/^dlv_[0-9A-Z]{26}$/);
    // The request log links the notification to the toll that caused it.
    const logged = (await call(app, "GET", "/log?operationId=bookFastagToll")).body.exchanges as Json[];
    expect(logged.map((exchange) => exchange.deliveries)).toEqual([[deliveryId]]);
    expect(transaction).toMatchObject({
      vehicleNumber: "KA12AB5618",
      tagId: "34161FA82032D69802B1C5E0",
      vehicleClass: "VC4",
      avcClass: "VC4",
      status: "Reconciled",
      transactionAmount: "105.00",
      plazaCode: "345011",
      plazaName: "Sample Toll Plaza",
      walletId: "19000009653984",
      txnType: "debit",
      openingBalance: before.balance,
      closingBalance: (Number(before.balance) - 105).toFixed(2),
      odBalance: "0.00",
      narration: "Toll debit at Sample Toll Plaza",
    });
    expect(transaction.originalTransactionId).toBe(transaction.transactionReferenceNumber);
    expect(transaction.txnDateTime.slice(0, 16)).toBe(istNow());
    expect(transaction.readerDateTime).toBe(transaction.txnDateTime);
    expect((await balances(app, "19000009653984")).balance).toBe(transaction.closingBalance);

    await expect.poll(() => partner.sent.length).toBe(1);
    const [sent] = partner.sent;
    expect(sent?.url).toBe(url);
    expect(sent?.headers["X-Sandbox-Delivery-Id"]).toBe(deliveryId);
    // The nine BANK-* headers go on the calls the partner makes; the notification carries its
    // header in the body and sends none of them.
    expect(Object.keys(sent?.headers ?? {}).filter((name) => /^bank-/i.test(name))).toEqual([]);
    expect(sent?.body.header).toEqual({ channelID: channelId, batchID: expect.any(String) });
    expect(sent?.body.transactions).toEqual([transaction]);

    const tolls = await fastag(app, "toll-transactions", {
      walletId: "19000009653984",
      startDate: "2000-01-01",
      endDate: "2099-12-31",
      limit: "100",
      offset: "0",
    });
    expect(
      tolls.body.data.some(
        (row: Json) => row.tollTransactionReference === transaction.transactionReferenceNumber,
      ),
    ).toBe(true);
    await expect
      .poll(async () => (await call(app, "GET", `/fastag/notification-urls/${registered.body.id}`)).body)
      .toMatchObject({
        deliveries: [
          {
            id: deliveryId,
            event: "transactionNotification",
            status: "delivered",
            transactionReferenceNumber: transaction.transactionReferenceNumber,
            txnType: "debit",
          },
        ],
      });
  });

  it("leaves 100.00 in odBalance for a 300.00 toll on 200.00, and recovers it first from a recharge", async () => {
    const partner = recordingPartner();
    const { app } = liveSandbox(partner.send);
    await register(app, { url: "http://localhost:9/n", event: "transactionNotificationBankVariant" });
    const booked = await toll(app, "KA05OD2000", "345099");
    expect(booked.body.transaction).toMatchObject({
      transactionAmount: "300.00",
      openingBalance: "200.00",
      closingBalance: "0.00",
      odBalance: "100.00",
      plazaName: "Sandbox Expressway Plaza",
    });
    expect(await balances(app, "19000009650002")).toMatchObject({ balance: "0.00", odBalance: "100.00" });

    const recharged = await fastag(
      app,
      "recharge",
      { walletId: "19000009650002", amount: "250", referenceId: "ODRECOVER01" },
      fastRecharge,
    );
    expect(recharged.body.statusCode).toBe("submitted");
    // No further call: the timer announces the credit once it is due.
    await expect.poll(() => partner.sent.length, { timeout: 5_000 }).toBe(2);
    const [debit, credit] = await Promise.all(
      partner.sent.map(async (sent) => (await transactionsOf(sent.body))[0]),
    );
    expect(debit?.balanceType).toBe(deliverySettings.sampleValues.fastagBalanceType);
    expect(credit).toEqual({
      vehicleNumber: "KA05OD2000",
      tagId: "5A1E00000000000000000D20",
      transactionReferenceNumber: "ODRECOVER01",
      vehicleClass: "VC4",
      avcClass: "VC4",
      status: "Reconciled",
      transactionAmount: "250.00",
      txnDateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      walletId: "19000009650002",
      uniqueRefNo: expect.stringMatching(/^URN\d{20}$/),
      txnType: "credit",
      openingBalance: "0.00",
      closingBalance: "150.00",
      odBalance: "0.00",
      balanceType: deliverySettings.sampleValues.fastagBalanceType,
      narration: "Wallet recharge",
      processDate: credit?.txnDateTime,
      originalTransactionId: "ODRECOVER01",
    });
    expect(await balances(app, "19000009650002")).toMatchObject({ balance: "150.00", odBalance: "0.00" });
  });

  it("sends a new wallet's top-up and its tolls, encrypted, decrypting to the booked entries", async () => {
    const partner = recordingPartner();
    const { app } = liveSandbox(partner.send);
    await register(app, { url: "http://localhost:9/n", encrypted: true });
    const vehicleNumber = "KA01NEW0001";
    await fastag(app, "dedupe", lookupOf(newCustomer, vehicleNumber));
    const otp = await fastag(app, "generate-otp", { mobile: newCustomer.mobile });
    await fastag(app, "validate-otp", {
      otpReferenceId: otp.body.data.otpReferenceId,
      otp: fastagSettings.otp,
    });
    expect((await fastag(app, "wallet-creation", creationBody(), fastRecharge)).body.statusCode).toBe(
      "success",
    );
    let walletId = "";
    await expect
      .poll(async () => {
        const status = await fastag(app, "wallet-status", lookupOf(newCustomer, vehicleNumber));
        walletId = status.body.data?.walletId ?? "";
        return walletId;
      })
      .toMatch(/^1900\d{10}$/);

    await expect.poll(() => partner.sent.length, { timeout: 5_000 }).toBe(1);
    const booked = await toll(app, vehicleNumber, "345011");
    expect(booked.body.transaction).toMatchObject({
      walletId,
      openingBalance: "200.00",
      closingBalance: "95.00",
    });
    await expect.poll(() => partner.sent.length).toBe(2);

    const [topup, debit] = await Promise.all(
      partner.sent.map(async (sent) => (await transactionsOf(sent.body))[0]),
    );
    expect(topup).toMatchObject({
      vehicleNumber,
      vehicleClass: "VC4",
      walletId,
      txnType: "credit",
      transactionAmount: "200.00",
      openingBalance: "0.00",
      closingBalance: "200.00",
      narration: "Wallet top-up",
    });
    expect(topup?.tagId).toBe(debit?.tagId);
    expect(topup).not.toHaveProperty("plazaCode");
    expect(debit).toEqual(booked.body.transaction);
  });

  it("retries a failing receiver on the documented schedule, scaled by timeScale", async () => {
    const partner = recordingPartner((call) => (call < 3 ? 500 : 200));
    const { app } = liveSandbox(partner.send);
    await register(app, { url: "http://localhost:9/n", timeScale: 1000 });
    const booked = await toll(app, "KA12AB5618", "345011");
    let delivery: Json;
    await expect
      .poll(
        async () => {
          delivery = (await call(app, "GET", `/deliveries/${booked.body.deliveryId}`)).body;
          return delivery.status;
        },
        { timeout: 5_000 },
      )
      .toBe("delivered");
    const event = deliveryEvents.find((candidate) => candidate.event === "transactionNotification");
    expect(delivery.retryDelaysMs).toEqual(event?.retryMinutes.map((minutes) => (minutes * 60_000) / 1000));
    expect(delivery.attempts.map((attempt: Json) => attempt.delivered)).toEqual([false, false, true]);
    for (const [index, attempt] of delivery.attempts.slice(1).entries()) {
      const before = delivery.attempts[index];
      expect(attempt.plannedAt).toBe(before.startedAt + before.durationMs + delivery.retryDelaysMs[index]);
    }
    expect(partner.sent.map((sent) => sent.body)).toEqual([
      partner.sent[0]?.body,
      partner.sent[0]?.body,
      partner.sent[0]?.body,
    ]);
  });

  it("delivers each booked entry once when calls and instances race to announce it", async () => {
    const store = new MemoryStore();
    const first = recordingPartner();
    const second = recordingPartner();
    const one = liveSandbox(first.send, store);
    const two = liveSandbox(second.send, store);
    await register(one.app, { url: "http://localhost:9/n", timeScale: 1000 });
    await fastag(
      one.app,
      "recharge",
      { walletId: "19000009653984", amount: "10", referenceId: "RACE0001" },
      fastRecharge,
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    await Promise.all([
      ...[one, two, one, two].map(({ app }) => fastag(app, "wallet-balance", { walletId: "19000009653984" })),
      toll(one.app, "KA12AB5618", "345011"),
      toll(two.app, "KA12AB5618", "345011"),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const sent = [...first.sent, ...second.sent];
    const references = (await Promise.all(sent.map(async (call) => (await transactionsOf(call.body))[0])))
      .map((transaction) => transaction?.transactionReferenceNumber)
      .sort();
    expect(references).toHaveLength(3);
    expect(new Set(references).size).toBe(3);
    expect(references).toContain("RACE0001");
  });

  it("sends nothing for another client's bookings, nor for bookings made before registering", async () => {
    const partner = recordingPartner();
    const { app } = liveSandbox(partner.send);
    await toll(app, "KA12AB5618", "345011");
    await register(app, { url: "http://localhost:9/n" });
    const otherClient = await toll(app, "KA12AB5618", "345011", "203.0.113.5");
    expect(otherClient.status).toBe(202);
    expect(otherClient.body).not.toHaveProperty("deliveryId");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(partner.sent).toHaveLength(0);
  });
});

describe("the toll trigger refuses what a plaza would not charge", () => {
  it.each([
    ["an unknown plaza", "KA12AB5618", "999999", "No sandbox plaza"],
    ["a vehicle of another channel", "MH01AB1234", "345011", "No tag of this channel"],
    ["a vehicle without a tag", "JK02JK1234", "345011", "No tag of this channel"],
    ["an inactive tag", "KA12AB5620", "345011", "is inactive"],
    ["a closed tag", "KA12AB5621", "345011", "is closed"],
  ])("%s: SANDBOX_TOLL_REFUSED, saying why", async (_name, vehicleNumber, plazaCode, why) => {
    const { app } = testSandbox();
    const refused = await toll(app, vehicleNumber, plazaCode);
    expect(refused.status).toBe(422);
    expect(refused.body.statusCode).toBe("SANDBOX_TOLL_REFUSED");
    expect(refused.body.statusMessage).toContain(why);
  });
});

describe("bad input to the FASTag notification calls gets a documented code, never a 5xx", () => {
  const { app } = testSandbox();

  it.each<[string, string, unknown, Record<string, string>, number, string]>([
    ["malformed JSON", "/fastag/notification-urls", '{"url": ', headers, 400, "SANDBOX_MALFORMED_JSON"],
    ["no url", "/fastag/notification-urls", {}, headers, 400, "SANDBOX_INVALID_REQUEST"],
    [
      "a url that is a number",
      "/fastag/notification-urls",
      { url: 42 },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "an unknown event",
      "/fastag/notification-urls",
      { url: "http://localhost/", event: "tollEvent" },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "encrypted as a string",
      "/fastag/notification-urls",
      { url: "http://localhost/", encrypted: "yes" },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "a time scale of 5000",
      "/fastag/notification-urls",
      { url: "http://localhost/", timeScale: 5000 },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "an extra field",
      "/fastag/notification-urls",
      { url: "http://localhost/", channelId: "X" },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    ["a JSON array", "/fastag/tolls", "[]", headers, 400, "SANDBOX_INVALID_REQUEST"],
    [
      "a plaza code as a number",
      "/fastag/tolls",
      { vehicleNumber: "KA12AB5618", plazaCode: 345011 },
      headers,
      400,
      "SANDBOX_INVALID_REQUEST",
    ],
    [
      "no headers",
      "/fastag/tolls",
      { vehicleNumber: "KA12AB5618", plazaCode: "345011" },
      {},
      401,
      "SANDBOX_MISSING_FASTAG_HEADERS",
    ],
    [
      "a wrong header",
      "/fastag/notification-urls",
      { url: "http://localhost/" },
      { ...headers, "BANK-CLIENT-SECRET": "guess" },
      401,
      "SANDBOX_INVALID_FASTAG_HEADERS",
    ],
  ])("%s", async (_name, path, body, sent, status, code) => {
    const reply = await call(app, "POST", path, body, sent);
    expect([reply.status, reply.body.statusCode]).toEqual([status, code]);
  });

  it.each([
    ["https://partner.example.com/hook", "allow-list"],
    ["http://169.254.169.254/latest", "allow-list"],
    ["http://[::ffff:169.254.169.254]/", "allow-list"],
    ["file:///etc/passwd", "scheme"],
    ["http://user:secret@localhost/", "credentials"],
    ["javascript:alert(1)", "scheme"],
    ["not a url", "url"],
  ])("refuses the destination %s by rule %s", async (url, rule) => {
    const refused = await call(app, "POST", "/fastag/notification-urls", { url });
    expect(refused.status).toBe(422);
    expect(refused.body.statusCode).toBe("SANDBOX_DESTINATION_REFUSED");
    expect(refused.body.statusMessage).toContain(`rule ${rule}`);
  });

  it("lets no delivery book a toll or register, so a URL back at the sandbox cannot multiply", async () => {
    for (const [path, body] of [
      ["/fastag/tolls", { vehicleNumber: "KA12AB5618", plazaCode: "345011" }],
      ["/fastag/notification-urls", { url: "http://localhost:4000/sandbox/fastag/tolls" }],
    ] as const) {
      const looped = await call(app, "POST", path, body, { ...headers, "X-Sandbox-Delivery-Id": "dlv_X" });
      expect(looped.status).toBe(422);
      expect(looped.body.statusMessage).toContain("rule loop");
    }
  });

  it("answers an unknown registration, and a wrong method, with sandbox codes", async () => {
    const missing = await call(app, "GET", "/fastag/notification-urls/ftn_NOSUCHREGISTRATION");
    expect([missing.status, missing.body.statusCode]).toEqual([404, "SANDBOX_REGISTRATION_NOT_FOUND"]);
    expect((await call(app, "GET", "/fastag/notification-urls/%E0%A4%A")).status).toBe(404);
    const wrongMethod = await app.request("/fastag/tolls", { method: "GET" });
    expect(wrongMethod.status).toBe(405);
  });

  it("limits registrations and tolls per client per minute", async () => {
    const { app: limitedApp } = testSandbox({ now: Date.now });
    for (let index = 0; index < deliverySettings.triggersPerMinute; index += 1)
      await toll(limitedApp, "KA12AB5618", "345011", "198.51.100.9");
    const limited = await register(limitedApp, { url: "http://localhost/" }, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(limited.body.statusCode).toBe("SANDBOX_RATE_LIMITED");
  });
});

describe("the document of the FASTag notification calls", () => {
  const document = loadSandboxSpecs().deliveries as Json;

  it("lists the nine BANK-* headers with the published sandbox values", () => {
    const parameters = document.paths["/fastag/tolls"].post.parameters.map((parameter: Json) => {
      const name = String(parameter.$ref).split("/").at(-1) ?? "";
      const resolved = document.components.parameters[name];
      return [resolved.name, resolved.schema.examples[0]];
    });
    expect(Object.fromEntries(parameters)).toEqual(headers);
    expect(document.paths["/fastag/notification-urls"].post.parameters).toEqual(
      document.paths["/fastag/tolls"].post.parameters,
    );
  });

  it("offers the two FASTag events the sandbox sends", () => {
    expect(document.components.schemas.NewFastagNotificationRegistration.properties.event.enum).toEqual(
      deliveryEvents.filter((event) => event.spec === "fastag").map((event) => event.event),
    );
  });
});
