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
};

/**
 * Payments made in the sandbox, so that the provider's transaction status and reports can show
 * them. Like `UsedReferenceStore`, an interface so that several instances can share one store.
 */
export interface PaymentLedger {
  record(payment: LedgerPayment): Promise<void>;
  find(txnReferenceId: string): Promise<LedgerPayment | undefined>;
  /** The biller's payments, oldest first. */
  forBiller(billerId: string): Promise<LedgerPayment[]>;
}

/** The default ledger: one process's memory, keeping the newest `maxPayments`. */
export class InMemoryPaymentLedger implements PaymentLedger {
  readonly #payments = new Map<string, LedgerPayment>();
  readonly #maxPayments: number;

  constructor(options: { maxPayments?: number } = {}) {
    this.#maxPayments = options.maxPayments ?? 10_000;
  }

  async record(payment: LedgerPayment): Promise<void> {
    this.#payments.set(payment.txnReferenceId, payment);
    // Maps iterate in insertion order, so the first entries are the oldest payments.
    for (const key of this.#payments.keys()) {
      if (this.#payments.size <= this.#maxPayments) break;
      this.#payments.delete(key);
    }
  }

  async find(txnReferenceId: string): Promise<LedgerPayment | undefined> {
    return this.#payments.get(txnReferenceId);
  }

  async forBiller(billerId: string): Promise<LedgerPayment[]> {
    return [...this.#payments.values()].filter((payment) => payment.billerId === billerId);
  }
}
