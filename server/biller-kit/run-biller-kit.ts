/**
 * The biller conformance kit on Node: calls go out through the delivery engine's HTTP sender (one
 * timeout per call, a capped answer, no redirects followed), notifications through a delivery
 * engine of the kit's own on an in-memory store, and every URL is checked against the allow-list
 * when one is given (the portal's server gives its own; the command line, run on the biller's
 * machine, gives none).
 */
import { fetchResponseSchemas } from "../../core/biller-kit/fetch-checks";
import type { KitCaller } from "../../core/biller-kit/kit-call";
import type { KitConfig } from "../../core/biller-kit/kit-config";
import type { KitReport, KitResult } from "../../core/biller-kit/kit-report";
import { runKit, type KitDeliveryRequest } from "../../core/biller-kit/run-kit";
import { deliveryEvents, deliverySettings } from "../../content/sandbox/deliveries";
import type { Attempt } from "../../core/deliveries/delivery";
import { DeliveryEngine } from "../../core/deliveries/delivery-engine";
import { checkDestination } from "../../core/deliveries/destination";
import { MemoryStore } from "../../core/store/memory-store";
import { httpSender, timeoutMessage } from "../deliveries/http-sender";
import { billerShape, compileBillerShapes } from "./biller-shapes";

export type BillerKitRunOptions = {
  /** Hosts the kit may call; undefined means any (the command line, run on the biller's own machine). */
  allowedHosts?: readonly string[];
  /** How much the notification retry schedule is compressed: 600 turns a minute into 100 ms. */
  timeScale?: number;
  /** Called as each result is known, for progress output. */
  onResult?: (result: KitResult) => void;
};

/** The kit's default compression: the settlement schedule's 25 minutes take 2.5 s. */
export const kitTimeScale = 600;
const userAgent = { "User-Agent": "bbps-biller-kit" };
const pollMs = 20;

export async function runBillerKit(config: KitConfig, options: BillerKitRunOptions = {}): Promise<KitReport> {
  const { allowedHosts } = options;
  const timeScale = options.timeScale ?? kitTimeScale;
  const refusal = (url: string) => {
    if (!allowedHosts) return undefined;
    const checked = checkDestination(url, allowedHosts);
    return checked.ok ? undefined : `Refused (rule ${checked.problem.rule}): ${checked.problem.message}`;
  };
  const send = httpSender({
    timeoutMs: config.timeoutMs,
    maxAnswerBytes: deliverySettings.maxAnswerBytes,
    maxSockets: 8,
  });

  const call: KitCaller = async ({ url, headers, body }) => {
    const refused = refusal(url);
    if (refused) return { error: refused, timedOut: false, durationMs: 0 };
    const started = performance.now();
    const outcome = await send({ url, headers: { ...userAgent, ...headers }, body: JSON.stringify(body) });
    const durationMs = Math.round(performance.now() - started);
    if ("error" in outcome)
      return {
        error: outcome.error,
        timedOut: outcome.error === timeoutMessage(config.timeoutMs),
        durationMs,
      };
    const { status, contentType, body: answer, truncated } = outcome.answer;
    return { status, contentType, body: answer, truncated, durationMs };
  };

  const store = new MemoryStore();
  const engine = new DeliveryEngine({
    store,
    send,
    events: deliveryEvents,
    destinationAllowed: refusal,
    keptMs: 3_600_000,
    loggedAnswerChars: deliverySettings.loggedAnswerBytes,
    idlePollMs: 50,
    leaseMs: config.timeoutMs + 20_000,
  });
  const deliver = async ({
    event,
    url,
    headers,
    body,
    timeScale: scale,
  }: KitDeliveryRequest): Promise<Attempt[]> => {
    const { id } = await engine.create({
      event,
      url,
      timeScale: scale,
      cause: "trigger",
      request: { headers: { ...userAgent, ...headers }, body: JSON.stringify(body) },
    });
    // Every attempt may take the whole timeout; the schedule's delays come on top.
    const scheduleMs = event.retryMinutes.reduce((sum, minutes) => sum + (minutes * 60_000) / scale, 0);
    const deadline = Date.now() + scheduleMs + (event.retryMinutes.length + 1) * (config.timeoutMs + 1000);
    for (;;) {
      const view = await engine.read(id);
      if (!view || view.status === "delivered" || view.status === "failed" || Date.now() > deadline)
        return view?.attempts ?? [];
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  const fetchSchema = fetchResponseSchemas[config.version];
  compileBillerShapes([
    ...(fetchSchema ? [fetchSchema] : []),
    "PaymentPostingOutcome",
    "BillValidationOutcome",
  ]);
  engine.start();
  try {
    return await runKit(config, {
      call,
      shape: billerShape,
      deliver,
      timeScale,
      ...(options.onResult ? { onResult: options.onResult } : {}),
    });
  } finally {
    await engine.stop();
    await store.close();
  }
}
