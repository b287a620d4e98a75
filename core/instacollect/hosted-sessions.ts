import { bytesToBase64Url } from "../base64url";
import { sameText } from "../constant-time";
import { failingPayments, instaCollectSettings } from "../../content/sandbox/instacollect";
import { checkPaymentAmount, parseAmount } from "../bill-payment/amount-rules";
import { customerParamValues } from "../bill-payment/customer-params";
import { paymentEventBody, refundEventBody, rupeesText, utcDateTime } from "../deliveries/event-bodies";
import { billerRefusal, lookUpBill } from "../sandbox/bill-lookup";
import type { DeliveryWitness } from "../deliveries/delivery-engine";
import type { CouRules } from "../sandbox/cou-runtime";
import type { LedgerPayment, PaymentLedger } from "../sandbox/payment-ledger";
import { randomId } from "../sandbox/random-id";
import type { TokenKey } from "../sandbox/signed-token";
import { sandboxCodes, type SandboxCode } from "../sandbox/sandbox-codes";
import type { CouSandboxData } from "../sandbox/sandbox-data";
import type { SandboxStore } from "../store/sandbox-store";
import { hostedCatalogue } from "./catalogue";
import type {
  Catalogue,
  FetchBillInput,
  HostedBill,
  HostedPayment,
  OpenedSession,
  PayInput,
  SessionAnswer,
  SessionProblem,
  SessionView,
} from "./hosted-page-api";
import { paymentFailsFor } from "./failing-payments";
import type { InstaCollectWebhooks } from "./instacollect-webhooks";
import { checkLinkInput, packLinkInput, unpackLinkInput, type LinkInput, type LinkSpec } from "./link-input";
import { openLink, sealLink } from "./sealed-link";

/** What a link carries, sealed: its session id, creation time, inactivity window, creator and input. */
type LinkToken = { s: string; t: number; o: number; c: string; i: unknown[] };

/**
 * Links read as links at a glance; the rest is sealed (core/instacollect/sealed-link.ts), so a link
 * shown to a customer gives away neither the partner's address nor the customer's mobile number.
 */
const linkIdPrefix = "icl_";

function readLinkToken(linkId: string, key: TokenKey): LinkToken | undefined {
  if (!linkId.startsWith(linkIdPrefix) || linkId.length > 8192) return undefined;
  const payload = openLink(linkId.slice(linkIdPrefix.length), key) as Partial<LinkToken> | undefined;
  const valid =
    typeof payload?.s === "string" &&
    typeof payload.t === "number" &&
    typeof payload.o === "number" &&
    typeof payload.c === "string" &&
    Array.isArray(payload.i);
  return valid ? (payload as LinkToken) : undefined;
}

/** A link's session as the store keeps it once the link opened. Times are epoch milliseconds. */
type SessionRecord = {
  sessionId: string;
  /** Who created the link: its payments' webhooks go to this client's registration. */
  client: string;
  spec: LinkSpec;
  timeoutMs: number;
  lastActiveAt: number;
  /** SHA-256 of the key the page received when the link opened. */
  keyHash: string;
  bill?: HostedBill;
};

export type Refund = {
  orderId: string;
  refundId: string;
  refundStatus: string;
  refundDateTime: string;
  deliveryId?: string;
};

/** A refusal with the sandbox code the server answers with. */
export type SessionRefusal = { refused: SandboxCode; detail?: string };

const keptMs = instaCollectSettings.keptHours * 3_600_000;
const openedKey = (sessionId: string) => `ic-link-opened:${sessionId}`;
const sessionKey = (sessionId: string) => `ic-session:${sessionId}`;
const paymentKey = (sessionId: string) => `ic-payment:${sessionId}`;
const paidKey = (sessionId: string) => `ic-paid:${sessionId}`;
const refundKey = (sessionId: string) => `ic-refund:${sessionId}`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return bytesToBase64Url(new Uint8Array(digest));
}

/**
 * Whether a session may fetch this bill: only what its link lands on and below it, as the page
 * offers no way above its landing. A bill link's session fetches its own bill and no other.
 */
