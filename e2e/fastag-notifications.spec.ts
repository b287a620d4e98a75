import { expect, test, type APIRequestContext } from "@playwright/test";
import { fastagHeaders, fastagSettings } from "../content/sandbox/fastag";
import { decryptPayload } from "../core/fastag-cipher";
import { fastagTestKeyHex } from "../core/fastag-cipher-vectors";
import { startReceiver, type Received } from "../server/deliveries/test-receiver.test-data";

/**
 * FASTag push notifications from the served sandbox, through its HTTP API only: a partner
 * registers a receiver on this machine, books a toll or recharges, and receives the notification
 * the documents describe, plain or encrypted under the published test key.
 */

// One registration per client address: these tests share 127.0.0.1, so they take turns.
test.describe.configure({ mode: "serial" });

const headers = Object.fromEntries(fastagHeaders.map((header) => [header.name, header.value]));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Json = any;

async function post(
  request: APIRequestContext,
  path: string,
  body: unknown,
  extra: Record<string, string> = {},
) {
  const response = await request.post(`/sandbox${path}`, { headers: { ...headers, ...extra }, data: body });
  return { status: response.status(), body: (await response.json()) as Json };
}

/** The transactions of the notification that carries `reference`, once the receiver has it. */
async function notificationOf(received: Received[], reference: string, timeout = 5_000) {
  const transactionsOf = async (call: Received): Promise<Json[]> => {
    const body = JSON.parse(call.body) as Json;
    return body.transactionsEncrypted === undefined
      ? body.transactions
      : (JSON.parse(await decryptPayload(body.transactionsEncrypted, fastagTestKeyHex)) as Json[]);
  };
  let found: { body: Json; transaction: Json } | undefined;
  await expect
    .poll(
      async () => {
        for (const call of received) {
          const transaction = (await transactionsOf(call)).find(
            (candidate) => candidate.transactionReferenceNumber === reference,
          );
          if (transaction) found = { body: JSON.parse(call.body) as Json, transaction };
        }
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return found as { body: Json; transaction: Json };
}

test("a toll booked through the sandbox reaches the registered receiver in plain form", async ({
  request,
}) => {
  const receiver = await startReceiver(() => ({ status: 200, body: '{"success":true}' }));
  try {
    const registered = await post(request, "/fastag/notification-urls", {
      url: receiver.url("/fastag/notifications"),
      timeScale: 1000,
    });
    expect(registered.status).toBe(201);

    const booked = await post(request, "/fastag/tolls", { vehicleNumber: "KA12AB5618", plazaCode: "345011" });
    expect(booked.status).toBe(202);
    expect(booked.body.deliveryId).toMatch(/^dlv_[0-9A-Z]{26}$/);
    const { transaction } = booked.body;
    expect(transaction).toMatchObject({ txnType: "debit", transactionAmount: "105.00", plazaCode: "345011" });

    const notification = await notificationOf(receiver.received, transaction.transactionReferenceNumber);
    expect(notification.body.header).toEqual({
      channelID: headers["BANK-CHANNEL-ID"],
      batchID: expect.any(String),
    });
    expect(notification.transaction).toEqual(transaction);
    const call = receiver.received.find((candidate) => candidate.body.includes(transaction.uniqueRefNo));
    expect(call?.path).toBe("/fastag/notifications");
    expect(call?.headers["x-sandbox-delivery-id"]).toBe(booked.body.deliveryId);

    const registration = await request.get(`/sandbox/fastag/notification-urls/${registered.body.id}`);
    expect(((await registration.json()) as Json).deliveries).toContainEqual(
      expect.objectContaining({ id: booked.body.deliveryId, txnType: "debit" }),
    );
  } finally {
    await receiver.close();
  }
});

test("a recharge credit reaches an encrypted registration with no further call, and decrypts", async ({
  request,
}) => {
  const receiver = await startReceiver(() => ({ status: 200, body: '{"success":true}' }));
  try {
    const registered = await post(request, "/fastag/notification-urls", {
      url: receiver.url("/fastag/notifications"),
      encrypted: true,
      timeScale: 1000,
    });
    expect(registered.status).toBe(201);
    const referenceId = `E2E${Date.now()}`;
    const recharged = await post(
      request,
      "/api/uat/recharge",
      { walletId: "19000009653984", amount: "100", referenceId },
      { [fastagSettings.timeScaleHeader]: "100" },
    );
    expect(recharged.body.statusCode).toBe("submitted");

    const notification = await notificationOf(receiver.received, referenceId, 15_000);
    expect(notification.body).not.toHaveProperty("transactions");
    expect(notification.body.transactionsEncrypted).toEqual(expect.any(String));
    expect(notification.transaction).toMatchObject({
      walletId: "19000009653984",
      vehicleNumber: "KA12AB5618",
      txnType: "credit",
      transactionAmount: "100.00",
      narration: "Wallet recharge",
      originalTransactionId: referenceId,
    });
    const { closingBalance, openingBalance } = notification.transaction;
    expect(Number(closingBalance) - Number(openingBalance)).toBeCloseTo(100, 2);
  } finally {
    await receiver.close();
  }
});
