import type { DeliveryWitness } from "../deliveries/delivery-engine";
import type * as publishedData from "../../content/sandbox/fastag";
import { sandboxFailure, type RequestProblem, type SandboxReply } from "../sandbox/reply";
import type { SandboxStore } from "../store/sandbox-store";
import type { BookedTransaction } from "./ledger";

/** The FASTag sandbox's published data (content/sandbox/fastag.ts), passed in so tests can vary it. */
export type FastagData = Pick<
  typeof publishedData,
  | "fastagHeaders"
  | "publishedWallets"
  | "publishedVehicleStatuses"
  | "tagStatusReadings"
  | "tollPlazas"
  | "walletCreationTimeline"
  | "rechargeTimeline"
  | "fastagSettings"
>;

/** Everything a FASTag operation may use; time comes only from `now`, so tests move a clock. */
export type FastagRuntime = {
  now: () => number;
  store: SandboxStore;
  data: FastagData;
  /** `BANK-CHANNEL-ID` of the request: wallets and tags belong to the channel that created them. */
  channelId: string;
  /**
   * `x-sandbox-time-scale` of the request: the timelines of a wallet creation or recharge it
   * starts run this many times faster (1 is the published timeline).
   */
  timeScale: number;
  /** Who is calling (the client's address): each client sees the published data and its own changes only. */
  client: string;
  /**
   * Told once of every toll debit and recharge credit the sandbox books, with the client it
   * belongs to, so that a push notification can follow; never throws into the operation.
   */
  booked?: (transaction: BookedTransaction, client: string, witness?: DeliveryWitness) => Promise<void>;
  /** Takes the ids of the deliveries the call causes (the push notifications of what it booked). */
  witness?: DeliveryWitness | undefined;
};

/** What a FASTag operation answers: an HTTP status and the documented envelope. */
export type FastagReply = SandboxReply;

export type FastagOperation = {
  /**
   * Checks with documented codes, to run before the schema so that a documented code wins over a
   * generic schema error (e.g. `invalid-mobile-number` for a nine-digit mobile).
   */
  precheck?: (body: unknown, runtime: FastagRuntime) => FastagReply | undefined;
  /** Answers any body, valid or not, without throwing. */
  run: (body: unknown, runtime: FastagRuntime) => Promise<FastagReply>;
};

export type FastagOperationId =
  | "generateOtp"
  | "validateOtp"
  | "dedupe"
  | "createWallet"
  | "walletCreationStatus"
  | "reissuance"
  | "tagOperation"
  | "rechargeRequest"
  | "rechargeEnquiry"
  | "walletBalance"
  | "tollTransactions"
  | "walletTransactions"
  | "vehicleStatus";

/** The documented three-field envelope, at HTTP 200. */
export function fastagAnswer(statusCode: string, statusMessage: string, data: unknown = {}): FastagReply {
  return { status: 200, body: { data, statusCode, statusMessage } };
}

/** The two-field form wallet creation and tag reissuance answer with. */
export function fastagTwoFieldAnswer(statusCode: string, statusMessage: string): FastagReply {
  return { status: 200, body: { statusCode, statusMessage } };
}

/** A body the operation cannot read: the sandbox's schema code, naming each problem. */
export function invalidRequest(problems: readonly RequestProblem[]): FastagReply {
  return sandboxFailure("SANDBOX_INVALID_REQUEST", undefined, problems);
}

/**
 * Reads required string fields by dotted path, e.g. `readStrings(body, ["customer.mobile"])`;
 * a field that is missing or not a string is a problem at its JSON pointer.
 */
export function readStrings<K extends string>(
  body: unknown,
  paths: readonly K[],
): { ok: true; values: Record<K, string> } | { ok: false; problems: RequestProblem[] } {
  const values = {} as Record<K, string>;
  const problems: RequestProblem[] = [];
  for (const path of paths) {
    const value = valueAt(body, path);
    if (typeof value === "string") values[path] = value;
    else problems.push({ path: `/${path.replaceAll(".", "/")}`, message: "must be a string" });
  }
  return problems.length === 0 ? { ok: true, values } : { ok: false, problems };
}

/** The value at a dotted path of a JSON value, or undefined; own properties only. */
export function valueAt(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const name of path.split(".")) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    if (!Object.hasOwn(current, name)) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

/** Whether `mobile` is a mobile number the sandbox accepts. */
export function validMobile(mobile: unknown, runtime: FastagRuntime): boolean {
  return typeof mobile === "string" && new RegExp(runtime.data.fastagSettings.mobilePattern).test(mobile);
}
