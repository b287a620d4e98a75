import { deliverySettings } from "../../content/sandbox/deliveries";
import { sandboxAttemptHeaders } from "../../core/deliveries/delivery";
import { checkDestination } from "../../core/deliveries/destination";
import { sandboxFailure, type SandboxReply } from "../../core/sandbox/reply";
import type { SandboxStore } from "../../core/store/sandbox-store";
import type { SandboxRequest } from "./sandbox-request";

/** The checks every call that makes the sandbox send something goes through. */

export type RateLimitRuntime = { store: SandboxStore; now: () => number };

const minuteMs = 60_000;

/** What a client may do in a minute: the store key it is counted under, the limit, and what it counts. */
export type Allowance = { key: string; perMinute: number; what?: string };

/** Delivery triggers, redeliveries and registrations share one allowance. */
const triggerAllowance: Allowance = { key: "rate", perMinute: deliverySettings.triggersPerMinute };

/**
 * Counts the call against the client's allowance for this minute; a reply when it is spent.
 * A fixed window in the store, so that every instance counts the same calls.
 */
export async function rateLimited(
  runtime: RateLimitRuntime,
  client: string,
  allowance: Allowance = triggerAllowance,
): Promise<SandboxReply | undefined> {
  const now = runtime.now();
  const windowEnd = (Math.floor(now / minuteMs) + 1) * minuteMs;
  const count = await runtime.store.increment(`${allowance.key}:${client}:${windowEnd}`, windowEnd);
  if (count <= allowance.perMinute) return undefined;
  const what = allowance.what === undefined ? "" : ` ${allowance.what}`;
  const reply = sandboxFailure(
    "SANDBOX_RATE_LIMITED",
    `The limit is ${allowance.perMinute}${what} a minute.`,
  );
  return { ...reply, headers: { "Retry-After": String(Math.ceil((windowEnd - now) / 1000)) } };
}

export function refusedDestination(
  url: string,
  allowedHosts: readonly string[],
  field: string,
): SandboxReply | undefined {
  const checked = checkDestination(url, allowedHosts);
  if (checked.ok) return undefined;
  return sandboxFailure(
    "SANDBOX_DESTINATION_REFUSED",
    `${field}: the URL is refused (rule ${checked.problem.rule}): ${checked.problem.message}`,
    [{ path: `/${field}`, message: checked.problem.message }],
  );
}

/**
 * `readBody`'s precheck for the URL fields of a body: a URL the sandbox cannot send to answers
 * `SANDBOX_DESTINATION_REFUSED`, naming the rule, before the schema (whose `format: uri` refuses
 * some of the same URLs) could answer it as an invalid request. `toUrl` gives the URL a field leads
 * to, e.g. InstaCollect's `baseUrl` → `{baseUrl}/webhooks/payment-event`.
 */
export function destinationPrecheck(
  fields: readonly string[],
  allowedHosts: readonly string[],
  toUrl: (value: string) => string = (value) => value,
): (body: unknown) => SandboxReply | undefined {
  return (body) => {
    const values = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    for (const field of fields) {
      const value = values[field];
      if (typeof value !== "string") continue;
      const refused = refusedDestination(toUrl(value), allowedHosts, field);
      if (refused) return refused;
    }
    return undefined;
  };
}

/**
 * A call the sandbox itself delivered (it carries the delivery header) may not ask for more
 * deliveries: a URL pointing back at the sandbox would otherwise make each attempt a new delivery.
 */
export function deliveredBySandbox(request: SandboxRequest): SandboxReply | undefined {
  if (request.header(sandboxAttemptHeaders.deliveryId.toLowerCase()) === undefined) return undefined;
  return sandboxFailure(
    "SANDBOX_DESTINATION_REFUSED",
    "(rule loop): a call the sandbox delivered cannot ask for another delivery.",
  );
}
