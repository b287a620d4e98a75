import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import type { DeliveryEngine } from "../deliveries/delivery-engine";
import type { DeliveryCause } from "../deliveries/delivery";
import { randomId } from "../sandbox/random-id";
import type { SandboxStore } from "../store/sandbox-store";

/** A partner's InstaCollect webhook base URL, for the links created from one client address. */
export type WebhookRegistration = {
  id: string;
  client: string;
  baseUrl: string;
  timeScale: number;
  createdAt: number;
  expiresAt: number;
};

const registrationKey = (id: string) => `ic-webhooks:${id}`;
const registrationOfKey = (client: string) => `ic-webhooks-of:${client}`;
const deliveriesKey = (id: string) => `ic-webhooks-deliveries:${id}`;

/** Where each webhook goes below the partner's base URL: the documented paths. */
const webhookPaths = {
  paymentEvent: "/webhooks/payment-event",
  refundEvent: "/webhooks/refund-event",
} as const;
export type WebhookEvent = keyof typeof webhookPaths;

const credentialHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);

function eventData(event: WebhookEvent) {
  const data = deliveryEvents.find((candidate) => candidate.event === event);
  if (!data) throw new Error(`content/sandbox/deliveries.ts has no event ${event}.`);
  return data;
}

/** The registration as its owner sees it, with the two URLs spelled out. */
function shown(registration: WebhookRegistration) {
  const { id, baseUrl, timeScale, createdAt, expiresAt } = registration;
  return {
    id,
    baseUrl,
    paymentEventUrl: `${baseUrl}${webhookPaths.paymentEvent}`,
    refundEventUrl: `${baseUrl}${webhookPaths.refundEvent}`,
    timeScale,
    createdAt,
    expiresAt,
  };
}

/** The URL a base URL gives an event's webhook; the base is checked against the allow-list as this. */
export const webhookUrl = (baseUrl: string, event: WebhookEvent) => `${baseUrl}${webhookPaths[event]}`;

/**
 * InstaCollect's webhooks in the sandbox. A partner registers a base URL; payments on the links
 * they create (and refunds of them) are then posted to it through the delivery engine, with the
 * sandbox credentials. Scoped by client address, like the biller notifications, since the
 * sandbox's credentials are public.
 */
export class InstaCollectWebhooks {
  readonly #store: SandboxStore;
  readonly #engine: DeliveryEngine;
  readonly #now: () => number;

  constructor(options: { store: SandboxStore; engine: DeliveryEngine; now: () => number }) {
    this.#store = options.store;
    this.#engine = options.engine;
    this.#now = options.now;
  }

  async register(input: { client: string; baseUrl: string; timeScale: number }) {
    const now = this.#now();
    const registration: WebhookRegistration = {
      ...input,
      baseUrl: input.baseUrl.replace(/\/+$/, ""),
      id: `whk_${randomId(26)}`,
      createdAt: now,
      expiresAt: now + deliverySettings.registrationHours * 3_600_000,
    };
    await this.#store.put(
      registrationKey(registration.id),
      JSON.stringify(registration),
      registration.expiresAt,
    );
    await this.#store.put(registrationOfKey(input.client), registration.id, registration.expiresAt);
    return { ...shown(registration), deliveries: [] };
  }

  async read(id: string) {
    const stored = await this.#store.get(registrationKey(id));
    if (stored === undefined) return undefined;
    const registration = JSON.parse(stored) as WebhookRegistration;
    const ids = await this.#store.list(deliveriesKey(id));
    const deliveries = await Promise.all(ids.map((deliveryId) => this.#engine.read(deliveryId)));
    return {
      ...shown(registration),
      deliveries: deliveries.flatMap((delivery) =>
        delivery ? [{ id: delivery.id, event: delivery.event, status: delivery.status }] : [],
      ),
    };
  }

  /**
   * Sends `event` with `body` to the webhook URL the client registered, if it did; the delivery's
   * id, or undefined when nothing is registered.
   */
  async send(
    client: string,
    event: WebhookEvent,
    body: Record<string, unknown>,
    cause: DeliveryCause,
  ): Promise<string | undefined> {
    const id = await this.#store.get(registrationOfKey(client));
    const stored = id === undefined ? undefined : await this.#store.get(registrationKey(id));
    if (!stored) return undefined;
    const registration = JSON.parse(stored) as WebhookRegistration;
    const delivery = await this.#engine.create({
      event: eventData(event),
      url: webhookUrl(registration.baseUrl, event),
      timeScale: registration.timeScale,
      cause,
      registrationId: registration.id,
      request: { headers: credentialHeaders, body: JSON.stringify(body) },
    });
    await this.#store.append(deliveriesKey(registration.id), delivery.id, registration.expiresAt, 1_000);
    return delivery.id;
  }
}
