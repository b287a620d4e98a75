import type { DeliveryWitness } from "../deliveries/delivery-engine";
import type { AmountEditability } from "../bill-payment/amount-rules";
import type { MandatoryByChannel } from "../bill-payment/agent-fields";
import { couFailure, type SandboxReply } from "./reply";
import type { CouSandboxData } from "./sandbox-data";
import type { LedgerPayment, PaymentLedger } from "./payment-ledger";
import type { TokenKey } from "./signed-token";
import type { SandboxStore } from "../store/sandbox-store";

/** The rules read from cou.yaml's extensions, so that the page and the sandbox share them. */
export type CouRules = {
  /** `x-mandatory-by-channel` on `Agent`. */
  mandatoryByChannel: MandatoryByChannel;
  /** `x-amount-editability` on `Exactness`. */
  amountEditability: AmountEditability;
  /** A code's meaning in `x-error-groups`, preferring the operation's own group (ERR999 and ERR100 mean two things). */
  meaningOf: (operationId: string, code: string) => string | undefined;
  /** `IssueType`'s enum: the documented issue types, in their listed order (numbered from 1). */
  issueTypes: readonly string[];
};

/** Everything a bill API operation may use; `now` and `store` are injected so tests control them. */
export type CouRuntime = {
  now: () => number;
  /** Signs and checks contexts and complaint references. */
  key: TokenKey;
  store: SandboxStore;
  ledger: PaymentLedger;
  /** Told of every accepted payment, with who made it: the payer's registered notifications follow. */
  paid?: (payment: LedgerPayment, client: string, witness?: DeliveryWitness) => Promise<void>;
  data: CouSandboxData;
  rules: CouRules;
};

/**
 * Who made the request: the client's address, which scopes notification URLs, and the request's
 * headers, for the sandbox's own test headers.
 */
export type Caller = {
  client: string;
  header: (name: string) => string | undefined;
  /** Takes the ids of the deliveries the call causes (its payment's notifications). */
  witness?: DeliveryWitness | undefined;
};

/** The body a handler receives once the schema has passed: an object, or empty for no body. */
export type RequestBody = Record<string, unknown>;

export type CouOperation = {
  /**
   * The sandbox's reading of a field it accepts in more than one form, run before the checks and
   * the schema: the body to check and run with.
   */
  normalize?: (body: RequestBody, runtime: CouRuntime) => RequestBody;
  /**
   * Checks with documented codes, run before the schema so that their codes win over a generic
   * schema error. `requiredFields` is the schema's `required` list.
   */
  precheck?: (
    body: unknown,
    runtime: CouRuntime,
    requiredFields: readonly string[],
  ) => SandboxReply | undefined;
  run: (body: RequestBody, runtime: CouRuntime, caller: Caller) => Promise<SandboxReply>;
};

/** A documented failure with its catalogue meaning, and what exactly went wrong. */
export function documentedFailure(
  runtime: CouRuntime,
  operationId: string,
  code: string,
  detail?: string,
): SandboxReply {
  const meaning = runtime.rules.meaningOf(operationId, code) ?? code;
  return couFailure(code, detail ? `${meaning} ${detail}` : meaning);
}
