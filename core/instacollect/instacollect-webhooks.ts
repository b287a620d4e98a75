import { deliverySettings } from "../../content/sandbox/deliveries";
import type { DeliveryEngine, DeliveryWitness } from "../deliveries/delivery-engine";
import type { DeliveryCause } from "../deliveries/delivery";
import { deliveryEventNamed, RegistrationBook } from "../deliveries/registration-book";
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

/** Where each webhook goes below the partner's base URL: the documented paths. */
const webhookPaths = {
  paymentEvent: "/webhooks/payment-event",
  refundEvent: "/webhooks/refund-event",
} as const;
export type WebhookEvent = keyof typeof webhookPaths;

const credentialHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]),
);

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
  readonly #engine: DeliveryEngine;
  readonly #book: RegistrationBook<WebhookRegistration>;

  constructor(options: { store: SandboxStore; engine: DeliveryEngine; now: () => number }) {
    this.#engine = options.engine;
    this.#book = new RegistrationBook({
      store: options.store,
      now: options.now,
      keyPrefix: "ic-webhooks",
      idPrefix: "whk_",
    });
  }

  async register(input: { client: string; baseUrl: string; timeScale: number }) {
    const registration = await this.#book.create(
      { ...input, baseUrl: input.baseUrl.replace(/\/+$/, "") },
      input.client,
    );
    return { ...shown(registration), deliveries: [] };
  }

  async read(id: string) {
    const registration = await this.#book.read(id);
    if (registration === undefined) return undefined;
    const ids = await this.#book.loggedDeliveries(id);
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
    witness?: DeliveryWitness,
  ): Promise<string | undefined> {
    const registration = await this.#book.ofOwner(client);
    if (!registration) return undefined;
    const delivery = await this.#engine.create({
      event: deliveryEventNamed(event),
      url: webhookUrl(registration.baseUrl, event),
      timeScale: registration.timeScale,
      cause,
      registrationId: registration.id,
      client,
      request: { headers: credentialHeaders, body: JSON.stringify(body) },
      ...(witness ? { witness } : {}),
    });
    await this.#book.logDelivery(registration, delivery.id);
    return delivery.id;
  }
}
