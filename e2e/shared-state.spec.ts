import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { deliverySettings } from "../content/sandbox/deliveries";
import { fastagHeaders, fastagSettings } from "../content/sandbox/fastag";
import { sandboxFixtures } from "../content/sandbox/fixtures";
import { requestLogSettings } from "../content/sandbox/request-log";
import { startLocalRedis, type LocalRedis } from "../scripts/local-redis";
import { openHydrated } from "./open-page";
import { serverBundle } from "../server/config";
import { startReceiver } from "../server/deliveries/test-receiver.test-data";

/**
 * Two real sandbox instances sharing one real Redis, as a deployment behind a load balancer runs
 * them: what one remembers the other knows, and every scheduled attempt is made once, on time,
 * even when the instance that scheduled it dies.
 */

type Instance = { origin: string; process: ChildProcess };

// The bill API's seven headers and InstaCollect's two, so one helper calls both.
const credentials = Object.fromEntries(
  [...sandboxFixtures.couCredentials, ...deliverySettings.instaCollectCredentials].map((header) => [
    header.name,
    header.value,
  ]),
);
const agent = { id: "AGENT0000001", channel: "INT", ip: "203.0.113.10", mac: "00-1B-44-11-3A-B7" };

async function startInstance(port: number, redisUrl: string, prefix: string): Promise<Instance> {
  const child = spawn(process.execPath, [serverBundle], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
  return { origin, process: child };
}

async function stopInstance(instance: Instance, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.process.once("exit", resolve));
  instance.process.kill(signal);
  await exited;
}

