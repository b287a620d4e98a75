import { afterEach, describe, expect, it } from "vitest";
import { deliverySettings } from "../../content/sandbox/deliveries";
import { MemoryStore } from "../../core/store/memory-store";
import { StoreUnavailableError } from "../../core/store/sandbox-store";
import { startReceiver } from "../deliveries/test-receiver.test-data";
import {
  cou,
  fetchBill,
  paymentBody,
  post,
  testSandbox,
  type Json,
  type TestSandbox,
} from "./sandbox-client.test-data";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A sandbox on the real clock with its deliveries running. */
function liveSandbox() {
  const made = testSandbox({ now: Date.now });
  made.sandbox.start();
  cleanups.push(() => made.sandbox.stop());
  return made;
}

async function receiver(...args: Parameters<typeof startReceiver>) {
  const started = await startReceiver(...args);
  cleanups.push(started.close);
  return started;
}

async function read(app: TestSandbox, path: string): Promise<{ status: number; body: Json }> {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
}

async function finished(app: TestSandbox, id: string): Promise<Json> {
  let body: Json;
  await expect
    .poll(
      async () => {
        body = (await read(app, `/deliveries/${id}`)).body;
        return body.status;
      },
      { timeout: 5_000 },
    )
    .toMatch(/^(delivered|failed)$/);
  return body;
}