function withinLanding(
  landing: LinkSpec["landing"],
  biller: { billerId: string; categoryCode: string },
  input: FetchBillInput,
): boolean {
  switch (landing.screen) {
    case "home":
      return true;
    case "billers":
      return biller.categoryCode === landing.categoryCode;
    case "fetch":
      return biller.billerId === landing.billerId;
    case "bill": {
      if (biller.billerId !== landing.billerId) return false;
      // The link's parameters name its customer; each must come back as the link gave it.
      const sent = customerParamValues(input.customerParams);
      return landing.customerParams.every(({ name, value }) => sent[name] === value);
    }
  }
}

/** Whether paying this customer's bill fails: a published bill says so for its biller and parameters. */
function paymentFails(bill: HostedBill): boolean {
  return paymentFailsFor(failingPayments, bill.billerId, bill.customerParams);
}

export type HostedSessionsOptions = {
  store: SandboxStore;
  /** Signs links. */
  key: TokenKey;
  now: () => number;
  data: CouSandboxData;
  rules: Pick<CouRules, "amountEditability" | "meaningOf">;
  ledger: PaymentLedger;
  webhooks: InstaCollectWebhooks;
  /** Told of every successful payment, with the link creator's address (biller notifications follow); never throws. */
  paid?: (payment: LedgerPayment, client: string, witness?: DeliveryWitness) => Promise<void>;
};

/**
 * InstaCollect's links and the sessions they open. Sessions live in the sandbox store so that
 * every instance agrees: a link opens once, a session ends after its inactivity window, and a
 * session pays once. The hosted page drives a session with the key it received when the link opened.
 */
export class HostedSessions {
  readonly #options: HostedSessionsOptions;
  readonly #catalogue: Catalogue;

