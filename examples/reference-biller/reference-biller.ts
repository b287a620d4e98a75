/**
 * A reference biller: the endpoints the provider calls on a biller (bill fetch, payment posting,
 * bill validation) and the two notification receivers, for every biller guide version at once, on
 * `node:http` alone so that a partner can read it end to end and copy the part they need. It keeps
 * its customers and postings in memory; a real biller reads and writes its own books.
 *
 * With no faults it keeps every rule the guides state. Each fault breaks one rule, so that a
 * conformance tool can be shown to catch it.
 *
 * @example
 * const biller = await startReferenceBiller();
 * await fetch(`${biller.url}/v1.0/bill-fetch`, { method: "POST", body: '{"loan_number":"CUST0001"}' });
 * await biller.close();
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Each fault makes one answer break one rule (the README says which). */
export const referenceBillerFaults = [
  // Bill fetch
  "bill-date-after-due-date",
  "bill-date-in-future",
  "five-additional-info",
  "amount-in-rupees",
  "unknown-customer-answers-02",
  "nothing-due-answers-01",
  "payment-option-min-above-max",
  "five-payment-options",
  "b2b-repeated-bill-number",
  "split-sum-mismatch",
  "slow-fetch",
  // Payment posting
  "short-acknowledgement-id",
  "duplicate-answered-success",
  "failure-with-acknowledgement-id",
  "posting-split-sum-mismatch",
  // Bill validation
  "validation-five-additional-info",
  // Notification receivers
  "receiver-rejects-once",
  "receiver-always-rejects",
  // Every answer
  "text-content-type",
] as const;
export type ReferenceBillerFault = (typeof referenceBillerFaults)[number];

export const isReferenceBillerFault = (id: string): id is ReferenceBillerFault =>
  (referenceBillerFaults as readonly string[]).includes(id);

/** The test customers: one with a bill due, one the biller does not know, one who owes nothing. */
export const referenceCustomers = { due: "CUST0001", unknown: "CUST9999", nothingDue: "CUST0002" } as const;

/** The only biller this example answers for as an aggregator; requests for another biller get 01. */
export const referenceBillerId = "REFBILLER0001";

/**
 * The paths, per guide version. A biller chooses its own URLs and registers them during
 * onboarding; these are this example's, prefixed by version so that one server serves them all.
 */
export const referenceBillerEndpoints = {
  "v1.0": { fetch: "/v1.0/bill-fetch", posting: "/v1.0/payment-posting", validation: "/bill-validation" },
  "v1.1": { fetch: "/v1.1/bill-fetch", posting: "/v1.1/payment-posting", validation: "/bill-validation" },
  aggregator: { fetch: "/aggregator/bill-fetch", posting: "/aggregator/payment-posting" },
  b2b: { fetch: "/b2b/bill-fetch", posting: "/b2b/payment-posting" },
  "plan-mdm": { validation: "/plan-mdm/bill-validation", posting: "/plan-mdm/payment-posting" },
  "split-settlement": {
    fetch: "/split-settlement/bill-fetch",
    posting: "/split-settlement/payment-posting",
  },
} as const;

/** The notification receivers serve every version. */
export const referenceReceiverEndpoints = {
  settlementNotification: "/notifications/settlement",
  paymentNotification: "/notifications/payment",
} as const;

export type ReferenceBillerOptions = {
  /** 0, the default, picks a free port. */
  port?: number;
  host?: string;
  faults?: readonly ReferenceBillerFault[];
  /** The clock bills are dated by. */
  now?: () => Date;
};
export type ReferenceBiller = { url: string; close(): Promise<void> };

type Version = keyof typeof referenceBillerEndpoints;
type Receiver = keyof typeof referenceReceiverEndpoints;
type Route = { endpoint: "fetch" | "posting" | "validation"; version: Version } | { endpoint: Receiver };
type JsonObject = Record<string, unknown>;
type PostingStatus = "SUCCESS" | "FAILURE" | "DUPLICATE";

