import type { z } from "zod";
import { kitRunSettings } from "../../content/biller-kit/kit-run-settings";
import { kitEndpointIds } from "../../content/biller-kit/kit-versions";
import { kitConfigSchema, type KitConfig } from "../../core/biller-kit/kit-config";
import type { KitReport } from "../../core/biller-kit/kit-report";
import { sandboxFailure, type RequestProblem, type SandboxReply } from "../../core/sandbox/reply";
import type { SandboxStore } from "../../core/store/sandbox-store";
import { deliveredBySandbox, rateLimited, refusedDestination } from "../sandbox/delivery-guards";
import { readBody } from "../sandbox/operation-handler";
import type { SandboxRequest } from "../sandbox/sandbox-request";
import { runBillerKit, type BillerKitRunOptions } from "./run-biller-kit";

export type BillerKitRouteRuntime = {
  store: SandboxStore;
  now: () => number;
  /** The hosts the kit may call: the deliveries' allow-list. */
  allowedHosts: readonly string[];
  /** Runs the suite; `runBillerKit` unless a test gives another. */
  run?: (config: KitConfig, options: BillerKitRunOptions) => Promise<KitReport>;
};

type Handler = (request: SandboxRequest, id: string) => Promise<SandboxReply>;
type Route = { pattern: RegExp; methods: Record<string, Handler> };

/** Below the sandbox's mount, as `kitRunSettings.url` (where the form posts) says. */
const runsPath = /^\/biller-kit\/runs$/;

/** Zod's issues as the sandbox lists request problems: a JSON pointer and a message, never the value. */
function problemsOf(error: z.ZodError): RequestProblem[] {
  return error.issues.map((issue) => ({
    path: `/${issue.path.map(String).join("/")}`,
    message: issue.message,
  }));
}

/** The secrets a config carries: never logged, and blanked wherever a biller's answer repeats them. */
function secretsOf(config: KitConfig): string[] {
  const { auth } = config;
  const secrets =
    auth.type === "basic"
      ? [auth.password, Buffer.from(`${auth.username}:${auth.password}`).toString("base64")]
      : auth.type === "bearer"
        ? [auth.token]
        : auth.type === "jwt"
          ? [auth.secret]
          : [];
  // A very short one would blank ordinary words of the report; the kit never sends it back itself.
  return secrets.filter((secret) => secret.length >= 6);
}

/** `value` with every string in it cleared of `secrets` (keys and structure untouched). */
function redacted(value: unknown, secrets: readonly string[]): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === "string")
    return secrets.reduce((text, secret) => text.split(secret).join("[redacted]"), value);
  if (Array.isArray(value)) return value.map((entry) => redacted(entry, secrets));
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, redacted(entry, secrets)]));
  return value;
}

/**
 * `POST /sandbox/biller-kit/runs`: runs the biller conformance kit against the biller's endpoints
 * in the body (a kit config) and answers the report. The same guards as deliveries: the body's size
 * cap, the destination allow-list for every URL before anything is called, a per-client limit in
 * the shared store (`kitRunSettings.runsPerMinute`), and at most `kitRunSettings.runsInFlight` runs
 * at once on this instance. Credentials are used for the calls only: never logged or answered.
 */
export function billerKitRoutes(runtime: BillerKitRouteRuntime): Route[] {
  const run = runtime.run ?? runBillerKit;
  let inFlight = 0;

  const runAllowance = {
    key: "kit-runs",
    perMinute: kitRunSettings.runsPerMinute,
    what: "conformance-kit runs",
  };

  const busy = (): SandboxReply => ({
    ...sandboxFailure(
      "SANDBOX_KIT_BUSY",
      `It runs ${kitRunSettings.runsInFlight} at once. Try again in ${kitRunSettings.busyRetryAfterSeconds} s.`,
      undefined,
      "deliveries",
    ),
    headers: { "Retry-After": String(kitRunSettings.busyRetryAfterSeconds) },
  });

  const startRun: Handler = async (request) => {
    const loop = deliveredBySandbox(request);
    if (loop) return loop;
    let config: KitConfig | undefined;
    const read = await readBody(
      request,
      "deliveries",
      (body) => {
        const parsed = kitConfigSchema.safeParse(body);
        if (!parsed.success) return problemsOf(parsed.error);
        config = parsed.data;
        return [];
      },
      () => undefined,
    );
    if ("reply" in read) return read.reply;
    if (!config) return sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, undefined, "deliveries");
    // Every URL is checked before the first call, so a refused one means nothing was called.
    for (const endpoint of kitEndpointIds) {
      const url = config.endpoints[endpoint];
      const refused =
        url === undefined
          ? undefined
          : refusedDestination(url, runtime.allowedHosts, `endpoints/${endpoint}`);
      if (refused) return refused;
    }
    // The slot is taken before the first await, so two requests cannot both take the last one.
    if (inFlight >= kitRunSettings.runsInFlight) return busy();
    inFlight += 1;
    try {
      const limited = await rateLimited(runtime, request.client, runAllowance);
      if (limited) return limited;
      let report: KitReport;
      try {
        report = await run(config, {
          allowedHosts: runtime.allowedHosts,
          timeScale: kitRunSettings.timeScale,
        });
      } catch (error) {
        // The message only: the config, and with it the credentials, stays out of the log.
        console.error(
          "sandbox: biller kit run:",
          error instanceof Error ? error.message : "an unknown error",
        );
        return sandboxFailure("SANDBOX_INTERNAL_ERROR", undefined, undefined, "deliveries");
      }
      return { status: 200, body: redacted(report, secretsOf(config)) as Record<string, unknown> };
    } finally {
      inFlight -= 1;
    }
  };

  return [{ pattern: runsPath, methods: { POST: startRun } }];
}