  constructor(options: HostedSessionsOptions) {
    this.#options = options;
    this.#catalogue = hostedCatalogue(
      options.data,
      options.rules.amountEditability,
      instaCollectSettings.paymentChannel,
    );
  }

  get #store() {
    return this.#options.store;
  }

  /**
   * Creates a one-time link to the hosted page at `origin`; its session starts now. Nothing is
   * stored until the link opens: the link carries its input, signed, so a flood of links costs
   * the sandbox no memory, and any instance that knows the secret can open it.
   */
  create(input: LinkInput, client: string, origin: string, timeoutMs: number) {
    const link: LinkToken = {
      s: `ics_${randomId(26)}`,
      t: this.#options.now(),
      o: timeoutMs,
      c: client,
      i: packLinkInput(input),
    };
    const url = new URL(instaCollectSettings.payPagePath, origin);
    url.searchParams.set("link", `${linkIdPrefix}${sealLink(link, this.#options.key)}`);
    return { link: url.href, sessionId: link.s };
  }

  /** Opens a link: once only, and only while its session is alive. */
  async open(linkId: string): Promise<OpenedSession | SessionRefusal> {
    const link = readLinkToken(linkId, this.#options.key);
    const input = link && unpackLinkInput(link.i);
    // Checked again, so a link made before the sandbox's data changed cannot open onto nothing.
    const checked = input && checkLinkInput(input, this.#options.data);
    if (!link || !checked?.ok) return { refused: "SANDBOX_LINK_NOT_FOUND" };
    const now = this.#options.now();
    if (!(await this.#store.claim(openedKey(link.s), link.t + keptMs)))
      return { refused: "SANDBOX_LINK_USED" };
    if (now > link.t + link.o) return { refused: "SANDBOX_SESSION_EXPIRED" };
    const key = randomId(32);
    const record: SessionRecord = {
      sessionId: link.s,
      client: link.c,
      spec: checked.spec,
      timeoutMs: link.o,
      lastActiveAt: now,
      keyHash: await sha256(key),
    };
    await this.#save(record);
    return { sessionKey: key, session: await this.#view(record) };
  }

  async read(sessionId: string, key: string | undefined): Promise<SessionAnswer | SessionRefusal> {
    const record = await this.#active(sessionId, key);
    return "refused" in record ? record : this.#answer(record);
  }

  /** Fetches the customer's bill with the bill-payment sandbox's rules; a documented code if none. */
  async fetchBill(
    sessionId: string,
    key: string | undefined,
    input: FetchBillInput,
  ): Promise<SessionAnswer | SessionRefusal> {
    const record = await this.#active(sessionId, key);
    if ("refused" in record) return record;
    // A new fetch replaces the last bill; one that finds none leaves no bill to pay.
    const withoutBill: SessionRecord = { ...record };
    delete withoutBill.bill;
    const biller = this.#options.data.billers.find((candidate) => candidate.billerId === input.billerId);
    const now = this.#options.now();
    const problem = (operation: string, code: string, detail?: string) =>
      this.#answer(withoutBill, this.#documented(operation, code, detail));
    if (!biller || !withinLanding(record.spec.landing, biller, input))
      return problem("billFetchRequest", "ERR155", `No biller ${input.billerId} on this link.`);
    const values = customerParamValues(input.customerParams);
    const refusal = billerRefusal(biller, values, now);
    if (refusal) return problem("billFetchRequest", refusal.code, refusal.detail);
    const found = lookUpBill(biller, input.customerParams, this.#options.data, now, `BILL-${randomId(8)}`);
    if (!found.ok) return problem("getFetchedBill", found.code, found.detail);
    const customerParams = biller.customerParams.flatMap((param) =>
      Object.hasOwn(values, param.paramName)
        ? [{ name: param.paramName, value: values[param.paramName] ?? "" }]
        : [],
    );
    return this.#answer({
      ...withoutBill,
      bill: { ...found.bill, billerId: biller.billerId, customerParams },
    });
  }

  /** Pays the session's bill, once: a second call answers the first payment. */
  async pay(
    sessionId: string,
    key: string | undefined,
    input: PayInput,
    /** Takes the ids of the deliveries the payment leads to: its event and the biller's notifications. */
    witness?: DeliveryWitness,
  ): Promise<SessionAnswer | SessionRefusal> {
    const record = await this.#active(sessionId, key);
    if ("refused" in record) return record;
    if (await this.#payment(sessionId)) return this.#answer(record);
    const { bill } = record;
    if (!bill)
      return this.#answer(record, this.#sandboxProblem("SANDBOX_INVALID_REQUEST", "Fetch the bill first."));
    const biller = this.#options.data.billers.find((candidate) => candidate.billerId === bill.billerId);
    if (!biller) return this.#answer(record, this.#documented("makePayment", "ERR181"));
    if (!biller.paymentModes.some((mode) => mode.paymentMode === input.paymentMode))
      return this.#answer(
        record,
        this.#sandboxProblem("SANDBOX_INVALID_REQUEST", `${biller.name} does not take ${input.paymentMode}.`),
      );
    const amountCode = checkPaymentAmount({
      amount: input.amount,
      billAmount: bill.amount,
      exactness: biller.exactness,
      editability: this.#options.rules.amountEditability,
      channel: instaCollectSettings.paymentChannel,
      channelLimits: biller.paymentChannels,
    });
    if (amountCode)
      return this.#answer(
        record,
        this.#sandboxProblem(amountCode, `Bill amount ${rupeesText(bill.amount)}.`),
      );

    const now = this.#options.now();
    // A double click, or a second instance, must not pay twice.
    if (!(await this.#store.claim(paidKey(sessionId), now + keptMs))) return this.#answer(record);
    const amount = parseAmount(input.amount) ?? bill.amount;
    const fails = paymentFails(bill);
    const { paymentStatus } = instaCollectSettings;
    const payment: HostedPayment = {
      orderId: sessionId,
      transactionId: `SBXTXN${randomId(12)}`,
      amount,
      amountText: rupeesText(amount),
      paymentMode: input.paymentMode,
      paymentStatus: fails ? paymentStatus.failure : paymentStatus.success,
      paymentDateTime: utcDateTime(now),
      billerId: bill.billerId,
      billNumber: bill.billNumber,
    };
    await this.#store.put(paymentKey(sessionId), JSON.stringify(payment), now + keptMs);
    if (!fails) {
      const ledgerPayment: LedgerPayment = {
        txnReferenceId: payment.transactionId,
        billerId: bill.billerId,
        amount,
        txnMode: input.paymentMode,
        billNumber: bill.billNumber,
        billPeriod: bill.billPeriod,
        customerName: bill.customerName,
        customerParams: bill.customerParams,
        paidAt: now,
      };
      await this.#options.ledger.record(ledgerPayment);
      await this.#options.paid?.(ledgerPayment, record.client, witness);
    }
    await this.#options.webhooks
      .send(record.client, "paymentEvent", paymentEventBody(payment), "payment", witness)
      .catch((error: unknown) => console.error("sandbox: payment event:", error));
    return this.#answer({ ...record, lastActiveAt: now });
  }

  /**
   * Refunds a successful payment once and sends the refund event to the link creator's URL. Only
   * the client that created the link may: to any other, the payment is not found, so an `orderId`
   * that leaks lets nobody else refund it or learn that it exists.
   */
  async refund(orderId: string, client: string, witness?: DeliveryWitness): Promise<Refund | SessionRefusal> {
    const payment = await this.#payment(orderId);
    const record = payment ? await this.#load(orderId) : undefined;
    if (!payment || !record || record.client !== client) return { refused: "SANDBOX_PAYMENT_NOT_FOUND" };
    if (payment.paymentStatus !== instaCollectSettings.paymentStatus.success)
      return { refused: "SANDBOX_NOT_REFUNDABLE", detail: "The payment failed." };
    const now = this.#options.now();
    if (!(await this.#store.claim(refundKey(orderId), now + keptMs)))
      return { refused: "SANDBOX_NOT_REFUNDABLE", detail: "It has already been refunded." };
    const refund: Refund = {
      orderId,
      refundId: `SBXRFD${randomId(12)}`,
      refundStatus: instaCollectSettings.refundStatus,
      refundDateTime: utcDateTime(now),
    };
    const deliveryId = await this.#options.webhooks.send(
      record.client,
      "refundEvent",
      refundEventBody(refund),
      "refund",
      witness,
    );
    return deliveryId ? { ...refund, deliveryId } : refund;
  }

  async #load(sessionId: string): Promise<SessionRecord | undefined> {
    const stored = await this.#store.get(sessionKey(sessionId));
    return stored === undefined ? undefined : (JSON.parse(stored) as SessionRecord);
  }

  async #save(record: SessionRecord): Promise<void> {
    // Kept a day past its last activity: long enough to say "expired" rather than "not found".
    await this.#store.put(sessionKey(record.sessionId), JSON.stringify(record), record.lastActiveAt + keptMs);
  }

  async #payment(sessionId: string): Promise<HostedPayment | undefined> {
    const stored = await this.#store.get(paymentKey(sessionId));
    return stored === undefined ? undefined : (JSON.parse(stored) as HostedPayment);
  }

  #expired(record: SessionRecord, now: number): boolean {
    return now > record.lastActiveAt + record.timeoutMs;
  }

  /** The session a call names, if its key is right and it is still alive; it stays alive from now. */
  async #active(sessionId: string, key: string | undefined): Promise<SessionRecord | SessionRefusal> {
    const record = await this.#load(sessionId);
    if (!record || key === undefined || !sameText(await sha256(key), record.keyHash))
      return { refused: "SANDBOX_SESSION_KEY_INVALID" };
    const now = this.#options.now();
    // A paid session stays readable, so the result survives a reload after the window.
    if (this.#expired(record, now) && !(await this.#payment(sessionId)))
      return { refused: "SANDBOX_SESSION_EXPIRED" };
    return { ...record, lastActiveAt: now };
  }

  async #answer(record: SessionRecord, problem?: SessionProblem): Promise<SessionAnswer> {
    await this.#save(record);
    const session = await this.#view(record);
    return problem ? { session, problem } : { session };
  }

  async #view(record: SessionRecord): Promise<SessionView> {
    const { spec } = record;
    const payment = await this.#payment(record.sessionId);
    return {
      sessionId: record.sessionId,
      mobileNumber: spec.mobileNumber,
      ...(spec.agentMobileNumber ? { agentMobileNumber: spec.agentMobileNumber } : {}),
      landing: spec.landing,
      ...(spec.defaultAmount === undefined ? {} : { defaultAmount: spec.defaultAmount }),
      ...(spec.redirectTo ? { redirectTo: spec.redirectTo } : {}),
      expiresAt: record.lastActiveAt + record.timeoutMs,
      inactivitySeconds: Math.round(record.timeoutMs / 1000),
      catalogue: this.#catalogue,
      ...(record.bill ? { bill: record.bill } : {}),
      ...(payment ? { payment } : {}),
    };
  }

  #documented(operationId: string, code: string, detail?: string): SessionProblem {
    const meaning = this.#options.rules.meaningOf(operationId, code) ?? code;
    return { code, message: detail ? `${meaning} ${detail}` : meaning };
  }

  #sandboxProblem(code: SandboxCode, detail: string): SessionProblem {
    return { code, message: `${sandboxCodes[code].meaning} ${detail}` };
  }
}
