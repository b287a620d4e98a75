import type { SandboxStore } from "../store/sandbox-store";

/** A payment the sandbox's make-payment accepted, as the provider's status and reports APIs show it. */
export type LedgerPayment = {
  /** make-payment's `txnId`, which get-payment-status returns too. */
  txnReferenceId: string;
  billerId: string;
  /** Paise. */
  amount: number;
  txnMode: string;
  billNumber: string;
  billPeriod: string;
  customerName: string;
  customerParams: { name: string; value: string }[];
  /** Epoch milliseconds. */
  paidAt: number;
  /**
   * The `agent.id` of the bill fetch the payment paid, which reports show as `BBPS.AgentID`.
   * Absent from payments recorded before the bill chain carried it.
   */
  agentId?: string | undefined;
};

/** How long the sandbox remembers a payment: a day, like the references it claims. */
const keptMs = 24 * 3_600_000;
/** The newest payments listed per biller. */
const maxPerBiller = 10_000;

/**
 * Payments made in the sandbox, so that the provider's transaction status and reports (and the
 * payment and settlement notifications) can show them. Kept in the sandbox's one store, so that
 * instances sharing Redis share the ledger too.
 */
export class PaymentLedger {
  readonly #store: SandboxStore;
  readonly #now: () => number;

  constructor(store: SandboxStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  async record(payment: LedgerPayment): Promise<void> {
    const expiresAt = this.#now() + keptMs;
    await this.#store.put(`payment:${payment.txnReferenceId}`, JSON.stringify(payment), expiresAt);
    await this.#store.append(
      `payments-of:${payment.billerId}`,
      payment.txnReferenceId,
      expiresAt,
      maxPerBiller,
    );
  }

  async find(txnReferenceId: string): Promise<LedgerPayment | undefined> {
    const stored = await this.#store.get(`payment:${txnReferenceId}`);
    return stored === undefined ? undefined : (JSON.parse(stored) as LedgerPayment);
  }

  /** The biller's payments, oldest first. */
  async forBiller(billerId: string): Promise<LedgerPayment[]> {
    return this.findMany(await this.#store.list(`payments-of:${billerId}`));
  }

  /** The payments with these ids that the ledger still holds, in the order given. */
  async findMany(txnReferenceIds: readonly string[]): Promise<LedgerPayment[]> {
    const stored = await this.#store.getMany(txnReferenceIds.map((id) => `payment:${id}`));
    return stored.flatMap((value) => (value === undefined ? [] : [JSON.parse(value) as LedgerPayment]));
  }
}