async function call(origin: string, path: string, body?: unknown) {
  const response = await fetch(`${origin}/sandbox${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...credentials },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
  return { status: response.status, body: (await response.json()) as any };
}

/** A bill context from bill-fetch-request and get-fetched-bill on `origin`. */
async function billContext(origin: string): Promise<{ context: string; amount: number }> {
  const fetched = await call(origin, "/api/bills/uat/bill-fetch-request", {
    billerId: "BILLER000001",
    categoryCode: "C01",
    customerParams: [{ name: "Consumer Number", value: "1234567890" }],
    mobileNumber: "9876543210",
    agent,
  });
  const bill = await call(origin, "/api/bills/uat/get-fetched-bill", { context: fetched.body.data.context });
  return { context: bill.body.data.context, amount: bill.body.data.bill.amount };
}

const pay = async (origin: string, referenceId: string) => {
  const { context, amount } = await billContext(origin);
  return call(origin, "/api/bills/uat/make-payment", {
    amount,
    context,
    referenceId,
    remittanceDetails: { accountNumber: "1234567890123456", accountHolderName: "Asha Rao" },
    txnMode: "ACCOUNT TRANSFER",
  });
};

test.describe("two sandbox instances sharing Redis", () => {
  test.describe.configure({ mode: "serial" });

  let redis: LocalRedis;
  let a: Instance;
  let b: Instance;

  test.beforeAll(async () => {
    const testInfo = test.info();
    redis = await startLocalRedis();
    const prefix = `e2e-${testInfo.workerIndex}-${Date.now()}:`;
    const base = 4300 + testInfo.workerIndex * 10;
    [a, b] = await Promise.all([
      startInstance(base, redis.url, prefix),
      startInstance(base + 1, redis.url, prefix),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((instance) => stopInstance(instance)));
    await redis?.stop();
  });

  test("a payment reference used on one instance is a duplicate (AM05) on the other", async () => {
    const referenceId = `REF-E2E-${Date.now()}`;
    expect((await pay(a.origin, referenceId)).body.statusCode).toBe("success");
    const again = await pay(b.origin, referenceId);
    expect(again.body.statusCode).toBe("AM05");
  });

  test("a payment made on one instance is found by the other's transaction status", async () => {
    const paid = await pay(a.origin, `REF-E2E-TS-${Date.now()}`);
    const status = await call(b.origin, "/api/bills/uat/get-payment-status", {
      context: paid.body.data.context,
    });
    const token = await call(b.origin, "/api/auth/token", sandboxFixtures.provider.credentials.status);
    const response = await fetch(`${b.origin}/sandbox/api/transaction/status`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token.body.data.token}` },
      body: JSON.stringify({ txnReferenceId: status.body.data.txnId }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  });

  test("a call made through one instance shows on the other's request log page, by its label", async ({
    page,
  }) => {
    const label = `e2e-shared-${Date.now().toString(36)}`;
    const response = await fetch(`${a.origin}/sandbox/api/bills/uat/biller-categories`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...credentials,
        [requestLogSettings.labelHeader]: label,
      },
      body: "{}",
    });
    const traceId = response.headers.get("sandbox-trace-id");
    expect(traceId).toMatch(/^SBX/);
    await openHydrated(page, `${b.origin}/testing/log`);
    await page.getByLabel(/^Label/).fill(label);
    await page.getByRole("button", { name: "Show calls" }).click();
    await expect(page.locator(`.log-exchange[data-trace-id="${traceId}"]`)).toBeVisible();
    await expect(page.getByText(`Calls labelled ${label}: 1`)).toBeVisible();
  });

  test("the allow-list refuses a host other than this machine", async () => {
    const refused = await call(a.origin, "/deliveries", {
      event: "settlementNotification",
      url: "http://example.com/hook",
    });
    expect(refused.status).toBe(422);
    expect(refused.body.statusCode).toBe("SANDBOX_DESTINATION_REFUSED");
    expect(refused.body.statusMessage).toContain("rule allow-list");
  });

  test("a settlement answered success false four times is attempted five times, spaced as documented", async () => {
    const biller = await startReceiver((callNumber) => ({
      status: 200,
      body: JSON.stringify({ success: callNumber >= 5 }),
    }));
    try {
      const created = await call(a.origin, "/deliveries", {
        event: "settlementNotification",
        url: biller.url("/settlement"),
        timeScale: 600,
      });
      await expect
        .poll(async () => (await call(b.origin, `/deliveries/${created.body.id}`)).body.status, {
          timeout: 10_000,
        })
        .toBe("delivered");
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(biller.received).toHaveLength(5);
      // Each retry is planned exactly its documented delay after the attempt before it ended
      // (1, 2, 4 and 8 minutes, 600 times faster), and made soon after; how soon depends on the
      // machine's load, so lateness gets a generous bound and the plan an exact one.
      const { attempts } = (await call(b.origin, `/deliveries/${created.body.id}`)).body as {
        attempts: { plannedAt: number; startedAt: number; durationMs: number }[];
      };
      const plannedGaps = attempts
        .slice(1)
        .map(
          (attempt, index) => attempt.plannedAt - (attempts[index]!.startedAt + attempts[index]!.durationMs),
        );
      expect(plannedGaps).toEqual([100, 200, 400, 800]);
      for (const attempt of attempts) expect(attempt.startedAt - attempt.plannedAt).toBeLessThan(500);
    } finally {
      await biller.close();
    }
  });

  test("a settlement never accepted gets its first attempt and exactly five retries", async () => {
    const biller = await startReceiver(() => ({ status: 200, body: '{"success":false}' }));
    try {
      const created = await call(b.origin, "/deliveries", {
        event: "settlementNotification",
        url: biller.url("/settlement"),
        timeScale: 1000,
      });
      await expect
        .poll(async () => (await call(a.origin, `/deliveries/${created.body.id}`)).body.status, {
          timeout: 10_000,
        })
        .toBe("failed");
      // Longer than the last gap (10 minutes at 1000 times: 600 ms): nothing more comes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(biller.received.map((received) => received.headers["x-sandbox-attempt"])).toEqual([
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
      ]);
    } finally {
      await biller.close();
    }
  });

  test("deliveries triggered on both instances at once are each sent once", async () => {
    const partner = await startReceiver(() => ({ status: 200, body: "" }));
    try {
      const created = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          call(index % 2 ? a.origin : b.origin, "/deliveries", {
            event: "transactionNotification",
            url: partner.url("/fastag"),
          }),
        ),
      );
      const ids = created.map((delivery) => delivery.body.id as string);
      await expect.poll(() => partner.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(40);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sent = partner.received.map((received) => received.headers["x-sandbox-delivery-id"]);
      expect([...sent].sort()).toEqual([...ids].sort());
    } finally {
      await partner.close();
    }
  });

  test("an InstaCollect link opened through one instance is refused on the other, and its session paid there", async () => {
    const partner = await startReceiver(() => ({ status: 200, body: '{"status":"acknowledged"}' }));
    try {
      const registered = await call(a.origin, "/instacollect/webhook-urls", { baseUrl: partner.url("") });
      expect(registered.status).toBe(201);
      const created = await call(a.origin, "/bill-link", {
        billId: "SBX-BILL-POWER",
        mobileNumber: "9876543210",
      });
      const linkId = new URL(created.body.link as string).searchParams.get("link") ?? "";
      const opened = await call(b.origin, `/instacollect/links/${linkId}/open`, {});
      expect(opened.status).toBe(200);
      const again = await call(a.origin, `/instacollect/links/${linkId}/open`, {});
      expect(again.status).toBe(410);
      expect(again.body.statusCode).toBe("SANDBOX_LINK_USED");

      const session = `/instacollect/sessions/${created.body.sessionId as string}`;
      const withKey = (origin: string, path: string, body: unknown) =>
        fetch(`${origin}/sandbox${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-session-key": opened.body.sessionKey as string },
          body: JSON.stringify(body),
        }).then(
          async (response) => (await response.json()) as { session: { payment?: { orderId: string } } },
        );
      await withKey(a.origin, `${session}/bill`, {
        billerId: "BILLER000001",
        customerParams: [{ name: "Consumer Number", value: "1234567890" }],
      });
      const paid = await withKey(b.origin, `${session}/payment`, { amount: 150000, paymentMode: "UPI" });
      expect(paid.session.payment?.orderId).toBe(created.body.sessionId);
      await expect
        .poll(() => partner.received.map((received) => received.path))
        .toEqual(["/webhooks/payment-event"]);
    } finally {
      await partner.close();
    }
  });

  test("a FASTag recharge accepted on one instance is processed, credited and remembered on the other", async () => {
    const fastag = async (origin: string, operation: string, body: unknown) => {
      const response = await fetch(`${origin}/sandbox/api/uat/${operation}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [fastagSettings.timeScaleHeader]: "20",
          ...Object.fromEntries(fastagHeaders.map(({ name, value }) => [name, value])),
        },
        body: JSON.stringify(body),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
      return (await response.json()) as any;
    };
    const walletId = "19000009653984";
    const balance = async (origin: string) =>
      Number((await fastag(origin, "wallet-balance", { walletId })).data.balance);
    const before = await balance(b.origin);
    const referenceId = `E2E-SHARED-${Date.now()}`;
    expect((await fastag(a.origin, "recharge", { walletId, amount: "75.25", referenceId })).statusCode).toBe(
      "submitted",
    );
    expect((await fastag(b.origin, "recharge-status", { walletId, referenceId })).statusCode).toBe(
      "recharge-processing",
    );
    expect((await fastag(b.origin, "wallet-balance", { walletId })).data.unclearBalance).toBe("75.25");
    await expect
      .poll(async () => (await fastag(b.origin, "recharge-status", { walletId, referenceId })).statusCode, {
        timeout: 5_000,
      })
      .toBe("success");
    expect(await balance(b.origin)).toBeCloseTo(before + 75.25, 2);
    expect(await balance(a.origin)).toBeCloseTo(before + 75.25, 2);
    expect((await fastag(b.origin, "recharge", { walletId, amount: "1", referenceId })).statusCode).toBe(
      "ref-id-not-unique",
    );
  });

  test("a retry scheduled by an instance that dies is made on time by the other", async () => {
    const biller = await startReceiver((callNumber) => ({
      status: 200,
      body: JSON.stringify({ success: callNumber >= 2 }),
    }));
    try {
      // Payment notifications are retried 5 minutes apart; at 300 times, a second apart.
      const created = await call(a.origin, "/deliveries", {
        event: "paymentNotification",
        url: biller.url("/payment"),
        timeScale: 300,
      });
      await expect.poll(() => biller.received.length).toBe(1);
      await stopInstance(a, "SIGKILL");
      await expect
        .poll(async () => (await call(b.origin, `/deliveries/${created.body.id}`)).body.status, {
          timeout: 5_000,
        })
        .toBe("delivered");
      const delivery = (await call(b.origin, `/deliveries/${created.body.id}`)).body;
      const retry = delivery.attempts[1];
      const first = delivery.attempts[0];
      expect(retry.plannedAt - (first.startedAt + first.durationMs)).toBe(1_000);
      expect(retry.startedAt - retry.plannedAt).toBeLessThan(500);
      expect(biller.received).toHaveLength(2);
    } finally {
      await biller.close();
    }
  });
});
