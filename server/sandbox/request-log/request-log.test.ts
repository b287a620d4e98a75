import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryEvents } from "../../../content/sandbox/deliveries";
import { requestLogSettings } from "../../../content/sandbox/request-log";
import { sandboxFixtures } from "../../../content/sandbox/fixtures";
import type { ExchangeView } from "../../../core/sandbox/logged-exchange";
import { startLocalRedis, type LocalRedis } from "../../../scripts/local-redis";
import { RedisStore } from "../../store/redis-store";
import { traceHeader } from "../sandbox-app";
import { MemoryStore } from "../../../core/store/memory-store";
import type { Capture } from "./capture";
import { ExchangeLog } from "./exchange-log";
import {
  couBase,
  credentialHeaders,
  fetchBill,
  fetchBody,
  paymentBody,
  post,
  startOfTest,
  testSandbox,
  type Json,
  type TestSandbox,
} from "../sandbox-client.test-data";

const label = "my-server-run-0001";
const labelHeader = requestLogSettings.labelHeader;

async function readLog(
  app: TestSandbox,
  query = "",
  client?: string,
): Promise<{ status: number; body: Json }> {
  const response = await app.request(`/log${query}`, { method: "GET" }, client);
  return { status: response.status, body: await response.json() };
}

/** A bill fetch without `billerId`, as a partner's script might send it, with a label. */
async function scriptCall(app: TestSandbox, client = "203.0.113.7") {
  const body: Record<string, unknown> = fetchBody();
  delete body.billerId;
  const response = await app.request(
    `${couBase}/bill-fetch-request`,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...credentialHeaders, [labelHeader]: label },
      body: JSON.stringify(body),
    },
    client,
  );
  return { traceId: response.headers.get(traceHeader) ?? "", body: (await response.json()) as Json };
}

const captureAt = (traceId: string, at: number): Capture => ({
  traceId,
  at,
  ms: 1,
  api: "cou",
  operationId: "postBillerCategories",
  client: "203.0.113.8",
  label: null,
  labelRefused: null,
  method: "POST",
  path: "/sandbox/api/bills/uat/biller-categories",
  rawHeaders: [],
  body: undefined,
  status: 200,
  answerHeaders: {},
  answerBody: "{}",
  deliveries: [],
});

const masking = { credentialHeaders: new Set<string>(), bodyCredentials: new Set<string>() };

