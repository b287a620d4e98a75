import { deliverySettings } from "../../content/sandbox/deliveries";
import type { DeliveryEngine, DeliveryWitness } from "../deliveries/delivery-engine";
import { deliveryEventNamed, RegistrationBook } from "../deliveries/registration-book";
import type { SandboxStore } from "../store/sandbox-store";
import {
  notificationBody,
  notificationTransaction,
  type FastagNotificationEvent,
} from "./fastag-notification-body";
import type { FastagData } from "./fastag-runtime";
import { FastagState } from "./fastag-state";
import type { BookedTransaction } from "./ledger";

/** A partner's FASTag notification URL, for the bookings of one channel's wallets made from one client. */
export type FastagNotificationRegistration = {
  id: string;
  client: string;
  channelId: string;
  url: string;
  event: FastagNotificationEvent;
  encrypted: boolean;
  timeScale: number;
  createdAt: number;
  expiresAt: number;
};

/** What the registration's log keeps of each delivery, to list it with the transaction it carries. */
type LoggedDelivery = { id: string; reference: string; txnType: "debit" | "credit" };

const notifiedKey = (client: string, transaction: BookedTransaction) =>
  `fastag-notified:${client}:${transaction.walletId}:${transaction.reference}`;

/** The registration as its owner sees it: the client address it is scoped to stays inside. */
function shown(registration: FastagNotificationRegistration) {
  const { id, url, event, encrypted, channelId, timeScale, createdAt, expiresAt } = registration;
  return { id, url, event, encrypted, channelId, timeScale, createdAt, expiresAt };
}

/**
 * FASTag push notifications in the sandbox. A partner registers a URL; every toll debit and
 * credit the sandbox then books on their channel's wallets, from their client address, is posted
 * to it through the delivery engine, once, as the registered event, plain or encrypted. Scoped by
 * client address, like the other registrations, since the sandbox's headers are public.
 */
export class FastagNotifications {
  readonly #store: SandboxStore;
  readonly #engine: DeliveryEngine;
  readonly #now: () => number;
  readonly #data: FastagData;
  readonly #book: RegistrationBook<FastagNotificationRegistration>;

  constructor(options: { store: SandboxStore; engine: DeliveryEngine; now: () => number; data: FastagData }) {
    this.#store = options.store;
    this.#engine = options.engine;
    this.#now = options.now;
    this.#data = options.data;
    this.#book = new RegistrationBook({
      store: options.store,
      now: options.now,
      keyPrefix: "fastag-notify",
      idPrefix: "ftn_",
    });
  }

  /** Registers `url` for the client, replacing the client's earlier registration. */
  async register(input: Omit<FastagNotificationRegistration, "id" | "createdAt" | "expiresAt">) {
    const registration = await this.#book.create(input, input.client);
    return { ...shown(registration), deliveries: [] };
  }

  /** The registration with the deliveries it led to, oldest first; undefined once it has ended. */
  async read(id: string) {
    const registration = await this.#book.read(id);
    if (registration === undefined) return undefined;
    const logged = (await this.#book.loggedDeliveries(id)).map(
      (entry) => JSON.parse(entry) as LoggedDelivery,
    );
    const deliveries = await Promise.all(logged.map((entry) => this.#engine.read(entry.id)));
    return {
      ...shown(registration),
      deliveries: logged.flatMap((entry, index) => {
        const delivery = deliveries[index];
        return delivery
          ? [
              {
                id: delivery.id,
                event: delivery.event,
                status: delivery.status,
                transactionReferenceNumber: entry.reference,
                txnType: entry.txnType,
              },
            ]
          : [];
      }),
    };
  }

  /**
   * The booking hook: sends the booked entry to the URL the client registered for the entry's
   * channel, if any, at most once however often it is told (two instances may race to announce).
   */
  async booked(transaction: BookedTransaction, client: string, witness?: DeliveryWitness): Promise<void> {
    const registration = await this.#book.ofOwner(client);
    if (!registration) return;
    if (registration.channelId !== transaction.channelId) return;
    const keptUntil = this.#now() + deliverySettings.keptHours * 3_600_000;
    if (!(await this.#store.claim(notifiedKey(client, transaction), keptUntil, ""))) return;
    const body = await notificationBody(
      transaction.channelId,
      [
        notificationTransaction(transaction, {
          event: registration.event,
          walletTag: await this.#walletTag(transaction, client),
        }),
      ],
      { encrypted: registration.encrypted },
    );
    const delivery = await this.#engine.create({
      event: deliveryEventNamed(registration.event),
      url: registration.url,
      timeScale: registration.timeScale,
      // A booking is a payment on the wallet; the engine's causes have no FASTag word of their own.
      cause: "payment",
      registrationId: registration.id,
      client,
      request: { headers: {}, body: JSON.stringify(body) },
      ...(witness ? { witness } : {}),
    });
    await this.#store.put(notifiedKey(client, transaction), delivery.id, keptUntil);
    const logged: LoggedDelivery = {
      id: delivery.id,
      reference: transaction.reference,
      txnType: transaction.kind === "toll" ? "debit" : "credit",
    };
    await this.#book.logDelivery(registration, JSON.stringify(logged));
  }

  /** The delivery that carries the booked entry, once it has been sent for the client. */
  async deliveryOf(transaction: BookedTransaction, client: string): Promise<string | undefined> {
    const id = await this.#store.get(notifiedKey(client, transaction));
    return id ? id : undefined;
  }

  /** A credit names no vehicle of its own: the wallet's first tag stands for it. */
  async #walletTag(transaction: BookedTransaction, client: string) {
    if (transaction.kind === "toll") return undefined;
    const state = new FastagState({
      now: this.#now,
      store: this.#store,
      data: this.#data,
      channelId: transaction.channelId,
      client,
      timeScale: 1,
    });
    return (await state.wallet(transaction.walletId))?.tags[0];
  }
}
