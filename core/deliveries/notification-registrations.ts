import { paymentStatusTimeline } from "../bill-payment/payment-status";
import type { LedgerPayment, PaymentLedger } from "../sandbox/payment-ledger";
import { randomId } from "../sandbox/random-id";
import type { SandboxStore } from "../store/sandbox-store";
import type { Delivery, DeliveryRequest } from "./delivery";
import { shownAuth, type DeliveryAuth } from "./delivery-auth";
import type { DeliveryEngine, DeliveryWitness } from "./delivery-engine";
import { paymentNotificationBody, settlementNotificationBody } from "./event-bodies";
import { deliveryEventNamed, RegistrationBook } from "./registration-book";

/** A partner's notification URLs for one sandbox biller, for payments from one client. */
export type Registration = {
  id: string;
  billerId: string;
  client: string;
  paymentNotificationUrl?: string;
  settlementNotificationUrl?: string;
  timeScale: number;
  /** How the notifications authenticate to the partner's URLs; absent for none. */
  auth?: DeliveryAuth;
  createdAt: number;
  expiresAt: number;
};

const ownerOf = (client: string, billerId: string) => `${client}:${billerId}`;
const openBatchKey = (id: string) => `settlement-open:${id}`;
const batchKey = (batchId: string) => `settlement-batch:${batchId}`;

const secondsUntil = (state: string) =>
  paymentStatusTimeline.find((stage) => stage.state === state)?.fromSeconds ?? 0;
/** A payment's notification goes when the bill API shows it Executed, its settlement when Settled. */
const paymentNotificationAfterMs = secondsUntil("Executed") * 1000;
const settlementAfterMs = secondsUntil("Settled") * 1000;
/** A batch is sent a moment after it closes, so that a payment made as it closes is in it. */
const batchMarginMs = 1000;

/**
 * A registration as its owner sees it: the client address it is scoped to stays inside, and a
 * password or secret is answered masked, as anyone holding the id can read the registration.
 */
function shown(registration: Registration): Omit<Registration, "client"> {
  const {
    id,
    billerId,
    paymentNotificationUrl,
    settlementNotificationUrl,
    timeScale,
    auth,
    createdAt,
    expiresAt,
  } = registration;
  return {
    id,
    billerId,
    ...(paymentNotificationUrl ? { paymentNotificationUrl } : {}),
    ...(settlementNotificationUrl ? { settlementNotificationUrl } : {}),
    timeScale,
    auth: shownAuth(auth ?? { type: "none" }),
    createdAt,
    expiresAt,
  };
}

/**
 * Notifications that follow from sandbox activity. A partner registers URLs for a biller; each
 * of their own sandbox payments to it then leads to a payment notification, and the payments of a
 * settlement window (opened by the first payment, closed when it is Settled) to one settlement
 * notification. Registrations are per client address, so one partner's payments never reach
 * another partner's URL.
 */
export class NotificationRegistrations {
  readonly #store: SandboxStore;
  readonly #ledger: PaymentLedger;
  readonly #engine: DeliveryEngine;
  readonly #now: () => number;
  readonly #book: RegistrationBook<Registration>;

  constructor(options: {
    store: SandboxStore;
    ledger: PaymentLedger;
    engine: DeliveryEngine;
    now: () => number;
  }) {
    this.#store = options.store;
    this.#ledger = options.ledger;
    this.#engine = options.engine;
    this.#now = options.now;
    this.#book = new RegistrationBook({
      store: options.store,
      now: options.now,
      keyPrefix: "registration",
      idPrefix: "reg_",
    });
  }

  async register(input: Omit<Registration, "id" | "createdAt" | "expiresAt">) {
    const registration = await this.#book.create(input, ownerOf(input.client, input.billerId));
    return { ...shown(registration), deliveries: [] };
  }

  /** A registration and the ids, events and statuses of the deliveries it led to. */
  async read(id: string) {
    const stored = await this.#book.read(id);
    if (stored === undefined) return undefined;
    const registration = shown(stored);
    const ids = await this.#book.loggedDeliveries(id);
    const deliveries = await Promise.all(ids.map((deliveryId) => this.#engine.read(deliveryId)));
    return {
      ...registration,
      deliveries: deliveries.flatMap((delivery) =>
        delivery ? [{ id: delivery.id, event: delivery.event, status: delivery.status }] : [],
      ),
    };
  }

  /** Called for every sandbox payment: schedules the notifications the payer registered for. */
  async paid(payment: LedgerPayment, client: string, witness?: DeliveryWitness): Promise<void> {
    const registration = await this.#book.ofOwner(ownerOf(client, payment.billerId));
    if (!registration) return;
    if (registration.paymentNotificationUrl) {
      const delivery = await this.#engine.create({
        event: deliveryEventNamed("paymentNotification"),
        url: registration.paymentNotificationUrl,
        timeScale: registration.timeScale,
        cause: "payment",
        registrationId: registration.id,
        client,
        ...(registration.auth ? { auth: registration.auth } : {}),
        firstAttemptAt: payment.paidAt + paymentNotificationAfterMs,
        request: { headers: {}, body: JSON.stringify(paymentNotificationBody(payment)) },
        ...(witness ? { witness } : {}),
      });
      await this.#remember(registration, delivery.id);
    }
    if (registration.settlementNotificationUrl)
      await this.#addToSettlement(registration, payment, client, witness);
  }

  /** Adds the payment to the open settlement batch, or opens one: only the opening call causes a delivery. */
  async #addToSettlement(
    registration: Registration,
    payment: LedgerPayment,
    client: string,
    witness: DeliveryWitness | undefined,
  ): Promise<void> {
    const closesAt = payment.paidAt + settlementAfterMs;
    const batchId = randomId(20);
    let open = batchId;
    if (await this.#store.claim(openBatchKey(registration.id), closesAt, batchId)) {
      const delivery = await this.#engine.create({
        event: deliveryEventNamed("settlementNotification"),
        url: registration.settlementNotificationUrl ?? "",
        timeScale: registration.timeScale,
        cause: "settlement",
        registrationId: registration.id,
        client,
        ...(registration.auth ? { auth: registration.auth } : {}),
        firstAttemptAt: closesAt + batchMarginMs,
        settlementBatch: { billerId: registration.billerId, listKey: batchKey(batchId) },
        ...(witness ? { witness } : {}),
      });
      await this.#remember(registration, delivery.id);
    } else {
      open = (await this.#store.get(openBatchKey(registration.id))) ?? batchId;
    }
    await this.#store.append(batchKey(open), payment.txnReferenceId, registration.expiresAt, 10_000);
  }

  async #remember(registration: Registration, deliveryId: string): Promise<void> {
    await this.#book.logDelivery(registration, deliveryId);
  }

  /** The settlement notification of a batch, built when its first attempt is due. */
  async settlementRequest(delivery: Delivery): Promise<DeliveryRequest> {
    const batch = delivery.settlementBatch;
    const payments = batch ? await this.#ledger.findMany(await this.#store.list(batch.listKey)) : [];
    const billerId = batch?.billerId ?? "";
    return { headers: {}, body: JSON.stringify(settlementNotificationBody(billerId, payments, this.#now())) };
  }
}
