import type { FastagCustomer } from "../../content/sandbox/fastag";
import type { RequestProblem } from "../sandbox/reply";
import { readStrings, validMobile, valueAt, type FastagRuntime } from "./fastag-runtime";
import { paiseOf, publishedPaise } from "./money";

/** The parts of wallet creation and reissuance the sandbox's rules read, checked for shape. */
export type IssuanceRequest = {
  customer: FastagCustomer;
  vehicleNumber: string;
  vehicleClass: string;
  toBeShippedByBank: boolean;
  sequence: string;
};

const customerFields = [
  "customer.firstName",
  "customer.lastName",
  "customer.mobile",
  "customer.dob",
  "customer.gender",
  "customer.email",
  "document.type",
  "document.number",
  "address.line",
  "address.city",
  "address.state",
  "address.pinCode",
  "tagDetails.sequence",
  "vehicle.number",
  "vehicle.class",
] as const;

/** Reads the fields shared by creation and reissuance, plus `extra` strings; problems if any is not there. */
export function readIssuance<K extends string>(
  body: unknown,
  extra: readonly K[],
  booleans: readonly string[],
):
  | { ok: true; request: IssuanceRequest; values: Record<K, string> }
  | { ok: false; problems: RequestProblem[] } {
  const read = readStrings(body, [...customerFields, ...extra]);
  const problems = read.ok ? [] : [...read.problems];
  for (const path of ["tagDetails.toBeShippedByBank", "vehicle.isCommercial", ...booleans])
    if (typeof valueAt(body, path) !== "boolean")
      problems.push({ path: `/${path.replaceAll(".", "/")}`, message: "must be a boolean" });
  if (read.ok && !/^[A-Z0-9]+$/.test(read.values["vehicle.number"]))
    problems.push({ path: "/vehicle/number", message: "must be capitals and digits with no spaces" });
  if (!read.ok || problems.length > 0) return { ok: false, problems };
  const values = read.values;
  return {
    ok: true,
    values,
    request: {
      customer: {
        firstName: values["customer.firstName"],
        lastName: values["customer.lastName"],
        mobile: values["customer.mobile"],
        dob: values["customer.dob"],
      },
      vehicleNumber: values["vehicle.number"],
      vehicleClass: values["vehicle.class"],
      toBeShippedByBank: valueAt(body, "tagDetails.toBeShippedByBank") === true,
      sequence: values["tagDetails.sequence"],
    },
  };
}

/** A wrong mobile or a sequence outside the BC's stock: the checks that need no state, in the documented codes. */
export function statelessIssuanceCode(request: IssuanceRequest, runtime: FastagRuntime): string | undefined {
  if (!validMobile(request.customer.mobile, runtime)) return "invalid-mobile-number";
  if (!request.toBeShippedByBank && !heldSequence(request.sequence, runtime)) return "invalid-tag-seq-number";
  return undefined;
}

/** Whether `sequence` is one of the BC-held tag sequences the sandbox publishes. */
export function heldSequence(sequence: string, runtime: FastagRuntime): boolean {
  const { from, to } = runtime.data.fastagSettings.tagSequences;
  return /^[0-9]{8}$/.test(sequence) && Number(sequence) >= from && Number(sequence) <= to;
}

/** The first cost that breaks the bank's presets or the sandbox's top-up bounds, as its documented code. */
export function costCode(
  cost: Record<"deposit" | "issuance" | "tax" | "topup", string>,
  runtime: FastagRuntime,
): string | undefined {
  const settings = runtime.data.fastagSettings;
  if (paiseOf(cost.deposit) !== publishedPaise(settings.depositAmount)) return "invalid-deposit-amount";
  if (paiseOf(cost.issuance) !== publishedPaise(settings.issuanceAmount)) return "invalid-issuance-amount";
  if (paiseOf(cost.tax) !== publishedPaise(settings.taxAmount)) return "invalid-tax-amount";
  const topup = paiseOf(cost.topup);
  const { min, max } = settings.topupAmount;
  if (topup === undefined || topup < publishedPaise(min) || topup > publishedPaise(max))
    return "invalid-topup-amount";
  return undefined;
}
