/**
 * Runs the biller conformance suite: calls the biller's endpoints with the documented requests of
 * the chosen version and judges each answer by the named checks. Everything that touches the
 * network comes in as `KitDeps`, so the command line and the portal's server run the same suite.
 */
import { kitChecks } from "../../content/biller-kit/kit-checks";
import { kitVersionOf, type KitEndpointId } from "../../content/biller-kit/kit-versions";
import { deliveryEvents, type DeliveryEventData } from "../../content/sandbox/deliveries";
import type { Attempt } from "../deliveries/delivery";
import { sampleEventBody } from "../deliveries/event-bodies";
import { authHeaders } from "./kit-auth";
import { makeCall, type KitCall, type KitCaller } from "./kit-call";
import type { KitConfig } from "./kit-config";
import { fetchResults, type ShapeCheck } from "./fetch-checks";
import {
  fetchRequest,
  newBbpsRefId,
  newTransactionId,
  postingRequest,
  validationRequest,
  type KitPayment,
} from "./kit-requests";
import { summarise, type KitReport, type KitResult } from "./kit-report";
import { notApplicable, notRun, resultOf, valueAt } from "./kit-verdict";
import { receiverResults, type ReceiverEndpoint } from "./notification-checks";
import { postingResults } from "./posting-checks";
import { transportResults } from "./transport-checks";
import { validationResults } from "./validation-checks";

export type KitDeliveryRequest = {
  event: DeliveryEventData;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeScale: number;
};

export type KitDeps = {
  call: KitCaller;
  /** The problems of a value against a schema of the biller document, with dotted paths. */
  shape: ShapeCheck;
  /** Sends a notification through the delivery engine; resolves with its log once it is accepted or out of retries. */
  deliver: (request: KitDeliveryRequest) => Promise<Attempt[]>;
  /** How much the retry schedule is compressed: 600 turns a minute into 100 ms. */
  timeScale: number;
  now?: () => number;
  onResult?: (result: KitResult) => void;
};

const eventOf = (event: ReceiverEndpoint) => deliveryEvents.find((data) => data.event === event)!;

/** Every check of `endpoint` that applies to the version, answered with one verdict (no URL, nothing to pay). */
function allChecks(
  config: KitConfig,
  endpoint: KitEndpointId,
  verdict: ReturnType<typeof notApplicable>,
): KitResult[] {
  const ids = kitChecks
    .filter((check) => check.endpoint === endpoint || check.endpoint === "transport")
    .filter(
      (check) => !("versions" in check) || (check.versions as readonly string[]).includes(config.version),
    );
  return ids.map((check) => resultOf(check.id, endpoint, verdict, []));
}

/** The bill the kit pays: the fetched one (v1.1: under its first payment option), else the configured payment. */
function paymentOf(config: KitConfig, due: KitCall | undefined): KitPayment | undefined {
  const json = due?.json;
  if (valueAt(json, "status") === "SUCCESS") {
    const bill =
      config.version === "aggregator"
        ? valueAt(json, "data")
        : config.version === "b2b"
          ? valueAt(json, "bills.0")
          : json;
    const amount = valueAt(bill, config.version === "b2b" ? "amount" : "amountDue");
    const billNumber = valueAt(bill, "billNumber");
    const options = valueAt(bill, "paymentOptions");
    const [option] =
      config.version === "v1.1" && typeof options === "object" && options !== null && !Array.isArray(options)
        ? Object.entries(options as Record<string, unknown>)
        : [];
    const optionAmount = option ? valueAt(option[1], "amount") : undefined;
    if (typeof billNumber === "string" && Number.isInteger(optionAmount ?? amount))
      return {
        amountPaise: (optionAmount ?? amount) as number,
        billNumber,
        ...(option && Number.isInteger(optionAmount) ? { option: option[0] } : {}),
      };
  }
  return config.payment;
}

