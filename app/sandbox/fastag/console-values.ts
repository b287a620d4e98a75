import { fastagSettings, type FastagCustomer } from "../../../content/sandbox/fastag";
import { freshRechargeReference } from "../../../core/fastag-sandbox/fastag-flows";

/*
 * The FASTag consoles' prefill. Some documented examples cannot run twice, or at all, against the
 * sandbox: the example's `otpReferenceId` was never issued, its vehicle already holds a tag, a tag
 * sequence fits once, a `referenceId` recharges once. Each console therefore starts from what the
 * calls made on this page established, as the bill-payment consoles carry their context along.
 */

type Lookup = { customer: FastagCustomer; vehicleNumber: string };

/** What the page's FASTag calls established, for the consoles that follow them. */
export type FastagConsoleMemory = {
  /** From the last OTP sent. */
  otpReferenceId?: string;
  /** The customer and vehicle of the last dedupe that answered `not-found`: a new wallet can be made for them. */
  newLookup?: Lookup;
  /** Of the last accepted wallet creation, which `/wallet-status` polls. */
  creation?: Lookup;
  /** Of the last accepted recharge, which `/recharge-status` asks after. */
  recharge?: { walletId: string; referenceId: string };
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const statusCode = (answer: unknown) => record(answer).statusCode;

function lookupIn(customer: unknown, vehicleNumber: unknown): Lookup | undefined {
  const { firstName, lastName, mobile, dob } = record(customer);
  const fields = [firstName, lastName, mobile, dob, vehicleNumber];
  if (!fields.every((field) => typeof field === "string")) return undefined;
  return {
    customer: { firstName, lastName, mobile, dob } as FastagCustomer,
    vehicleNumber: vehicleNumber as string,
  };
}

/**
 * The memory after `operation` (a path name, e.g. `recharge`) was sent `request` and answered
 * `answer`; only accepted calls teach anything.
 */
export function rememberFastagCall(
  memory: FastagConsoleMemory,
  operation: string,
  request: unknown,
  answer: unknown,
): FastagConsoleMemory {
  const body = record(request);
  const code = statusCode(answer);
  if (operation === "generate-otp" && code === "success") {
    const otpReferenceId = record(record(answer).data).otpReferenceId;
    return typeof otpReferenceId === "string" ? { ...memory, otpReferenceId } : memory;
  }
  if (operation === "dedupe" && code === "not-found") {
    const newLookup = lookupIn(body.customer, body.vehicleNumber);
    return newLookup ? { ...memory, newLookup } : memory;
  }
  if (operation === "wallet-creation" && code === "success") {
    const creation = lookupIn(body.customer, record(body.vehicle).number);
    return creation ? { ...memory, creation } : memory;
  }
  if (operation === "recharge" && code === "submitted") {
    const { walletId, referenceId } = body;
    if (typeof walletId === "string" && typeof referenceId === "string")
      return { ...memory, recharge: { walletId, referenceId } };
  }
  return memory;
}

/** A sequence from the BC's published tag stock, e.g. `20923417`: each fits one tag only. */
export function freshTagSequence(): string {
  const { from, to } = fastagSettings.tagSequences;
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(from + (random % (to - from + 1)));
}

/** BC-held tag details get a sequence from the stock no earlier call took, most likely. */
function withFreshSequence(tagDetails: unknown): unknown {
  const details = record(tagDetails);
  return details.toBeShippedByBank === false ? { ...details, sequence: freshTagSequence() } : tagDetails;
}

/**
 * A documented FASTag body of `operation` as its console starts from it, e.g. `validate-otp` with
 * the `otpReferenceId` the page's last OTP returned, `recharge` with a fresh `referenceId`. Bodies
 * of other operations, and fields the page's calls said nothing about, stay as documented.
 */
export function withFastagSandboxValues(
  operation: string,
  body: unknown,
  memory: FastagConsoleMemory,
): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const fields = body as Record<string, unknown>;
  switch (operation) {
    case "validate-otp":
      return {
        ...fields,
        otpReferenceId: memory.otpReferenceId ?? fields.otpReferenceId,
        otp: fastagSettings.otp,
      };
    case "wallet-creation": {
      const lookup = memory.newLookup;
      return {
        ...fields,
        ...(lookup
          ? {
              customer: { ...record(fields.customer), ...lookup.customer },
              vehicle: { ...record(fields.vehicle), number: lookup.vehicleNumber },
            }
          : {}),
        tagDetails: withFreshSequence(fields.tagDetails),
      };
    }
    case "wallet-status":
      return memory.creation ? { ...fields, ...memory.creation } : fields;
    case "tag-reissuance":
      return { ...fields, tagDetails: withFreshSequence(fields.tagDetails) };
    case "recharge":
      return { ...fields, referenceId: freshRechargeReference() };
    case "recharge-status":
      return memory.recharge ? { ...fields, ...memory.recharge } : fields;
    default:
      return fields;
  }
}
