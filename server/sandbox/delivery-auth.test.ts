import { afterEach, describe, expect, it } from "vitest";
import { basicAuthorization, maskedSecret, type JwtRehearsal } from "../../core/deliveries/delivery-auth";
import { decodeJwt, jwtMaxAgeMs, verifyJwt, type JwtRule } from "../../core/jwt";
import { deliveryEvents, takesAuth } from "../../content/sandbox/deliveries";
import { startReceiver } from "../deliveries/test-receiver.test-data";
import { loadSpec } from "./load-specs";
import {
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

const secret = "biller-shared-secret-0123456789";
const audience = "SCHEME01";

async function read(app: TestSandbox, path: string): Promise<Json> {
  return (await (await app.request(path)).json()) as Json;
}

/**
 * A sandbox with its deliveries running, a biller endpoint on 127.0.0.1 answering with `answer`,
 * and a registration for payment notifications made with `auth`.
 */
async function registered(auth: unknown, answer?: Parameters<typeof startReceiver>[0]) {
  const { app, clock, sandbox } = testSandbox();
  sandbox.start();
  cleanups.push(() => sandbox.stop());
  const biller = await startReceiver(answer);
  cleanups.push(biller.close);
  const registration = await post(app, "/notification-urls", {
    billerId: "BILLER000001",
    paymentNotificationUrl: biller.url("/payment"),
    auth,
  });
  return { app, clock, biller, registration };
}

/** Makes one sandbox payment and lets the clock reach its payment notification. */
async function payAndNotify(made: Awaited<ReturnType<typeof registered>>, calls = 1) {
  const { bill, context } = await fetchBill(made.app);
  const paid = await post(made.app, "/api/bills/uat/make-payment", paymentBody(context, bill.amount));
  expect(paid.body.statusCode).toBe("success");
  made.clock.advance(6);
  await expect.poll(() => made.biller.received.length).toBe(calls);
  return made.biller.received;
}

const bearerOf = (header: string | string[] | undefined) => {
  expect(header).toMatch(/^Bearer /);
  return String(header).slice("Bearer ".length);
};

describe("Basic auth and masking", () => {
  it("encodes username:password as RFC 7617's example does", () => {
    expect(basicAuthorization("Aladdin", "open sesame")).toBe("Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==");
  });

  it("masks a secret down to its last two characters, and a short one entirely", () => {
    expect(maskedSecret("abcdefgh")).toBe("****gh");
    expect(maskedSecret("short")).toBe("****");
  });
});

describe("deliveries authenticated as the partner registers them", () => {
  it("sends no Authorization header when none is registered, and answers auth none", async () => {
    const made = await registered(undefined);
    expect(made.registration.body.auth).toEqual({ type: "none" });
    const [call] = await payAndNotify(made);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it("sends Basic auth, and never answers the password in full", async () => {
    const made = await registered({ type: "basic", username: "biller-user", password: "pa55-word-long" });
    expect(made.registration.status).toBe(201);
    expect(made.registration.body.auth).toEqual({
      type: "basic",
      username: "biller-user",
      password: "****ng",
    });
    const [call] = await payAndNotify(made);
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from("biller-user:pa55-word-long").toString("base64")}`,
    );
    const registration = await read(made.app, `/notification-urls/${made.registration.body.id as string}`);
    const delivery = await read(made.app, `/deliveries/${registration.deliveries[0].id as string}`);
    for (const answer of [made.registration.body, registration, delivery])
      expect(JSON.stringify(answer)).not.toContain("pa55-word-long");
    expect(delivery.auth.password).toBe("****ng");
  });

  it("sends the JWT of /bbps/jwt, which verifies with the secret, made afresh for each attempt", async () => {
    const made = await registered({ type: "jwt", secret, audience }, (call) =>
      call === 1 ? { status: 200, body: '{"success":false}' } : { status: 200, body: '{"success":true}' },
    );
    expect(made.registration.body.auth).toEqual({ type: "jwt", secret: maskedSecret(secret), audience });
    const [first] = await payAndNotify(made);
    const firstToken = bearerOf(first?.headers.authorization);
    const verdict = await verifyJwt(firstToken, { audience, secret, now: made.clock.now });
    expect(verdict.valid).toBe(true);
    const claims = verdict.decoded?.payload ?? {};
    expect(claims).toEqual({ aud: audience, iat: made.clock.now, jti: expect.any(String) });
    expect(verdict.decoded?.header).toEqual({ alg: "HS256", typ: "JWT" });

    // success false: the documented retry 5 minutes on carries a new token, not the first one again.
    made.clock.advance(5 * 60 + 1);
    await expect.poll(() => made.biller.received.length).toBe(2);
    const retryToken = bearerOf(made.biller.received[1]?.headers.authorization);
    const retry = await verifyJwt(retryToken, { audience, secret, now: made.clock.now });
    expect(retry.valid).toBe(true);
    expect(retry.decoded?.payload["iat"]).toBe(made.clock.now);
    expect(retry.decoded?.payload["jti"]).not.toBe(claims["jti"]);
    // The first token, checked now, is past the 2-minute limit.
    expect((await verifyJwt(firstToken, { audience, secret, now: made.clock.now })).rules.age.status).toBe(
      "fail",
    );
  });

  it.each<[JwtRehearsal, JwtRule]>([
    ["stale", "age"],
    ["wrong-audience", "audience"],
    ["bad-signature", "signature"],
  ])("rehearses a %s token, which the receiver's check refuses for its %s alone", async (rehearse, rule) => {
    const made = await registered({ type: "jwt", secret, audience, rehearse });
    expect(made.registration.body.auth.rehearse).toBe(rehearse);
    const [call] = await payAndNotify(made);
    const token = bearerOf(call?.headers.authorization);
    const verdict = await verifyJwt(token, { audience, secret, now: made.clock.now });
    expect(verdict.valid).toBe(false);
    const failed = Object.entries(verdict.rules)
      .filter(([, result]) => result.status === "fail")
      .map(([name]) => name);
    expect(failed).toEqual([rule]);
    if (rehearse === "stale") expect(verdict.ageMs).toBeGreaterThan(jwtMaxAgeMs);
    const decoded = decodeJwt(token);
    expect(decoded.ok && typeof decoded.jwt.payload["jti"]).toBe("string");
  });

  it.each([
    ["basic without a password", { type: "basic", username: "u" }],
    ["jwt without a secret", { type: "jwt", audience }],
    ["an unknown rehearsal", { type: "jwt", secret, audience, rehearse: "expired" }],
    ["an unknown type", { type: "oauth" }],
  ])("refuses a registration with %s", async (_name, auth) => {
    const { app } = testSandbox();
    const reply = await post(app, "/notification-urls", {
      billerId: "BILLER000001",
      paymentNotificationUrl: "http://127.0.0.1:9/payment",
      auth,
    });
    expect([reply.status, reply.body.statusCode]).toEqual([400, "SANDBOX_INVALID_REQUEST"]);
  });
});

describe("a one-off trigger authenticated as the partner asks", () => {
  /** A trigger of `event` to an endpoint on 127.0.0.1, with `auth`; the call it received. */
  async function triggered(event: string, auth: unknown) {
    const { app, clock, sandbox } = testSandbox();
    sandbox.start();
    cleanups.push(() => sandbox.stop());
    const biller = await startReceiver();
    cleanups.push(biller.close);
    const reply = await post(app, "/deliveries", { event, url: biller.url("/notify"), auth });
    return { reply, clock, biller };
  }

  it("sends a payment notification with a stale JWT, which the receiver's check refuses for its age alone", async () => {
    const { reply, clock, biller } = await triggered("paymentNotification", {
      type: "jwt",
      secret,
      audience,
      rehearse: "stale",
    });
    expect(reply.status).toBe(202);
    expect(reply.body.auth).toEqual({
      type: "jwt",
      secret: maskedSecret(secret),
      audience,
      rehearse: "stale",
    });
    await expect.poll(() => biller.received.length).toBe(1);
    const verdict = await verifyJwt(bearerOf(biller.received[0]?.headers.authorization), {
      audience,
      secret,
      now: clock.now,
    });
    expect(Object.entries(verdict.rules).filter(([, result]) => result.status === "fail")).toEqual([
      ["age", expect.anything()],
    ]);
  });

  it("sends a settlement notification with Basic auth", async () => {
    const { reply, biller } = await triggered("settlementNotification", {
      type: "basic",
      username: "biller-user",
      password: "pa55-word-long",
    });
    expect(reply.status).toBe(202);
    await expect.poll(() => biller.received.length).toBe(1);
    expect(biller.received[0]?.headers.authorization).toBe(
      basicAuthorization("biller-user", "pa55-word-long"),
    );
    expect(JSON.stringify(reply.body)).not.toContain("pa55-word-long");
  });

  it("takes auth with exactly the events the document names", () => {
    const schema = loadSpec("deliveries").components?.schemas?.["NewDelivery"] as {
      if: { properties: { event: { not: { enum: string[] } } } };
    };
    expect([...schema.if.properties.event.not.enum].sort()).toEqual(
      deliveryEvents
        .filter(takesAuth)
        .map(({ event }) => event)
        .sort(),
    );
  });

  it.each(["paymentEvent", "transactionNotification"])(
    "refuses auth with %s, whose endpoint documents none, naming the field",
    async (event) => {
      const { app } = testSandbox();
      const reply = await post(app, "/deliveries", {
        event,
        url: "http://127.0.0.1:9/notify",
        auth: { type: "basic", username: "u", password: "p" },
      });
      expect([reply.status, reply.body.statusCode]).toEqual([400, "SANDBOX_INVALID_REQUEST"]);
      expect(reply.body.errors).toEqual([
        { path: "/auth", message: expect.stringMatching(/^is not taken with the other values sent/) },
      ]);
    },
  );
});
