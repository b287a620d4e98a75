import type { DeliveryAuth } from "../../../core/deliveries/delivery-auth";
import { deliverySettings } from "../../../content/sandbox/deliveries";
import { sandboxUrl } from "../../../core/sandbox/sandbox-url";
import {
  sandboxProblem,
  type DeliveryView,
  type RefundView,
  type RegistrationView,
  type SandboxProblem,
  type WebhookRegistrationView,
} from "./delivery-log";

/*
 * The deliveries API (content/specs/deliveries.yaml) as the console calls it: on this origin only,
 * which is all the page's policy (`connect-src 'self'`) allows, without cookies or a referrer.
 */

export type ApiResult<T> = { ok: true; value: T } | { ok: false; problem: SandboxProblem };

export type NewDelivery = {
  event: string;
  url: string;
  timeScale?: number;
  override?: Record<string, unknown>;
  encrypted?: boolean;
  auth?: DeliveryAuth;
};

export type NewRegistration = {
  billerId: string;
  paymentNotificationUrl?: string;
  settlementNotificationUrl?: string;
  timeScale?: number;
  auth?: DeliveryAuth;
};

export type NewWebhookRegistration = { baseUrl: string; timeScale?: number };

/** InstaCollect's calls carry its published sandbox credentials, as a partner's code would. */
const instaCollectHeaders = Object.fromEntries(
  deliverySettings.instaCollectCredentials.map((header) => [header.name, header.value]),
);

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(sandboxUrl(path), {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...extraHeaders },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
  } catch (error) {
    return {
      ok: false,
      problem: {
        title: "No answer",
        message: `The sandbox could not be reached: ${(error as Error).message}`,
        details: [],
      },
    };
  }
  const text = await response.text();
  if (!response.ok)
    return { ok: false, problem: sandboxProblem(response.status, text, response.headers.get("Retry-After")) };
  try {
    return { ok: true, value: JSON.parse(text) as T };
  } catch {
    return { ok: false, problem: sandboxProblem(response.status, text, null) };
  }
}

const segment = encodeURIComponent;

export const deliveriesApi = {
  create: (request: NewDelivery) => call<DeliveryView>("POST", "/deliveries", request),
  read: (id: string) => call<DeliveryView>("GET", `/deliveries/${segment(id)}`),
  redeliver: (id: string) => call<DeliveryView>("POST", `/deliveries/${segment(id)}/redeliver`),
  register: (request: NewRegistration) => call<RegistrationView>("POST", "/notification-urls", request),
  readRegistration: (id: string) => call<RegistrationView>("GET", `/notification-urls/${segment(id)}`),
  registerWebhooks: (request: NewWebhookRegistration) =>
    call<WebhookRegistrationView>("POST", "/instacollect/webhook-urls", request, instaCollectHeaders),
  readWebhooks: (id: string) =>
    call<WebhookRegistrationView>("GET", `/instacollect/webhook-urls/${segment(id)}`),
  refund: (orderId: string) =>
    call<RefundView>("POST", "/instacollect/refunds", { orderId }, instaCollectHeaders),
};