/** The name of the customer identifier varies by biller and is agreed during onboarding; the guides use this one. */
const identifierField = "loan_number";
const maxBodyBytes = 64 * 1024;
const slowFetchMs = 3000;

type Customer = { name: string; hasBillDue: boolean };
const customers = new Map<string, Customer>([
  [referenceCustomers.due, { name: "Asha Rao", hasBillDue: true }],
  [referenceCustomers.nothingDue, { name: "Vikram Iyer", hasBillDue: false }],
]);

/** Amounts are whole paise everywhere: ₹1,500.50 is 150050. */
const amountDue = 150_050;
const secondAccountShare = 50_000;

/**
 * The aggregator's posting answer carries an errorCode whose values are issued during onboarding;
 * these are this example's choice.
 */
const aggregatorPostingCodes: Record<PostingStatus, string> = {
  SUCCESS: "00",
  FAILURE: "01",
  DUPLICATE: "02",
};

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;
const wholePaise = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** JSON, or undefined when the body is not JSON (no JSON text parses to undefined). */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** customerParams names are the biller's own; this example reads the first entry's value, whatever its name. */
function firstCustomerParam(body: JsonObject): string | undefined {
  const first: unknown = Array.isArray(body.customerParams) ? body.customerParams[0] : undefined;
  return isObject(first) ? text(first.value) : undefined;
}

/** The customer a fetch or posting names, "unknown" for none of ours, "malformed" when it names none. */
function findCustomer(version: Version, body: unknown): Customer | "unknown" | "malformed" {
  if (!isObject(body)) return "malformed";
  if (version === "aggregator") {
    const id = firstCustomerParam(body);
    const billerId = text(body.billerId);
    if (id === undefined || billerId === undefined) return "malformed";
    if (billerId !== referenceBillerId) return "unknown";
    return customers.get(id) ?? "unknown";
  }
  const id = text(body[identifierField]);
  return id === undefined ? "malformed" : (customers.get(id) ?? "unknown");
}

