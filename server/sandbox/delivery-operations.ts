import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import type { DeliveryEngine } from "../../core/deliveries/delivery-engine";
import type { DeliveryAuth } from "../../core/deliveries/delivery-auth";
import { applyOverride, sampleEventBody } from "../../core/deliveries/event-bodies";
import type { NotificationRegistrations } from "../../core/deliveries/notification-registrations";
import { sandboxFailure, type SandboxReply } from "../../core/sandbox/reply";
import type { SandboxStore } from "../../core/store/sandbox-store";
import { deliveredBySandbox, destinationPrecheck, rateLimited } from "./delivery-guards";
import { readBody } from "./operation-handler";
import type { BodyCheck } from "./request-validator";
import type { SandboxRequest } from "./sandbox-request";

export type DeliveryRuntime = {
  engine: DeliveryEngine;
  registrations: NotificationRegistrations;
  store: SandboxStore;
  now: () => number;
  allowedHosts: readonly string[];
  billerIds: ReadonlySet<string>;
  checkNewDelivery: BodyCheck;
  checkNewRegistration: BodyCheck;
};

type Handler = (request: SandboxRequest, id: string) => Promise<SandboxReply>;
type Route = { pattern: RegExp; methods: Record<string, Handler> };

const events = new Map(deliveryEvents.map((event) => [event.event, event]));
const deliveryNotFound = () =>
  sandboxFailure("SANDBOX_DELIVERY_NOT_FOUND", undefined, undefined, "deliveries");

/** The sandbox's own deliveries API (content/specs/deliveries.yaml), below the sandbox's mount. */
export function deliveryRoutes(runtime: DeliveryRuntime): Route[] {
  const createDelivery: Handler = async (request) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    const read = await readBody(
      request,
      "deliveries",
      runtime.checkNewDelivery,
      destinationPrecheck(["url"], runtime.allowedHosts),
    );
    if ("reply" in read) return read.reply;
    const body = read.body as {
      event: string;
      url: string;
      timeScale?: number;
      override?: Record<string, unknown>;
      encrypted?: boolean;
      // Only on the events that take it (`takesAuth`): the schema refuses it on the others.
      auth?: DeliveryAuth;
    };
    const event = events.get(body.event);
    if (!event) return sandboxFailure("SANDBOX_INVALID_REQUEST", `Unknown event ${body.event}.`);
    const limited = await rateLimited(runtime, request.client);
    if (limited) return limited;
    const sample = await sampleEventBody(event.event, runtime.now(), {
      encrypted: event.encryptable === true && body.encrypted === true,
    });
    const headers =
      event.credentialHeaders === "instacollect"
        ? Object.fromEntries(deliverySettings.instaCollectCredentials.map(({ name, value }) => [name, value]))
        : {};
    const delivery = await runtime.engine.create({
      event,
      url: body.url,
      timeScale: body.timeScale ?? deliverySettings.timeScale.default,
      cause: "trigger",
      client: request.client,
      request: { headers, body: JSON.stringify(applyOverride(sample, body.override ?? {})) },
      ...(body.auth && body.auth.type !== "none" ? { auth: body.auth } : {}),
      ...(request.witness ? { witness: request.witness } : {}),
    });
    return { status: 202, body: delivery };
  };

  const getDelivery: Handler = async (_request, id) => {
    const delivery = await runtime.engine.read(id);
    return delivery ? { status: 200, body: delivery } : deliveryNotFound();
  };

  const redeliver: Handler = async (request, id) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    const limited = await rateLimited(runtime, request.client);
    if (limited) return limited;
    const delivery = await runtime.engine.redeliver(id);
    return delivery ? { status: 202, body: delivery } : deliveryNotFound();
  };

  const register: Handler = async (request) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    const read = await readBody(
      request,
      "deliveries",
      runtime.checkNewRegistration,
      destinationPrecheck(["paymentNotificationUrl", "settlementNotificationUrl"], runtime.allowedHosts),
    );
    if ("reply" in read) return read.reply;
    const body = read.body as {
      billerId: string;
      paymentNotificationUrl?: string;
      settlementNotificationUrl?: string;
      timeScale?: number;
      auth?: DeliveryAuth;
    };
    if (!runtime.billerIds.has(body.billerId))
      return sandboxFailure("SANDBOX_UNKNOWN_BILLER", `billerId ${body.billerId}.`, [
        { path: "/billerId", message: "is not a sandbox biller." },
      ]);
    const limited = await rateLimited(runtime, request.client);
    if (limited) return limited;
    const registration = await runtime.registrations.register({
      billerId: body.billerId,
      client: request.client,
      ...(body.paymentNotificationUrl ? { paymentNotificationUrl: body.paymentNotificationUrl } : {}),
      ...(body.settlementNotificationUrl
        ? { settlementNotificationUrl: body.settlementNotificationUrl }
        : {}),
      timeScale: body.timeScale ?? deliverySettings.timeScale.default,
      ...(body.auth && body.auth.type !== "none" ? { auth: body.auth } : {}),
      ...(request.witness ? { witness: request.witness } : {}),
    });
    return { status: 201, body: registration };
  };

  const readRegistration: Handler = async (_request, id) => {
    const registration = await runtime.registrations.read(id);
    return registration
      ? { status: 200, body: registration }
      : sandboxFailure("SANDBOX_REGISTRATION_NOT_FOUND", undefined, undefined, "deliveries");
  };

  // Ids are matched loosely here, so that a malformed one is "not found" rather than "no such operation".
  return [
    { pattern: /^\/deliveries$/, methods: { POST: createDelivery } },
    { pattern: /^\/deliveries\/([^/]+)$/, methods: { GET: getDelivery } },
    { pattern: /^\/deliveries\/([^/]+)\/redeliver$/, methods: { POST: redeliver } },
    { pattern: /^\/notification-urls$/, methods: { POST: register } },
    { pattern: /^\/notification-urls\/([^/]+)$/, methods: { GET: readRegistration } },
  ];
}
