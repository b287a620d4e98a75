import type { ChannelLimits } from "../bill-payment/amount-rules";
import type { BillerCustomerParam } from "../bill-payment/customer-params";
import type { FilterableRecord } from "./report-page";

/**
 * What the sandbox's operations need to know about its fixtures. The fixtures themselves are data
 * in content/sandbox/, checked by their own schema; these are the shapes the rules read.
 */

export type SandboxCategory = { categoryCode: string; categoryName: string };

export type SandboxBillerStatus = "active" | "inactive" | "deregistered";

export type SandboxCustomerParam = BillerCustomerParam & {
  dataType: string;
  /** The parameter the card-expiry rule (ERR184, ERR179, ERR180) applies to. */
  cardExpiry: boolean;
};

export type SandboxBiller = {
  billerId: string;
  name: string;
  aliasName: string;
  description: string;
  categoryCode: string;
  type: string;
  exactness: string;
  status: SandboxBillerStatus;
  customerParams: readonly SandboxCustomerParam[];
  paymentChannels: readonly ChannelLimits[];
  paymentModes: readonly { paymentMode: string; minLimit: number }[];
  timeout: number;
  /** The catalogued code a call to this biller answers on purpose, after `afterSeconds` for a slow biller. */
  failure?:
    | { operation: "billFetchRequest" | "makePayment"; code: string; afterSeconds?: number | undefined }
    | undefined;
  /** Whether the biller offers auto payment (ERR222 when it does not). */
  autoPayment?: boolean | undefined;
  bill: {
    customerName: string;
    /** Paise. */
    amount: number;
    billPeriod: string;
    additionalInfo: readonly { name: string; value: string }[];
  };
};

/** A customer parameter value that makes bill retrieval fail with a documented code. */
export type BillScenario = { value: string; code: "BFR001" | "BFR004" | "BFR008"; description: string };

export type CouSandboxData = {
  categories: readonly SandboxCategory[];
  billers: readonly SandboxBiller[];
  billScenarios: readonly BillScenario[];
  /** The header that marks a bill-fetch-request as an auto fetch or an auto payment. */
  autoHeader: { name: string; values: readonly ["fetch", "payment"] };
  /** A well-formed account number whose debtor validation fails (ERR159). */
  failingAccountNumber: string;
};

export type ProviderCredentials = {
  status: { clientID: string; secret: string };
  reports: { email: string; password: string; otp: string; grant_type: string };
};

export type StatusTransaction =
  | { txnReferenceId: string; outcome: "PENDING" }
  | { txnReferenceId: string; outcome: "SUCCESSFUL" | "FAILED"; payment: Record<string, unknown> };

export type ProviderSandboxData = {
  credentials: ProviderCredentials;
  transactions: readonly StatusTransaction[];
  reportRecords: readonly (FilterableRecord & Record<string, unknown>)[];
};