/** The request handling, apart from HTTP, so that each answer reads as the guide states it. */
function createBiller(faults: ReadonlySet<ReferenceBillerFault>, now: () => Date) {
  const has = (fault: ReferenceBillerFault) => faults.has(fault);
  /** Payments recorded, by version and transaction reference: each version stands for its own biller. */
  const recorded = new Set<string>();
  /** Notification bodies seen, for the receiver-rejects-once fault. */
  const seenNotifications = new Set<string>();

  /**
   * `YYYY-MM-DD`, days from today in UTC. The UTC day is never after the day in India, so a bill
   * dated today is not in the future whichever of the two the provider compares with; dated in IST,
   * it would be, to a UTC comparison, from midnight to 05:30 IST. The date format is issued during
   * onboarding (only the aggregator guide fixes it).
   */
  const day = (offset: number) => new Date(now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  /** The bill's amounts, in paise; the amount-in-rupees fault writes them all in rupees instead. */
  const money = (paise: number) => (has("amount-in-rupees") ? paise / 100 : paise);

  function billDates() {
    if (has("bill-date-after-due-date")) return { billDate: day(0), dueDate: day(-1) };
    // Two UTC days ahead: from 18:30 UTC the day in India is already the UTC tomorrow.
    if (has("bill-date-in-future")) return { billDate: day(2), dueDate: day(15) };
    return { billDate: day(0), dueDate: day(15) };
  }

  /** The biller's own keys, at most 4. The value types are issued during onboarding. */
  function additionalInfo(): Record<string, string | number> {
    const info: Record<string, string | number> = {
      interest: 1500,
      penalty: 500,
      emiNumber: "12 of 36",
      branch: "Bengaluru",
    };
    if (has("five-additional-info")) info.nextEmiDate = day(45);
    return info;
  }

  /** v1.1 options: each amount lies within min and max and is a multiple of amountMultiple, if any. */
  function paymentOptions() {
    const partPayment = { amount: 50_000, min: 10_000, max: 150_000, amountMultiple: 1000 };
    // A min above max leaves no payable amount; still multiples of 1000, so that only the range rule breaks.
    if (has("payment-option-min-above-max")) partPayment.min = partPayment.max + partPayment.amountMultiple;
    const options: Record<string, { amount: number; min: number; max: number; amountMultiple?: number }> = {
      partPayment,
      advanceEmi: { amount: 300_000, min: 150_000, max: 450_000 },
      foreclosure: { amount: 900_000, min: 900_000, max: 900_000 },
    };
    // At most 4 options besides the default (amountDue): two more make 5.
    if (has("five-payment-options")) {
      options.minimumDue = { amount: 20_000, min: 20_000, max: 20_000 };
      options.overdueOnly = { amount: 30_000, min: 30_000, max: 30_000 };
    }
    return options;
  }

  /**
   * Two accounts; their bank codes must be pre-registered during onboarding (these are this
   * example's). The parts sum to the total; `short` (the split faults) takes ₹10 off the first.
   */
  const split = (total: number, short: boolean) => {
    // At most half to the second account, so that both get a share of a small payment.
    const second = Math.min(secondAccountShare, Math.floor(total / 2));
    return [
      { bankCode: "BANK01", amount: total - second - (short ? 1000 : 0) },
      { bankCode: "BANK02", amount: second },
    ];
  };

  function bill(version: Version, customer: Customer): JsonObject {
    const v10 = {
      customerName: customer.name,
      amountDue: money(amountDue),
      ...billDates(),
      billNumber: "BILL0001",
      // The bill period's values are issued during onboarding.
      billPeriod: "MONTHLY",
      additionalInfo: additionalInfo(),
    };
    switch (version) {
      case "v1.1":
        return { ...v10, paymentOptions: paymentOptions() };
      case "split-settlement":
        // Deemed split: the split comes with the bill and sums to its amount (in the bill's unit).
        return {
          ...v10,
          splitData: split(amountDue, has("split-sum-mismatch")).map((part) => ({
            ...part,
            amount: money(part.amount),
          })),
        };
      case "aggregator":
        // The aggregator bill sits in `data`, and its additionalInfo is a list of name/value.
        return {
          data: {
            ...v10,
            additionalInfo: Object.entries(v10.additionalInfo).map(([name, value]) => ({
              name,
              value: String(value),
            })),
          },
        };
      case "b2b": {
        // Every open bill, each with its own number, since a payment names the bill it pays.
        const { customerName, billPeriod, billDate, dueDate } = v10;
        const second = has("b2b-repeated-bill-number") ? "INV0001" : "INV0002";
        return {
          bills: [
            { amount: money(amountDue), billNumber: "INV0001", customerName, billPeriod, billDate, dueDate },
            { amount: money(98_025), billNumber: second, customerName, billPeriod, billDate, dueDate },
          ],
          // Its shape in B2B is issued during onboarding; this example uses v1.0's object.
          additionalInfo: v10.additionalInfo,
        };
      }
      default:
        return v10; // v1.0 (plan MDM billers validate instead of fetching)
    }
  }

  /** SUCCESS 00 with the bill; FAILURE 01 (no such customer), 02 (nothing due) or 03 (any other problem). */
  function fetchAnswer(version: Version, body: unknown): JsonObject {
    const customer = findCustomer(version, body);
    if (customer === "malformed") return { status: "FAILURE", errorCode: "03" };
    if (customer === "unknown") {
      return { status: "FAILURE", errorCode: has("unknown-customer-answers-02") ? "02" : "01" };
    }
    if (!customer.hasBillDue) {
      return { status: "FAILURE", errorCode: has("nothing-due-answers-01") ? "01" : "02" };
    }
    return { status: "SUCCESS", errorCode: "00", ...bill(version, customer) };
  }

  /** Alphanumeric, at least 8 characters. */
  const newAcknowledgementId = () => {
    const random = randomUUID().replaceAll("-", "").toUpperCase();
    return `ACK${random.slice(0, has("short-acknowledgement-id") ? 3 : 12)}`;
  };

  /** FAILURE and DUPLICATE come with an empty acknowledgementId. */
  function posted(version: Version, status: PostingStatus, acknowledgementId = ""): JsonObject {
    const answer =
      status === "FAILURE" && has("failure-with-acknowledgement-id")
        ? { status, acknowledgementId: newAcknowledgementId() }
        : { status, acknowledgementId };
    return version === "aggregator" ? { ...answer, errorCode: aggregatorPostingCodes[status] } : answer;
  }

  /**
   * SUCCESS records the payment; the same transaction reference again is a DUPLICATE, which is not
   * retried, so it must never be recorded twice. FAILURE is the guides' only refusal and is retried
   * in batches until accepted: this biller answers it for a payment it cannot record (a malformed
   * request, an unknown customer), and records a payment from a customer with nothing due as an
   * advance rather than have it retried. v1.1's `amount` and `paymentOption` are recorded as sent:
   * which answer a payment outside the option's limits gets is not published.
   */
  function postingAnswer(version: Version, body: unknown): JsonObject {
    const customer = findCustomer(version, body);
    const payment = isObject(body) ? body : {};
    // The aggregator's transaction reference is its bbpsRefId; the others send transactionId.
    const reference = text(version === "aggregator" ? payment.bbpsRefId : payment.transactionId);
    // Aggregator requests do not list the amount; the others must carry it in whole paise.
    const amountPaid = wholePaise(payment.amountPaid);
    const hasAmount = version === "aggregator" || amountPaid !== undefined;
    if (customer === "malformed" || reference === undefined || !hasAmount) return posted(version, "FAILURE");
    if (customer === "unknown") return posted(version, "FAILURE");

    const key = `${version} ${reference}`;
    if (recorded.has(key) && !has("duplicate-answered-success")) return posted(version, "DUPLICATE");
    recorded.add(key);
    const answer = posted(version, "SUCCESS", newAcknowledgementId());
    // Realtime split: the split comes back with the payment and sums to the total bill amount.
    if (version === "split-settlement") {
      return { ...answer, splitData: split(amountDue, has("posting-split-sum-mismatch")) };
    }
    return answer;
  }

  /**
   * The validation status and errorCode values are issued during onboarding; this example's choice
   * is the fetch codes: SUCCESS 00, FAILURE 01 (no such customer) or 03 (malformed).
   */
  function validationAnswer(body: unknown): JsonObject {
    const id = isObject(body) ? firstCustomerParam(body) : undefined;
    const customer = id === undefined ? undefined : customers.get(id);
    if (!customer) {
      return { status: "FAILURE", errorCode: id === undefined ? "03" : "01", data: { additionalInfo: [] } };
    }
    // A list of name/value, at most 4 entries.
    const additionalInfo = [
      { name: "Customer Name", value: customer.name },
      { name: "Account Status", value: "ACTIVE" },
      { name: "Current Plan", value: "PLAN-MONTHLY-299" },
      { name: "Plan Valid Until", value: day(15) },
    ];
    if (has("validation-five-additional-info")) additionalInfo.push({ name: "Branch", value: "Bengaluru" });
    return { status: "SUCCESS", errorCode: "00", data: { additionalInfo } };
  }

  /**
   * HTTP 200 with success true once stored, false to have it sent again. A real receiver stores the
   * notification before answering true, keyed by settlement_utr (txnReferenceId for payments), so
   * that a retried notification is stored once.
   */
  function notificationAnswer(endpoint: Receiver, rawBody: string, body: unknown): JsonObject {
    const wellFormed =
      endpoint === "settlementNotification"
        ? isObject(body) && typeof body.bbps_biller_id === "string" && Array.isArray(body.settlements)
        : isObject(body) && isObject(body.data) && isObject(body.data.payment);
    if (!wellFormed || has("receiver-always-rejects")) return { success: false };
    if (has("receiver-rejects-once")) {
      const key = `${endpoint} ${rawBody}`;
      if (!seenNotifications.has(key)) {
        seenNotifications.add(key);
        return { success: false };
      }
    }
    return { success: true };
  }

  return function answer(route: Route, rawBody: string): JsonObject {
    const body = parseJson(rawBody);
    switch (route.endpoint) {
      case "fetch":
        return fetchAnswer(route.version, body);
      case "posting":
        return postingAnswer(route.version, body);
      case "validation":
        return validationAnswer(body);
      default:
        return notificationAnswer(route.endpoint, rawBody, body);
    }
  };
}

/** Every path to what it answers; `/bill-validation` serves v1.0 and v1.1 alike. */
const routes = new Map<string, Route>([
  ...Object.entries(referenceBillerEndpoints).flatMap(([version, paths]) =>
    Object.entries(paths).map(([endpoint, path]): [string, Route] => [
      path,
      { endpoint: endpoint as "fetch" | "posting" | "validation", version: version as Version },
    ]),
  ),
  ...Object.entries(referenceReceiverEndpoints).map(([endpoint, path]): [string, Route] => [
    path,
    { endpoint: endpoint as Receiver },
  ]),
]);

/** The body as text, or undefined when it is over the limit (read to its end so that the 413 is delivered). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    request.on("end", () =>
      resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks).toString("utf8")),
    );
    request.on("error", reject);
    // After "end" this does nothing; before it, the caller went away.
    request.on("close", () => reject(new Error("The request closed before its end.")));
  });
}

/** Starts the biller; `url` has no trailing slash. Rejects on an unknown fault id. */
export async function startReferenceBiller(options: ReferenceBillerOptions = {}): Promise<ReferenceBiller> {
  const { port = 0, host = "127.0.0.1", faults = [], now = () => new Date() } = options;
  const unknown = faults.filter((fault) => !isReferenceBillerFault(fault));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown fault ${unknown.join(", ")}; the faults are ${referenceBillerFaults.join(", ")}.`,
    );
  }
  const faultSet = new Set(faults);
  const answer = createBiller(faultSet, now);
  // Ends slow answers still waiting when the biller closes.
  const closing = new AbortController();

  function send(response: ServerResponse, status: number, body: unknown) {
    const json = JSON.stringify(body);
    response.writeHead(status, {
      "Content-Type": faultSet.has("text-content-type") ? "text/plain; charset=utf-8" : "application/json",
      "Content-Length": Buffer.byteLength(json),
    });
    response.end(json);
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? "/", "http://biller").pathname;
    const route = routes.get(path);
    if (!route) return send(response, 404, { error: `No endpoint at ${path}.` });
    if (request.method !== "POST") {
      response.setHeader("Allow", "POST");
      return send(response, 405, { error: `${path} answers POST only.` });
    }
    const tooLarge = { error: `The body is over ${maxBodyBytes} bytes.` };
    if (Number(request.headers["content-length"]) > maxBodyBytes) return send(response, 413, tooLarge);
    const rawBody = await readBody(request);
    if (rawBody === undefined) return send(response, 413, tooLarge);
    const body = answer(route, rawBody);
    if (route.endpoint === "fetch" && faultSet.has("slow-fetch")) {
      await sleep(slowFetchMs, undefined, { signal: closing.signal });
    }
    send(response, 200, body);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch(() => {
      // A caller gone mid-request, the biller closing, or a request line no URL parser reads:
      // answer if there is still someone to answer, and keep serving.
      if (!response.headersSent && !response.destroyed) send(response, 500, { error: "Internal error." });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${boundPort}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
