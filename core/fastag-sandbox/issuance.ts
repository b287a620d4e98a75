import type { FastagCustomer } from "../../content/sandbox/fastag";
import {
  fastagAnswer,
  fastagTwoFieldAnswer,
  invalidRequest,
  readStrings,
  validMobile,
  valueAt,
  type FastagOperation,
  type FastagReply,
  type FastagRuntime,
} from "./fastag-runtime";
import { FastagState, type CreationRecord } from "./fastag-state";
import { findVehicle, holdsTag, mobileOfAnotherCustomer, sameCustomer } from "./vehicles";

/** Dedupe and the wallet-creation status: both take the customer and the vehicle. */

const lookupFields = [
  "customer.firstName",
  "customer.lastName",
  "customer.mobile",
  "customer.dob",
  "vehicleNumber",
] as const;

export type Lookup = { customer: FastagCustomer; vehicleNumber: string };

export function readLookup(body: unknown): { ok: true; lookup: Lookup } | { ok: false; reply: FastagReply } {
  const read = readStrings(body, lookupFields);
  if (!read.ok) return { ok: false, reply: invalidRequest(read.problems) };
  const values = read.values;
  return {
    ok: true,
    lookup: {
      customer: {
        firstName: values["customer.firstName"],
        lastName: values["customer.lastName"],
        mobile: values["customer.mobile"],
        dob: values["customer.dob"],
      },
      vehicleNumber: values.vehicleNumber,
    },
  };
}

/** What the sandbox knows of a vehicle for issuance, as a documented code (and wallet) or nothing. */
export async function registeredVehicle(
  state: FastagState,
  { customer, vehicleNumber }: Lookup,
  runtime: FastagRuntime,
): Promise<{ code: string; walletId?: string } | undefined> {
  const known = await findVehicle(state, vehicleNumber, runtime);
  if (!holdsTag(known)) return undefined;
  if (known.kind === "tag" && sameCustomer(known.wallet.customer, customer))
    return { code: "registered-customer-and-vehicle", walletId: known.wallet.walletId };
  return { code: "vehicle-already-registered" };
}

const messages: Record<string, string> = {
  "registered-customer-and-vehicle": "Customer and vehicle are both already registered.",
  "vehicle-already-registered": "The vehicle is already registered.",
  "not-found": "No existing record. The customer is new.",
  "invalid-mobile-number": "The mobile number is not valid.",
  "mobile-already-exists": "The mobile number is already linked to another customer.",
};

function answerWith(code: string, walletId?: string, detail?: string): FastagReply {
  const message = detail ? `${messages[code] ?? code} ${detail}` : (messages[code] ?? code);
  return fastagAnswer(code, message, walletId === undefined ? {} : { walletId });
}

export const dedupe: FastagOperation = {
  run: async (body, runtime) => {
    const read = readLookup(body);
    if (!read.ok) return read.reply;
    const { customer, vehicleNumber } = read.lookup;
    const state = new FastagState(runtime);
    await state.markDeduped(customer.mobile, vehicleNumber);
    const registered = await registeredVehicle(state, read.lookup, runtime);
    if (registered) return answerWith(registered.code, registered.walletId);
    const creation = await state.creation(vehicleNumber);
    if (creation)
      return sameCustomer(creation.customer, customer)
        ? answerWith("registered-customer-and-vehicle", undefined, "Its wallet creation is in progress.")
        : answerWith("vehicle-already-registered");
    // A known customer with a new vehicle: the sandbox returns the customer's wallet, to add the vehicle to.
    const walletId = await state.walletIdOfMobile(customer.mobile);
    const wallet = walletId === undefined ? undefined : await state.readyWallet(walletId);
    const own = wallet && wallet.channelId === runtime.channelId && sameCustomer(wallet.customer, customer);
    return answerWith("not-found", own ? wallet.walletId : undefined);
  },
};

/** The stage of a creation's timeline `elapsedMs` after it was accepted. */
export function creationStage(runtime: FastagRuntime, elapsedMs: number) {
  const timeline = runtime.data.walletCreationTimeline;
  let current = timeline[0];
  for (const stage of timeline) if (elapsedMs >= stage.fromSeconds * 1000) current = stage;
  return current;
}

/** The code `/wallet-status` answers while a creation is in progress: a request for these details is. */
const inProgressCode = "duplicate-creation-request";

/** Seconds from an accepted creation to the wallet's existence: the end of the in-progress stages. */
export function creationSeconds(runtime: FastagRuntime): number {
  const done = runtime.data.walletCreationTimeline.find((stage) => stage.statusCode !== inProgressCode);
  return done?.fromSeconds ?? 0;
}

function creationAnswer(creation: CreationRecord, runtime: FastagRuntime): FastagReply {
  const stage = creationStage(runtime, (runtime.now() - creation.submittedAt) * (creation.timeScale ?? 1));
  const inProgress = stage.fromSeconds < creationSeconds(runtime);
  return fastagAnswer(
    stage.statusCode,
    stage.statusMessage,
    inProgress ? {} : { walletId: creation.walletId },
  );
}

export const walletCreationStatus: FastagOperation = {
  precheck: (body, runtime) => {
    const read = readLookup(body);
    return read.ok && !validMobile(read.lookup.customer.mobile, runtime)
      ? answerWith("invalid-mobile-number")
      : undefined;
  },
  run: async (body, runtime) => {
    const read = readLookup(body);
    if (!read.ok) return read.reply;
    const { customer, vehicleNumber } = read.lookup;
    if (!validMobile(customer.mobile, runtime)) return answerWith("invalid-mobile-number");
    const state = new FastagState(runtime);
    const creation = await state.creation(vehicleNumber);
    if (creation && sameCustomer(creation.customer, customer)) return creationAnswer(creation, runtime);
    if (creation) return answerWith("vehicle-already-registered");
    const registered = await registeredVehicle(state, read.lookup, runtime);
    if (registered) return answerWith(registered.code, registered.walletId);
    if (await mobileOfAnotherCustomer(state, customer)) return answerWith("mobile-already-exists");
    return answerWith(
      "not-found",
      undefined,
      "No wallet creation was requested for this customer and vehicle.",
    );
  },
};

/** The two-field answer of wallet creation and reissuance, with the documented meaning of each code. */
export function twoFieldAnswer(code: string, detail?: string): FastagReply {
  const meanings: Record<string, string> = {
    ...messages,
    "duplicate-creation-request": "A creation request for the same details is already in progress or done.",
    "invalid-topup-amount": "The top-up is not acceptable.",
    "invalid-deposit-amount": "The deposit does not match the preset value.",
    "invalid-issuance-amount": "The issuance fee does not match the preset value.",
    "invalid-tax-amount": "The tax does not match the preset value.",
    "invalid-tag-seq-number": "Unknown or unusable tag sequence number.",
  };
  const meaning = meanings[code] ?? code;
  return fastagTwoFieldAnswer(code, detail ? `${meaning} ${detail}` : meaning);
}

/**
 * Wallet creation's and reissuance's documented code for a customer mobile that is given but not
 * valid, checked before the schema so that the documented code wins.
 */
export const issuanceMobilePrecheck: NonNullable<FastagOperation["precheck"]> = (body, runtime) => {
  const mobile = valueAt(body, "customer.mobile");
  return typeof mobile === "string" && !validMobile(mobile, runtime)
    ? twoFieldAnswer("invalid-mobile-number")
    : undefined;
};