describe("the request log", () => {
  it("shows a script's call by its address and by its label, secrets masked, with the rule that decided it", async () => {
    const { app } = testSandbox();
    const call = await scriptCall(app);
    expect(call.traceId).toBe(call.body.traceId);

    for (const read of [
      await readLog(app, "", "203.0.113.7"),
      await readLog(app, `?label=${label}`, "198.51.100.1"),
    ]) {
      expect(read.status).toBe(200);
      const [exchange] = read.body.exchanges as ExchangeView[];
      expect(exchange).toMatchObject({
        traceId: call.traceId,
        api: "cou",
        operationId: "billFetchRequest",
        label,
        request: { method: "POST", path: "/sandbox/api/bills/uat/bill-fetch-request" },
        answer: { status: 200 },
        why: { code: call.body.statusCode, rule: "Leave out `billerId`." },
      });
      expect(exchange!.why.href).toMatch(/^\/testing\/bill-payment#sandbox-error-ERR100-/);
      // What the script sent is there, its credentials are not.
      expect(JSON.parse(exchange!.request.body)).toMatchObject({ mobileNumber: "9876543210" });
      const sent = new Map(exchange!.request.headers.map(([name, value]) => [name.toLowerCase(), value]));
      for (const { name, value } of sandboxFixtures.couCredentials) {
        expect(sent.get(name.toLowerCase())).toMatch(/^••••/);
        if (value.length > 4) expect(JSON.stringify(exchange)).not.toContain(value);
      }
    }
  });

  it("finds an exchange by the trace id its answer carried, and refuses one it never issued", async () => {
    const { app } = testSandbox();
    const call = await scriptCall(app);
    const found = await app.request(`/log/${call.traceId}`, { method: "GET" }, "192.0.2.99");
    expect(found.status).toBe(200);
    expect(((await found.json()) as Json).exchange.traceId).toBe(call.traceId);
    const missing = await app.request("/log/SBX0000000000000000", { method: "GET" });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).statusCode).toBe("SANDBOX_EXCHANGE_NOT_FOUND");
  });

  it("shows another client nothing of it, and refuses a label short enough to guess", async () => {
    const { app } = testSandbox();
    await scriptCall(app);
    expect((await readLog(app, "", "198.51.100.1")).body.exchanges).toEqual([]);
    const guessed = await readLog(app, "?label=test", "198.51.100.1");
    expect([guessed.status, guessed.body.statusCode]).toEqual([400, "SANDBOX_INVALID_REQUEST"]);
  });

  it("filters by API, operation and status, and tails what came after an exchange", async () => {
    const { app } = testSandbox();
    const first = await scriptCall(app);
    await app.request(
      "/api/bills/uat/biller-categories",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      "203.0.113.7",
    );
    const all = (await readLog(app, "", "203.0.113.7")).body.exchanges as ExchangeView[];
    expect(all.map((exchange) => exchange.operationId)).toEqual(["postBillerCategories", "billFetchRequest"]);
    const refused = (await readLog(app, "?status=4xx", "203.0.113.7")).body.exchanges as ExchangeView[];
    expect(refused.map((exchange) => exchange.answer.status)).toEqual([401]);
    expect(refused[0]!.why.code).toBe("SANDBOX_MISSING_CREDENTIALS");
    const since = (await readLog(app, `?after=${first.traceId}`, "203.0.113.7")).body
      .exchanges as ExchangeView[];
    expect(since).toHaveLength(1);
    expect(
      (await readLog(app, "?operationId=billFetchRequest&api=cou", "203.0.113.7")).body.exchanges,
    ).toHaveLength(1);
    expect((await readLog(app, "?api=fastag", "203.0.113.7")).body.exchanges).toHaveLength(0);
    expect((await readLog(app, "?status=teapot", "203.0.113.7")).status).toBe(400);
  });

  it("links the delivery a call caused, with where it stands", async () => {
    const { app } = testSandbox();
    const event = deliveryEvents[0]!.event;
    const created = await app.request("/deliveries", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event, url: "http://127.0.0.1:9/hook" }),
    });
    expect(created.status).toBe(202);
    const delivery = ((await created.json()) as Json).id as string;
    const [exchange] = (await readLog(app)).body.exchanges as ExchangeView[];
    expect(exchange).toMatchObject({ operationId: "createDelivery", deliveries: [delivery] });
    expect(exchange!.deliveryStates).toEqual([
      expect.objectContaining({ id: delivery, event, attempts: 0, nextAttemptState: "due" }),
    ]);
  });

  it("links each of a client's calls made at the same moment to its own delivery", async () => {
    const { app } = testSandbox();
    const event = deliveryEvents[0]!.event;
    const answers = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        app.request("/deliveries", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ event, url: `http://127.0.0.1:9/hook-${index}` }),
        }),
      ),
    );
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as Json).id as string),
    );
    const exchanges = (await readLog(app)).body.exchanges as ExchangeView[];
    expect(exchanges.map((exchange) => exchange.deliveries).sort()).toEqual(ids.map((id) => [id]).sort());
  });

  it("links a payment to the notifications it leads to, and the fetch before it to none", async () => {
    const { app } = testSandbox();
    const registered = await post(app, "/notification-urls", {
      billerId: "BILLER000001",
      paymentNotificationUrl: "http://127.0.0.1:9/payment",
      settlementNotificationUrl: "http://127.0.0.1:9/settlement",
    });
    expect(registered.status).toBe(201);
    const { bill, context } = await fetchBill(app);
    expect((await post(app, `${couBase}/make-payment`, paymentBody(context, bill.amount))).status).toBe(200);
    const registration = (await (
      await app.request(`/notification-urls/${registered.body.id as string}`)
    ).json()) as Json;
    const exchanges = (await readLog(app)).body.exchanges as ExchangeView[];
    const deliveriesOf = (operationId: string) =>
      exchanges.find((exchange) => exchange.operationId === operationId)?.deliveries;
    expect(deliveriesOf("makePayment")?.sort()).toEqual(
      (registration.deliveries as { id: string }[]).map(({ id }) => id).sort(),
    );
    expect(deliveriesOf("makePayment")).toHaveLength(2);
    expect(deliveriesOf("billFetchRequest")).toEqual([]);
  });

  it(`lets exchanges age out after ${requestLogSettings.keptHours} hours`, async () => {
    const { app, clock } = testSandbox();
    const call = await scriptCall(app);
    clock.advance(requestLogSettings.keptHours * 3600 + 1);
    expect((await readLog(app, "", "203.0.113.7")).body.exchanges).toEqual([]);
    expect((await app.request(`/log/${call.traceId}`, { method: "GET" })).status).toBe(404);
  });

  it.each([
    ["in this process's memory", () => undefined],
    ["in a store", () => new MemoryStore({ now: () => startOfTest })],
  ])(`keeps a client's newest ${requestLogSettings.keptPerClient} exchanges, %s`, async (_where, store) => {
    const shared = store();
    const log = new ExchangeLog({ ...(shared ? { store: shared } : {}), now: () => startOfTest, masking });
    const count = requestLogSettings.keptPerClient + 5;
    for (let index = 0; index < count; index += 1)
      log.record(captureAt(`SBX${String(index).padStart(16, "0")}`, startOfTest + index));
    const kept = await log.list({ client: "203.0.113.8" }, { limit: count });
    expect(kept).toHaveLength(requestLogSettings.keptPerClient);
    expect(kept[0]!.traceId).toBe(`SBX${String(count - 1).padStart(16, "0")}`);
    expect(await log.byTrace(`SBX${String(count - 1).padStart(16, "0")}`)).toMatchObject({
      answer: { status: 200 },
    });
  });

  it("keeps a fixed total in memory, dropping the least recently active callers first", async () => {
    const log = new ExchangeLog({ now: () => startOfTest, masking, maxKept: 10 });
    for (let index = 0; index < 12; index += 1)
      log.record({
        ...captureAt(`SBX${String(index).padStart(16, "0")}`, startOfTest),
        client: `203.0.113.${index}`,
      });
    expect(await log.list({ client: "203.0.113.0" })).toEqual([]);
    expect(await log.list({ client: "203.0.113.11" })).toHaveLength(1);
  });
});

describe("the request log on Redis", () => {
  let redis: LocalRedis;
  const stores: RedisStore[] = [];
  beforeAll(async () => {
    redis = await startLocalRedis();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it("shows an exchange made through one instance on another", async () => {
    const connect = async () => {
      const store = await RedisStore.connect(redis.url, "log-test:");
      stores.push(store);
      return store;
    };
    // Redis expires keys on its own clock, so these instances keep the real time.
    const one = testSandbox({ store: await connect(), now: Date.now });
    const other = testSandbox({ store: await connect(), now: Date.now });
    const call = await scriptCall(one.app);
    // The first instance writes after answering; the other reads as soon as the write lands.
    await expect
      .poll(async () =>
        ((await readLog(other.app, `?label=${label}`)).body.exchanges as ExchangeView[]).map(
          (e) => e.traceId,
        ),
      )
      .toEqual([call.traceId]);
    expect((await other.app.request(`/log/${call.traceId}`, { method: "GET" })).status).toBe(200);
  });
});
