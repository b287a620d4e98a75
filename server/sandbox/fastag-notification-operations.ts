import { deliverySettings } from "../../content/sandbox/deliveries";
import type { FastagHeader } from "../../content/sandbox/fastag";
import {
  notificationTransaction,
  type FastagNotificationEvent,
} from "../../core/fastag-sandbox/fastag-notification-body";
import type { FastagNotifications } from "../../core/fastag-sandbox/fastag-notifications";
import type { FastagRuntime } from "../../core/fastag-sandbox/fastag-runtime";
import { bookToll } from "../../core/fastag-sandbox/tolls";
import { sandboxFailure, type SandboxReply } from "../../core/sandbox/reply";
import { checkCredentialHeaders } from "./credential-headers";
import {
  deliveredBySandbox,
  rateLimited,
  destinationPrecheck,
  type RateLimitRuntime,
} from "./delivery-guards";
import { readBody } from "./operation-handler";
import type { BodyCheck } from "./request-validator";
import type { SandboxRequest } from "./sandbox-request";

export type FastagNotificationRuntime = RateLimitRuntime & {
  notifications: FastagNotifications;
  /** The FASTag runtime of the thirteen operations, without what each request brings. */
  fastag: Omit<FastagRuntime, "channelId" | "client" | "timeScale">;
  /** The nine published `BANK-*` headers. */
  headers: readonly FastagHeader[];
  allowedHosts: readonly string[];
  checkNewRegistration: BodyCheck;
  checkNewToll: BodyCheck;
};

type Handler = (request: SandboxRequest, id: string) => Promise<SandboxReply>;
export type FastagNotificationRoute = { pattern: RegExp; methods: Record<string, Handler> };

const headerCodes = {
  missing: "SANDBOX_MISSING_FASTAG_HEADERS",
  invalid: "SANDBOX_INVALID_FASTAG_HEADERS",
} as const;

/**
 * The sandbox's own FASTag calls (deliveries.yaml): registering a notification URL, reading what
 * it led to, and booking a toll, which the FASTag API has no call for since tolls come from the
 * plazas. Both POSTs take the nine `BANK-*` headers, as the thirteen operations do: the channel
 * they carry owns the wallets whose bookings are notified and whose tags pay the toll.
 */
export function fastagNotificationRoutes(runtime: FastagNotificationRuntime): FastagNotificationRoute[] {
  const expected = new Map(runtime.headers.map((header) => [header.name.toLowerCase(), header.value]));
  const required = [...expected.keys()];

  /**
   * The loop, header and body checks both POSTs make, in that order, with the destination check of
   * the body's `urlFields`; the body, or the reply.
   */
  const checked = async (
    request: SandboxRequest,
    check: BodyCheck,
    urlFields: readonly string[] = [],
  ): Promise<{ body: Record<string, unknown>; channelId: string } | { reply: SandboxReply }> => {
    const loop = deliveredBySandbox(request);
    if (loop) return { reply: loop };
    const headers = checkCredentialHeaders(request.header, required, expected, headerCodes);
    if (!headers.ok) return { reply: sandboxFailure(headers.code, undefined, headers.errors, "deliveries") };
    const read = await readBody(
      request,
      "deliveries",
      check,
      destinationPrecheck(urlFields, runtime.allowedHosts),
    );
    if ("reply" in read) return read;
    return { body: read.body, channelId: request.header("bank-channel-id") ?? "" };
  };

  const register: Handler = async (request) => {
    const read = await checked(request, runtime.checkNewRegistration, ["url"]);
    if ("reply" in read) return read.reply;
    const body = read.body as {
      url: string;
      event?: FastagNotificationEvent;
      encrypted?: boolean;
      timeScale?: number;
    };
    const limited = await rateLimited(runtime, request.client);
    if (limited) return limited;
    const registration = await runtime.notifications.register({
      client: request.client,
      channelId: read.channelId,
      url: body.url,
      event: body.event ?? "transactionNotification",
      encrypted: body.encrypted ?? false,
      timeScale: body.timeScale ?? deliverySettings.timeScale.default,
    });
    return { status: 201, body: registration };
  };

  const readRegistration: Handler = async (_request, id) => {
    const registration = await runtime.notifications.read(id);
    return registration
      ? { status: 200, body: registration }
      : sandboxFailure("SANDBOX_REGISTRATION_NOT_FOUND", undefined, undefined, "deliveries");
  };

  const toll: Handler = async (request) => {
    const read = await checked(request, runtime.checkNewToll);
    if ("reply" in read) return read.reply;
    const { vehicleNumber, plazaCode } = read.body as { vehicleNumber: string; plazaCode: string };
    const limited = await rateLimited(runtime, request.client);
    if (limited) return limited;
    // A toll takes effect at once: no timeline to scale.
    const called: FastagRuntime = {
      ...runtime.fastag,
      channelId: read.channelId,
      client: request.client,
      timeScale: 1,
      witness: request.witness,
    };
    const booked = await bookToll({ vehicleNumber, plazaCode }, called);
    if (!booked.ok) return sandboxFailure("SANDBOX_TOLL_REFUSED", booked.problem, undefined, "deliveries");
    const deliveryId = await runtime.notifications.deliveryOf(booked.transaction, request.client);
    return {
      status: 202,
      body: {
        transaction: notificationTransaction(booked.transaction, { event: "transactionNotification" }),
        ...(deliveryId ? { deliveryId } : {}),
      },
    };
  };

  // Ids are matched loosely, so that a malformed one is "not found" rather than "no such operation".
  return [
    { pattern: /^\/fastag\/notification-urls$/, methods: { POST: register } },
    { pattern: /^\/fastag\/notification-urls\/([^/]+)$/, methods: { GET: readRegistration } },
    { pattern: /^\/fastag\/tolls$/, methods: { POST: toll } },
  ];
}