export async function runKit(config: KitConfig, deps: KitDeps): Promise<KitReport> {
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const version = kitVersionOf(config.version);
  const results: KitResult[] = [];
  const report = (found: KitResult[]) => {
    results.push(...found);
    for (const result of found) deps.onResult?.(result);
  };
  const call = async (purpose: string, url: string, body: unknown) =>
    makeCall(deps.call, { purpose, url, headers: await authHeaders(config.auth, now()), body });
  const uses = (endpoint: KitEndpointId) => version.endpoints.includes(endpoint);
  const urlOf = (endpoint: KitEndpointId) => (uses(endpoint) ? config.endpoints[endpoint] : undefined);
  const missing = (endpoint: KitEndpointId) =>
    uses(endpoint) && !config.endpoints[endpoint]
      ? allChecks(
          config,
          endpoint,
          notApplicable("No URL was given for this endpoint, so it was not tested."),
        )
      : [];

  // The receivers wait out the compressed retry schedule, so they run beside the other calls.
  const receivers = (["settlementNotification", "paymentNotification"] as const).map(async (endpoint) => {
    const url = urlOf(endpoint);
    if (!url) return missing(endpoint);
    const event = eventOf(endpoint);
    const body = await sampleEventBody(event.event, now());
    if (endpoint === "settlementNotification" && config.billerId)
      (body as Record<string, unknown>).bbps_biller_id = config.billerId;
    const headers = await authHeaders(config.auth, now());
    const attempts = await deps.deliver({ event, url, headers, body, timeScale: deps.timeScale });
    const repeat = await call(`${event.label}, sent again`, url, body);
    return [
      ...transportResults(endpoint, url, [repeat], config.timeoutMs),
      ...receiverResults({ endpoint, event, url, body, timeScale: deps.timeScale, attempts, repeat }),
    ];
  });

  let due: KitCall | undefined;
  const fetchUrl = urlOf("fetch");
  if (fetchUrl) {
    const bbpsRefId = newBbpsRefId();
    const [dueCall, unknown, nothingDue] = await Promise.all([
      call(
        "fetch for the customer with a bill due",
        fetchUrl,
        fetchRequest(config, config.customers.due, bbpsRefId),
      ),
      call(
        "fetch for the unknown customer",
        fetchUrl,
        fetchRequest(config, config.customers.unknown, newBbpsRefId()),
      ),
      call(
        "fetch for the customer with nothing due",
        fetchUrl,
        fetchRequest(config, config.customers.nothingDue, newBbpsRefId()),
      ),
    ]);
    due = dueCall;
    report([
      ...transportResults("fetch", fetchUrl, [dueCall, unknown, nothingDue], config.timeoutMs),
      ...fetchResults(config.version, { due: dueCall, unknown, nothingDue }, deps.shape, new Date(now())),
    ]);
  } else report(missing("fetch"));

  const postingUrl = urlOf("posting");
  if (postingUrl) {
    const payment = paymentOf(config, due);
    if (!payment)
      report(
        allChecks(
          config,
          "posting",
          notRun(
            "There was no bill to pay: the fetch gave none, and no payment (amount and bill number) was configured.",
          ),
        ),
      );
    else {
      const reference = { transactionId: newTransactionId(), bbpsRefId: newBbpsRefId() };
      const body = postingRequest(config, config.customers.due, payment, reference);
      const first = await call("payment for the customer with a bill due", postingUrl, body);
      const again = await call("the same payment posted again", postingUrl, body);
      const unknownCustomer = await call(
        "payment for the unknown customer",
        postingUrl,
        postingRequest(config, config.customers.unknown, payment, {
          transactionId: newTransactionId(),
          bbpsRefId: newBbpsRefId(),
        }),
      );
      report([
        ...transportResults("posting", postingUrl, [first, again, unknownCustomer], config.timeoutMs),
        ...postingResults(
          config.version,
          { first, again, unknownCustomer, billTotalPaise: payment.amountPaise },
          deps.shape,
        ),
      ]);
    }
  } else report(missing("posting"));

  const validationUrl = urlOf("validation");
  if (validationUrl) {
    const validation = await call(
      "validation for the customer with a bill due",
      validationUrl,
      validationRequest(config, config.customers.due),
    );
    report([
      ...transportResults("validation", validationUrl, [validation], config.timeoutMs),
      ...validationResults(validation, deps.shape),
    ]);
  } else report(missing("validation"));

  for (const found of await Promise.all(receivers)) report(found);
  return {
    version: config.version,
    startedAt: new Date(startedAt).toISOString(),
    durationMs: now() - startedAt,
    results,
    ...summarise(results),
  };
}