describe("the sandbox's deliveries", () => {
  it("sends an InstaCollect payment event with its credentials and reads the acknowledgement", async () => {
    const { app } = liveSandbox();
    const partner = await receiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    const created = await post(app, "/deliveries", {
      event: "paymentEvent",
      url: partner.url("/webhooks/payment-event"),
    });
    expect(created.status).toBe(202);
    expect(created.body.id).toMatch(/^dlv_[0-9A-Z]{26}$/);
    expect(created.body).toMatchObject({ status: "scheduled", nextAttemptState: "due" });
    expect(created.body.readAt).toBeGreaterThanOrEqual(created.body.createdAt);
    const delivery = await finished(app, created.body.id);
    expect(delivery.status).toBe("delivered");
    expect(delivery).toMatchObject({ nextAttemptAt: null, nextAttemptState: null });
    const [call] = partner.received;
    expect(call?.path).toBe("/webhooks/payment-event");
    expect(call?.headers["x-api-user"]).toBe(deliverySettings.instaCollectCredentials[0].value);
    expect(call?.headers["x-sandbox-delivery-id"]).toBe(created.body.id);
    const event = JSON.parse(call?.body ?? "{}") as Json;
    expect(event.amount).toMatch(/^\d+\.\d{2}$/);
    expect(event.paymentDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("applies an override field by field, null removing a field", async () => {
    const { app } = liveSandbox();
    const partner = await receiver(() => ({ status: 200, body: '{"status":"failure"}' }));
    const created = await post(app, "/deliveries", {
      event: "refundEvent",
      url: partner.url(),
      override: { refundStatus: "PENDING", orderId: null },
      timeScale: 1000,
    });
    const delivery = await finished(app, created.body.id);
    expect(delivery.status).toBe("failed");
    expect(delivery.attempts).toHaveLength(4);
    expect(delivery.attempts[0].reason).toMatch(/failure/);
    const event = JSON.parse(partner.received[0]?.body ?? "{}") as Json;
    expect(event.refundStatus).toBe("PENDING");
    expect(event).not.toHaveProperty("orderId");
  });

  it("refuses destinations outside the allow-list, naming the rule", async () => {
    const { app } = testSandbox();
    for (const [url, rule] of [
      ["https://partner.example.com/hook", "allow-list"],
      ["http://169.254.169.254/latest", "allow-list"],
      ["file:///etc/passwd", "scheme"],
      ["http://user:secret@localhost/", "credentials"],
      ["not a url", "url"],
    ] as const) {
      const refused = await post(app, "/deliveries", { event: "paymentNotification", url });
      expect(refused.status, url).toBe(422);
      expect(refused.body.statusCode).toBe("SANDBOX_DESTINATION_REFUSED");
      expect(refused.body.statusMessage).toContain(`rule ${rule}`);
    }
  });

  it("lets no delivery ask for another, so a URL back at the sandbox cannot multiply", async () => {
    const { app } = testSandbox();
    const looped = await post(
      app,
      "/deliveries",
      { event: "paymentEvent", url: "http://localhost:4000/sandbox/deliveries" },
      { "X-Sandbox-Delivery-Id": "dlv_FROMADELIVERY" },
    );
    expect(looped.status).toBe(422);
    expect(looped.body.statusMessage).toContain("rule loop");
  });

  it("answers bad requests with the documented sandbox codes", async () => {
    const { app } = testSandbox();
    const invalid = await post(app, "/deliveries", {
      event: "nope",
      url: "http://localhost/",
      timeScale: 5000,
      extra: 1,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.statusCode).toBe("SANDBOX_INVALID_REQUEST");
    expect(invalid.body.errors.map((error: Json) => error.path)).toEqual(
      expect.arrayContaining(["/event", "/timeScale"]),
    );
    expect((await post(app, "/deliveries", '{"event": ')).body.statusCode).toBe("SANDBOX_MALFORMED_JSON");
    expect((await read(app, "/deliveries/dlv_NOSUCHDELIVERY")).body.statusCode).toBe(
      "SANDBOX_DELIVERY_NOT_FOUND",
    );
    expect((await read(app, "/deliveries/%E0%A4%A")).status).toBe(404);
    expect((await read(app, "/notification-urls/reg_X")).body.statusCode).toBe(
      "SANDBOX_REGISTRATION_NOT_FOUND",
    );
    const wrongMethod = await app.request("/deliveries", { method: "GET" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("POST");
  });

  it("limits each client's triggers per minute, and says when to come back", async () => {
    const { app } = testSandbox({ now: Date.now });
    const trigger = (client: string) =>
      post(app, "/deliveries", { event: "paymentEvent", url: "http://127.0.0.1:9/" }, {}, client);
    for (let index = 0; index < deliverySettings.triggersPerMinute; index += 1)
      expect((await trigger("198.51.100.7")).status).toBe(202);
    const limited = await app.request(
      "/deliveries",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event: "paymentEvent", url: "http://127.0.0.1:9/" }),
      },
      "198.51.100.7",
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await trigger("198.51.100.8")).status).toBe(202);
  });
});

describe("notifications that follow from sandbox payments", () => {
  it("sends the payer's payment notification when Executed, and a settlement of the window when Settled", async () => {
    const { app, clock, sandbox } = testSandbox();
    sandbox.start();
    cleanups.push(() => sandbox.stop());
    const biller = await receiver();
    const registered = await post(app, "/notification-urls", {
      billerId: "BILLER000001",
      paymentNotificationUrl: biller.url("/payment"),
      settlementNotificationUrl: biller.url("/settlement"),
    });
    expect(registered.status).toBe(201);
    expect(registered.body).not.toHaveProperty("client");

    const pay = async (client?: string) => {
      const { bill, context } = await fetchBill(app);
      const paid = await post(
        app,
        "/api/bills/uat/make-payment",
        paymentBody(context, bill.amount),
        {},
        client,
      );
      expect(paid.body.statusCode).toBe("success");
    };
    await pay();
    await pay();
    await pay("203.0.113.99"); // another partner's payment to the same biller
    expect(biller.received).toHaveLength(0);

    clock.advance(6);
    await expect.poll(() => biller.received.filter((call) => call.path === "/payment").length).toBe(2);
    clock.advance(26);
    await expect.poll(() => biller.received.filter((call) => call.path === "/settlement").length).toBe(1);
    const settlement = JSON.parse(
      biller.received.find((call) => call.path === "/settlement")?.body ?? "{}",
    ) as Json;
    expect(settlement.bbps_biller_id).toBe("BILLER000001");
    expect(settlement.settlements[0].txn_ref_ids).toHaveLength(2);
    expect(settlement.settlements[0].settlement_amount).toBe(2 * 150000);
    const payment = JSON.parse(
      biller.received.find((call) => call.path === "/payment")?.body ?? "{}",
    ) as Json;
    expect(payment.data.payment.status).toBe("SUCCESSFUL");

    const registration = await read(app, `/notification-urls/${registered.body.id}`);
    expect(registration.body.deliveries.map((delivery: Json) => delivery.event).sort()).toEqual([
      "paymentNotification",
      "paymentNotification",
      "settlementNotification",
    ]);
    await cou(app, "biller-list", { categoryCode: "C01" });
  });

  it("refuses a registration without a URL, or for an unknown biller", async () => {
    const { app } = testSandbox();
    expect((await post(app, "/notification-urls", { billerId: "BILLER000001" })).body.statusCode).toBe(
      "SANDBOX_INVALID_REQUEST",
    );
    const unknown = await post(app, "/notification-urls", {
      billerId: "NOPE",
      paymentNotificationUrl: "http://localhost/",
    });
    expect(unknown.body.statusCode).toBe("SANDBOX_UNKNOWN_BILLER");
  });
});

describe("a sandbox whose store is unreachable", () => {
  it("answers 503 SANDBOX_STORE_UNAVAILABLE, not a fault of its own", async () => {
    const broken = new MemoryStore();
    const unavailable = () => Promise.reject(new StoreUnavailableError(new Error("ECONNREFUSED")));
    Object.assign(broken, { claim: unavailable, put: unavailable, increment: unavailable, get: unavailable });
    const { app } = testSandbox({ store: broken });
    const { bill, context } = await fetchBill(app);
    const paid = await post(app, "/api/bills/uat/make-payment", paymentBody(context, bill.amount));
    expect(paid.status).toBe(503);
    expect(paid.body.statusCode).toBe("SANDBOX_STORE_UNAVAILABLE");
    const trigger = await post(app, "/deliveries", { event: "paymentEvent", url: "http://localhost:9/" });
    expect(trigger.status).toBe(503);
  });
});
