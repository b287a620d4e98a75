import {
  deliveryEvents,
  deliverySettings,
  takesAuth,
  type AnswerRule,
  type DeliveryEventData,
} from "../../../content/sandbox/deliveries";
import { instaCollectSettings } from "../../../content/sandbox/instacollect";
import { paymentStatusTimeline } from "../../../core/bill-payment/payment-status";
import { sandboxAttemptHeaders } from "../../../core/deliveries/delivery";
import { jwtRehearsalSettings } from "../../../core/deliveries/delivery-auth";
import { fastagTestKeyHex } from "../../../core/fastag-cipher-vectors";
import { operationAnchor } from "../../../core/openapi/anchors";
import { sandboxDocs } from "../../../core/sandbox/sandbox-url";

/*
 * What the pages say about the sandbox's deliveries, worded once from content/sandbox/deliveries.ts
 * for the prerendered section and for its Markdown copy. Text is inline Markdown (`code`,
 * **strong** and [links](/path)), which the section renders at build time (DeliveriesFacts.tsx).
 */

/** The events whose deliveries a page shows: those whose `docs` is the page, in data order. */
export function eventsDocumentedOn(path: string): DeliveryEventData[] {
  return deliveryEvents.filter((event) => event.docs === path);
}

/** The events a notification-URL registration leads to, with the field that registers each. */
export const registrationFields = {
  paymentNotification: "paymentNotificationUrl",
  settlementNotification: "settlementNotificationUrl",
} as const;

export const isRegisteredEvent = (event: string): event is keyof typeof registrationFields =>
  Object.hasOwn(registrationFields, event);

/** Which answer counts as delivered, by the event's documented rule. */
export const answerRuleText: Record<AnswerRule, string> = {
  "success-true": "HTTP 200 with `success` true; `success` false, or any other answer, is retried",
  "status-acknowledged":
    "A 2xx answer with `status` `acknowledged`; `failure`, or any other answer, is retried",
  "http-200": "HTTP 200; any other answer is retried",
};

/** `["1", "2", "4"]` → `1, 2 and 4`. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The retries in words, e.g. `[1, 2, 4, 8, 10]` → `up to 5 retries, after 1, 2, 4, 8 and 10 minutes`
 * and `[5, 5, 5, 5]` → `up to 4 retries, 5 minutes apart`.
 */
export function retryText(retryMinutes: readonly number[]): string {
  const count = retryMinutes.length;
  const first = retryMinutes[0];
  if (first === undefined) return "no retries";
  const retries = `up to ${count} ${count === 1 ? "retry" : "retries"}`;
  if (count > 1 && retryMinutes.every((value) => value === first))
    return `${retries}, ${first} ${first === 1 ? "minute" : "minutes"} apart`;
  const unit = count === 1 && first === 1 ? "minute" : "minutes";
  return `${retries}, after ${listText(retryMinutes.map(String))} ${unit}`;
}

