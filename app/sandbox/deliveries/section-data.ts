import type { OperationView } from "../../../core/openapi/view";
import type { DeliveriesSectionModel, EventFacts } from "./delivery-facts";

/** The OpenAPI document of the sandbox's deliveries API (content/specs/deliveries.yaml). */
export const deliveriesSpecId = "deliveries";

/** The sandbox's deliveries page, which every page whose events it delivers links to. */
export const deliveriesPage = "/testing/deliveries";

/** The page's headings, shared by the page and its Markdown copy. */
export const sectionHeadings = {
  section: { id: "sandbox-deliveries", text: "What the sandbox sends" },
  rules: { id: "sandbox-deliveries-rules", text: "How the sandbox delivers" },
  registration: { id: "sandbox-deliveries-registration", text: "Notifications from your own payments" },
  webhooks: { id: "sandbox-deliveries-webhooks", text: "Webhooks from your own links" },
  fastagNotifications: {
    id: "sandbox-deliveries-fastag",
    text: "Notifications from your own tolls and credits",
  },
  console: { id: "sandbox-deliveries-console", text: "Deliveries console" },
  api: { id: "sandbox-deliveries-api", text: "Deliveries API" },
} as const;

/**
 * The deliveries API's operations a page documents: sending, reading and redelivering always,
 * registering notification URLs where the page's events follow sandbox payments, registering
 * webhook URLs and refunding where they follow payments on InstaCollect links, and registering a
 * FASTag notification URL and booking tolls where they follow FASTag bookings.
 */
export function sectionOperationIds(
  model: Pick<DeliveriesSectionModel, "registration" | "webhookRegistration" | "fastagRegistration">,
): string[] {
  return [
    "createDelivery",
    "getDelivery",
    "redeliver",
    ...(model.registration ? ["registerNotificationUrls", "getNotificationUrls"] : []),
    ...(model.webhookRegistration
      ? ["registerInstaCollectWebhooks", "getInstaCollectWebhooks", "refundInstaCollectPayment"]
      : []),
    ...(model.fastagRegistration
      ? ["registerFastagNotificationUrl", "getFastagNotificationUrl", "bookFastagToll"]
      : []),
  ];
}

/** A sandbox biller a registration can name. */
export type SandboxBiller = { billerId: string; name: string };

/** What the console needs of an event: which it is, its name, and whether it can be encrypted. */
export type ConsoleEvent = Pick<EventFacts, "event" | "label" | "encryptable" | "authenticates">;

/**
 * What a page's loader hands the deliveries section: computed once, at build time. The facts travel
 * as prerendered HTML only (their key), the rest is what the console and the operations draw.
 */
export type DeliveriesSectionData = {
  /** The key of the facts' prerendered HTML (DeliveriesFacts, app/reference/static-html.tsx). */
  facts: string;
  events: ConsoleEvent[];
  timeScale: DeliveriesSectionModel["timeScale"];
  consoleNote: string;
  apiIntro: string;
  /** The operations, with their static parts prerendered (static-reference.server.tsx). */
  operations: OperationView[];
  /** The billers a registration can name; empty where the page has no registration form. */
  billers: SandboxBiller[];
  /** Whether the console registers InstaCollect webhook URLs and refunds payments. */
  instaCollectWebhooks: boolean;
};
