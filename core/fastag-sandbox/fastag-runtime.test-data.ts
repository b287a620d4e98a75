import * as publishedData from "../../content/sandbox/fastag";
import { sandboxCodes } from "../sandbox/sandbox-codes";
import { MemoryStore } from "../store/memory-store";
import { fastagOperations } from "./fastag-operations";
import type { FastagOperationId, FastagReply, FastagRuntime } from "./fastag-runtime";
import type { BookedTransaction } from "./ledger";

/** 2026-11-24 10:00:00 IST. */
export const startTime = Date.parse("2026-11-24T04:30:00Z");

/** The facts sheet's consolidated status codes (section 6), plus the reference's own wallet-status example. */
export const documentedCodes = new Set([
  "success",
  "invalid-mobile-number",
  "invalid-otp",
  "registered-customer-and-vehicle",
  "vehicle-already-registered",
  "not-found",
  "mobile-already-exists",
  "duplicate-creation-request",
  "invalid-topup-amount",
  "invalid-deposit-amount",
  "invalid-issuance-amount",
  "invalid-tax-amount",
  "invalid-tag-seq-number",
  "invalid-channel-id",
  "wallet-not-found",
  "tag-not-found",
  "tag-is-already-active",
  "tag-is-already-inactive",
  "tag-is-already-closed",
  "submitted",
  "invalid-wallet-id",
  "recharge-failed",
  "ref-id-not-valid",
  "ref-id-not-unique",
  "recharge-processing",
  "txn-number-not-found",
  "vehicle-found",
  "000",
  "wallet-creation-successful",
]);

export function isDocumentedAnswer(reply: FastagReply): boolean {
  const code = reply.body.statusCode;
  if (typeof code !== "string") return false;
  if (documentedCodes.has(code)) return reply.status === 200;
  return (
    Object.hasOwn(sandboxCodes, code) &&
    sandboxCodes[code as keyof typeof sandboxCodes].status === reply.status
  );
}

export const sandboxChannel = "SBX-FASTAG-CHANNEL";

/** A runtime on a memory store and a clock the test moves, recording what the booking hook hears. */
export function fastagTestRuntime(client = "127.0.0.1") {
  let now = startTime;
  const booked: BookedTransaction[] = [];
  const runtime: FastagRuntime = {
    now: () => now,
    store: new MemoryStore({ now: () => now }),
    data: publishedData,
    channelId: sandboxChannel,
    timeScale: 1,
    client,
    booked: async (transaction) => {
      booked.push(transaction);
    },
  };
  const call = (operationId: FastagOperationId, body: unknown, overrides: Partial<FastagRuntime> = {}) =>
    fastagOperations[operationId].run(body, { ...runtime, ...overrides });
  return {
    runtime,
    booked,
    call,
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
    now: () => now,
  };
}

export const newCustomer = { firstName: "Kavya", lastName: "Iyer", mobile: "9988776655", dob: "1992-04-18" };

export function creationBody(overrides: Record<string, unknown> = {}) {
  return {
    kycType: "MIN",
    customer: { ...newCustomer, gender: "F", email: "kavya@example.in" },
    wallet: { addToExisting: false, id: "" },
    document: { type: "PAN", number: "ABCDE1234F" },
    address: { line: "1 Residency Road", city: "Bengaluru", state: "Karnataka", pinCode: "560025" },
    tagDetails: { toBeShippedByBank: true, sequence: "" },
    vehicle: { number: "KA01NEW0001", class: "4", isCommercial: false },
    cost: { depositAmount: "200.00", issuanceAmount: "84.75", taxAmount: "15.25", topupAmount: "200" },
    ...overrides,
  };
}

export const lookupOf = (customer: object, vehicleNumber: string) => ({ customer, vehicleNumber });

/** Dedupe and a validated OTP for the new customer: what a new wallet needs first. */
export async function prepareNewCustomer(
  call: ReturnType<typeof fastagTestRuntime>["call"],
  vehicleNumber = "KA01NEW0001",
) {
  await call("dedupe", lookupOf(newCustomer, vehicleNumber));
  const otp = await call("generateOtp", { mobile: newCustomer.mobile });
  const { otpReferenceId } = otp.body.data as { otpReferenceId: string };
  await call("validateOtp", { otpReferenceId, otp: "4321" });
}