export const scheduleText: Record<DeliveryEventData["schedule"], string> = {
  documented: "The documented schedule.",
  sandbox: "The sandbox's choice; production's schedule is issued during onboarding.",
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Seconds to one decimal: 1500 → `1.5`. */
const secondsText = (ms: number) => String(Math.round(ms / 100) / 10);

/** A time scale in words: `60` → `a minute takes 1 s`, `1000` → `a minute takes 60 ms`. */
export function timeScaleText(timeScale: number): string {
  const ms = 60_000 / timeScale;
  return ms >= 1000 ? `a minute takes ${secondsText(ms)} s` : `a minute takes ${Math.round(ms)} ms`;
}

/** How long an event's retries take at the fastest time scale, e.g. `all 5 retries within 1.5 s`. */
export function fastestScheduleText(event: Pick<DeliveryEventData, "retryMinutes">): string {
  const totalMs = event.retryMinutes.reduce((sum, minutes) => sum + minutes * 60_000, 0);
  const count = event.retryMinutes.length;
  const retries = count === 1 ? "its retry" : `all ${count} retries`;
  return `${retries} within ${secondsText(totalMs / deliverySettings.timeScale.max)} s`;
}

export type EventFacts = {
  event: string;
  label: string;
  delivered: string;
  retries: string;
  schedule: string;
  encryptable: boolean;
  /** Whether the trigger takes `auth` (Basic or the JWT) for this event. */
  authenticates: boolean;
};

export type HeaderFact = { name: string; value: string; what: string };

/** The headers every attempt of these events carries. */
export function attemptHeaders(events: readonly DeliveryEventData[]): HeaderFact[] {
  const headers: HeaderFact[] = [
    { name: "Content-Type", value: "`application/json`", what: "The body is the event's JSON." },
    {
      name: sandboxAttemptHeaders.deliveryId,
      value: "`dlv_…`",
      what: "The delivery's id, which reads its log.",
    },
    {
      name: sandboxAttemptHeaders.attempt,
      value: "`1`, `2`, … or `redelivery`",
      what: "Which attempt this is: the first, a retry, or a redelivery you asked for.",
    },
  ];
  if (events.some((event) => event.credentialHeaders === "instacollect"))
    for (const credential of deliverySettings.instaCollectCredentials)
      headers.push({
        name: credential.name,
        value: `\`${credential.value}\``,
        what: "InstaCollect's published sandbox value; production's is issued during onboarding.",
      });
  return headers;
}

const kib = (bytes: number) => `${bytes / 1024} KiB`;

/** The sandbox's limits on deliveries, one sentence each. */
export function limitFacts(events: readonly DeliveryEventData[]): { label: string; text: string }[] {
  const { timeScale } = deliverySettings;
  const fastest = events.map((event) => `${event.label}: ${fastestScheduleText(event)}`).join("; ");
  const realAndDefault =
    timeScale.default === timeScale.min ? "the real schedule and the default" : "the real schedule";
  const hosts = listText(deliverySettings.defaultAllowedHosts.map((host) => `\`${host}\``));
  return [
    {
      label: "Retries",
      text: "The sandbox counts each retry from the end of the attempt before it: when your answer arrived, or when the attempt timed out. How production counts is confirmed during onboarding.",
    },
    {
      label: "Time scale",
      text: `\`timeScale\` runs the schedule faster: from ${timeScale.min}, ${realAndDefault}, to ${timeScale.max}, where ${timeScaleText(timeScale.max)} (${fastest}).`,
    },
    {
      label: "Allow-list",
      text: `The sandbox calls only hosts on its allow-list. By default that is the machine the sandbox runs on (${hosts}); a shared sandbox may list more. Any other URL is refused with \`SANDBOX_DESTINATION_REFUSED\` (HTTP 422), which names the rule it broke.`,
    },
    {
      label: "Each attempt",
      text: `Your answer has ${deliverySettings.attemptTimeoutSeconds} seconds to arrive. The sandbox reads at most ${kib(deliverySettings.maxAnswerBytes)} of it, keeps the first ${kib(deliverySettings.loggedAnswerBytes)} in the log, and follows no redirects.`,
    },
    {
      label: "Rate",
      text: `Each client may make ${deliverySettings.triggersPerMinute} deliveries, redeliveries and registrations a minute; past that the sandbox answers \`SANDBOX_RATE_LIMITED\` (HTTP 429) with \`Retry-After\`.`,
    },
    {
      label: "Log",
      text: `A delivery and its attempts can be read for ${deliverySettings.keptHours} hours, by its id alone: keep the id to yourself.`,
    },
  ];
}

const secondsUntil = (state: (typeof paymentStatusTimeline)[number]["state"]) =>
  paymentStatusTimeline.find((stage) => stage.state === state)?.fromSeconds ?? 0;

export type RegistrationFacts = {
  intro: string;
  bullets: string[];
  after: string;
  /** How the attempts authenticate, where the registration can say. */
  auth?: string;
};

/** How your own sandbox payments lead to notifications once your URLs are registered. */
export function registrationFacts(): RegistrationFacts {
  const couReference = "/cou/api";
  return {
    intro:
      "Register your notification URLs for a sandbox biller, and your own sandbox payments to that biller lead to notifications, as production's do:",
    bullets: [
      `a **payment notification** when the payment is Executed, ${secondsUntil("Executed")} seconds after you make it;`,
      `a **settlement notification** when it is Settled, ${secondsUntil("Settled")} seconds after the first payment of a window, covering every payment you made to the biller in that window. Its \`batch_info\`, whose contents are issued during onboarding, is the sandbox's own value: \`${deliverySettings.sampleValues.settlementBatchInfoPrefix}\` followed by a fresh id.`,
    ],
    after: `Make the payments with [\`make-payment\`](${couReference}#${operationAnchor("makePayment")}) (its Try it console, [the whole flow](${sandboxDocs.href}#sandbox-flow) or your own code) from the network address you registered from: a registration sees only its own client's payments, so nobody else's payments reach your URLs. A registration lasts ${deliverySettings.registrationHours} hours; registering again for the same biller replaces it.`,
    auth: `Register \`auth\` to have every attempt authenticate as your endpoint expects: none, \`basic\` (your username and password) or \`jwt\`, the token of [JWT](/bbps/jwt) signed with a secret you set and your scheme id as \`aud\`, made afresh for each attempt. The sandbox shows a password or secret back masked. To rehearse refusing bad tokens, the sandbox's own option \`auth.rehearse\` sends instead a \`stale\` token (issued ${jwtRehearsalSettings.staleByMs / 60_000} minutes before the attempt), a \`wrong-audience\` one (\`aud\` your scheme id followed by \`${jwtRehearsalSettings.wrongAudienceSuffix}\`) or a \`bad-signature\` one (signed with your secret followed by \`${jwtRehearsalSettings.wrongSecretSuffix}\`); your endpoint should refuse each, and the attempt's log shows how it answered. A payment or settlement notification sent with the console below (\`POST /sandbox/deliveries\`) takes the same \`auth\`, so one call rehearses a token without a payment.`,
  };
}

/** Whether the events are InstaCollect's webhooks, which follow payments on the partner's own links. */
export const hasInstaCollectWebhooks = (events: readonly DeliveryEventData[]): boolean =>
  events.some((event) => event.credentialHeaders === "instacollect");

/** How payments and refunds on your own InstaCollect links lead to webhooks once your URL is registered. */
export function webhookRegistrationFacts(): RegistrationFacts {
  const { paymentStatus, refundStatus } = instaCollectSettings;
  return {
    intro:
      "Register your webhooks' base URL, and payments on the links you create lead to webhooks, as production's do:",
    bullets: [
      `a **payment event** at \`{baseUrl}/webhooks/payment-event\` when the customer pays on the hosted payment page, with \`paymentStatus\` \`${paymentStatus.success}\` or \`${paymentStatus.failure}\` (the sandbox's values) and \`orderId\` the link's \`sessionId\`;`,
      `a **refund event** at \`{baseUrl}/webhooks/refund-event\` when you refund a successful payment by its \`orderId\`, with \`refundStatus\` \`${refundStatus}\` (the sandbox's value). This refund is the sandbox's own trigger for the event; how refunds are started in production is issued during onboarding.`,
    ],
    after: `Create the links with the credential headers from the network address you registered from: a registration sees only its own client's links, so nobody else's payments reach your URL. A registration lasts ${deliverySettings.registrationHours} hours; registering again replaces it.`,
  };
}

/** Whether the events are FASTag's, which follow the tolls and credits the sandbox books. */
export const hasFastagNotifications = (events: readonly DeliveryEventData[]): boolean =>
  events.some((event) => event.spec === "fastag");

/** How your own tolls, recharges and top-ups lead to FASTag notifications once your URL is registered. */
export function fastagRegistrationFacts(): RegistrationFacts {
  const recharge = `[\`/recharge\`](/fastag/api#${operationAnchor("rechargeRequest")})`;
  const seconds = deliverySettings.dueBookings.everyMs / 1000;
  return {
    intro:
      "Register your FASTag notification URL, and what the sandbox books on your channel's wallets leads to notifications. Which entries are notified is the sandbox's own choice; production's are issued during onboarding:",
    bullets: [
      `a **toll debit** (\`txnType\` \`debit\`) for each toll you book with [\`POST /fastag/tolls\`](#${operationAnchor("bookFastagToll")}), the sandbox's stand-in for a plaza, on a vehicle carrying an active tag of your channel;`,
      `a **credit** (\`txnType\` \`credit\`) when a ${recharge} succeeds, and when a new wallet's opening top-up is credited: within about ${seconds} ${seconds === 1 ? "second" : "seconds"} of falling due, with no further call.`,
    ],
    after: `Register and book with the nine \`BANK-*\` headers, from the network address you call the FASTag API from: a registration sees only its own client's bookings. Choose the standard notification or the bank variant (with \`balanceType\`), plain or encrypted; each entry is sent once, and the registration call below lists where each field comes from. A registration lasts ${deliverySettings.registrationHours} hours; registering again replaces it.`,
  };
}

/** Everything the section says on one page, from the events the page documents. */
export type DeliveriesSectionModel = {
  intro: string;
  events: EventFacts[];
  limits: { label: string; text: string }[];
  headers: HeaderFact[];
  encrypted?: string;
  registration?: RegistrationFacts;
  /** Where the events are InstaCollect's: how your own links lead to them. */
  webhookRegistration?: RegistrationFacts;
  /** Where the events are FASTag's: how your own tolls and credits lead to them. */
  fastagRegistration?: RegistrationFacts;
  consoleNote: string;
  apiIntro: string;
  /** The console's time-scale field: its bounds, and what they mean. */
  timeScale: { min: number; max: number; hint: string };
};

/**
 * What the sandbox says about delivering `events` (every event, on the deliveries page), or
 * undefined when there are none.
 */
export function deliveriesSectionModel(
  events: readonly DeliveryEventData[] = deliveryEvents,
): DeliveriesSectionModel | undefined {
  if (events.length === 0) return undefined;
  const calls = events.length === 1 ? "this call" : "these calls";
  return {
    intro: `The sandbox this site serves can make ${calls} to a URL of yours: the documented body filled with sandbox values, your answer read by the documented rule, and retries on the schedule below. It logs every attempt with your answer, and sends a delivery again when you ask.`,
    events: events.map((event) => ({
      event: event.event,
      label: event.label,
      delivered: `${answerRuleText[event.answerRule]}.`,
      retries: `${capitalized(retryText(event.retryMinutes))}.`,
      schedule: scheduleText[event.schedule],
      encryptable: event.encryptable === true,
      authenticates: takesAuth(event),
    })),
    limits: limitFacts(events),
    headers: attemptHeaders(events),
    ...(events.some((event) => event.encryptable)
      ? {
          encrypted: `With \`encrypted\` true the notification carries \`transactionsEncrypted\` instead of \`transactions\`: AES-128-CBC under the published test key \`${fastagTestKeyHex}\`, which the [payload cipher](/encryption) decrypts.`,
        }
      : {}),
    ...(events.some((event) => isRegisteredEvent(event.event)) ? { registration: registrationFacts() } : {}),
    ...(hasInstaCollectWebhooks(events) ? { webhookRegistration: webhookRegistrationFacts() } : {}),
    ...(hasFastagNotifications(events) ? { fastagRegistration: fastagRegistrationFacts() } : {}),
    consoleNote:
      "The console sends to the sandbox on this site and shows each attempt as it happens; what you type goes nowhere else.",
    apiIntro:
      "The console calls these operations of the sandbox's deliveries API; your own code can call them on this origin too.",
    timeScale: {
      min: deliverySettings.timeScale.min,
      max: deliverySettings.timeScale.max,
      hint: `${deliverySettings.timeScale.min} is the real schedule; at 60 ${timeScaleText(60)}, at ${deliverySettings.timeScale.max} ${timeScaleText(deliverySettings.timeScale.max)}.`,
    },
  };
}
