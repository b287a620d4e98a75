import {
  fastagHeaders,
  fastagSettings,
  publishedWallets,
  rechargeTimeline,
  walletCreationTimeline,
  type FastagCustomer,
} from "../../content/sandbox/fastag";
import { randomDigits } from "./fastag-ids";
import { randomId } from "../sandbox/random-id";
import type { SandboxCode } from "../sandbox/sandbox-codes";

/** The two runs the FASTag sandbox page offers. */
export type FastagFlowName = "issuance" | "recharge";

/**
 * The `x-sandbox-time-scale` the runs send on the calls that start a timeline: at 30, the 30
 * seconds a wallet takes to exist pass in one, so a run takes a few seconds.
 */
export const flowTimeScale = 30;

const ownChannel = fastagHeaders.find((header) => header.name === "BANK-CHANNEL-ID")?.value ?? "";

/** The wallet the recharge run tops up: the first published wallet of the sandbox's channel. */
export const rechargeWallet = (() => {
  const wallet = publishedWallets.find((entry) => entry.channelId === ownChannel);
  if (!wallet) throw new Error("content/sandbox/fastag.ts publishes no wallet of the sandbox's channel");
  return wallet;
})();

/*
 * The section's two runs, as the documented flows a partner's code would follow: issuance (dedupe,
 * vehicle status, minimum KYC, wallet creation, the status poll, vehicle status again) and a recharge (recharge, the
 * status poll, the balances). Free of the DOM: the page sends the calls, a test sends them to the
 * sandbox's rules.
 */

export type FlowAnswer = { status: number; body: unknown };

/** One call: the operation's path name (`wallet-creation`), its body, and whether it carries the time scale. */
export type FastagCall = { operation: string; body: unknown; timeScaled: boolean };

export type FastagFlowStep = FastagCall & {
  answer: FlowAnswer;
  milliseconds: number;
  /** Calls this step stands for: a poll answering the same code again stays one step. */
  calls: number;
  /** A poll's answer that means "in progress, poll again" (e.g. `duplicate-creation-request`), not a failure. */
  inProgress?: boolean;
};

export type FlowTools = {
  send: (call: FastagCall) => Promise<FlowAnswer>;
  wait: (milliseconds: number) => Promise<void>;
  now?: () => number;
  /** The time scale the calls that start a timeline send (`x-sandbox-time-scale`). */
  timeScale: number;
};

/** The documented bodies a run starts from, by path name, e.g. `examples["wallet-creation"]`. */
export type FlowExamples = Record<string, unknown>;

/** The flows' operations, in the order each calls them (a poll repeats its operation). */
export const flowOperations: Record<FastagFlowName, readonly string[]> = {
  issuance: [
    "dedupe",
    "vehicle-status",
    "generate-otp",
    "validate-otp",
    "wallet-creation",
    "wallet-status",
    "vehicle-status",
  ],
  recharge: ["wallet-balance", "recharge", "recharge-status", "wallet-balance"],
};

const statusCodeOf = (answer: FlowAnswer): string | undefined => {
  const code = (answer.body as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "string" ? code : undefined;
};

const dataOf = (answer: FlowAnswer): Record<string, unknown> => {
  const data = (answer.body as { data?: unknown } | null)?.data;
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Random capital letters, e.g. `randomLetters(2)` → `"QX"`. */
function randomLetters(count: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => letters[byte % 26]).join("");
}

/**
 * A mobile and a vehicle no earlier run used, so that runs never meet: the sandbox takes a mobile
 * of ten digits from 6 to 9 first, and a vehicle number in capitals and digits, e.g. `KA41QX0387`.
 */
export function freshIssuanceIds(): { mobile: string; vehicleNumber: string } {
  return {
    mobile: `9${randomDigits(9)}`,
    vehicleNumber: `KA${randomDigits(2)}${randomLetters(2)}${randomDigits(4)}`,
  };
}

/** A recharge `referenceId` no earlier call used, within the sandbox's 1 to 35 letters and digits. */
export const freshRechargeReference = (): string =>
  `SBXRCH${Date.now().toString(36).toUpperCase()}${randomId(6)}`;

/** How long a poll waits between calls, and at most in all, for a timeline at `timeScale`. */
export function pollPlan(timelineSeconds: number, timeScale: number): { everyMs: number; maxMs: number } {
  const scaledMs = (timelineSeconds * 1000) / timeScale;
  // The unscaled timeline bounds the wait, so a sandbox that ignored the time scale still finishes.
  return { everyMs: Math.min(2000, Math.max(250, scaledMs / 4)), maxMs: timelineSeconds * 1000 + 10_000 };
}

/** Seconds from acceptance to the first stage of a timeline that does not answer `pendingCode`. */
const secondsUntilDone = (
  timeline: readonly { fromSeconds: number; statusCode: string }[],
  pendingCode: string,
) => timeline.find((stage) => stage.statusCode !== pendingCode)?.fromSeconds ?? 0;

/** A run's progress: the step at `index` is new, or a poll that replaces it. */
export type FlowProgress = { index: number; step: FastagFlowStep };

type Poll = {
  operation: string;
  body: unknown;
  timelineSeconds: number;
  /** Whether the answer means: poll again. */
  pending: (answer: FlowAnswer) => boolean;
};

/** One run's calls so far, as the steps it shows. */
class FlowRun {
  readonly steps: FastagFlowStep[] = [];
  readonly #tools: FlowTools;

  constructor(tools: FlowTools) {
    this.#tools = tools;
  }

  /** Sends one call; a repeated poll answering the code the last step answered replaces that step. */
  async call(operation: string, body: unknown, options: { timeScaled?: boolean; poll?: boolean } = {}) {
    const now = this.#tools.now ?? (() => performance.now());
    const call = { operation, body, timeScaled: options.timeScaled ?? false };
    const started = now();
    const answer = await this.#tools.send(call);
    const step = { ...call, answer, milliseconds: now() - started, calls: 1 };
    const last = this.steps.at(-1);
    const again =
      options.poll && last?.operation === operation && statusCodeOf(last.answer) === statusCodeOf(answer);
    if (again) this.steps[this.steps.length - 1] = { ...step, calls: last.calls + 1 };
    else this.steps.push(step);
    const index = this.steps.length - 1;
    return { answer, progress: { index, step: this.steps[index] ?? step } };
  }

  /** Polls until the answer is no longer pending, or the plan's time is up; yields each answer. */
  async *poll({ operation, body, timelineSeconds, pending }: Poll): AsyncGenerator<FlowProgress> {
    const plan = pollPlan(timelineSeconds, this.#tools.timeScale);
    for (let waited = 0; ; waited += plan.everyMs) {
      const { answer, progress } = await this.call(operation, body, { poll: true });
      if (pending(answer)) {
        const step = { ...progress.step, inProgress: true };
        this.steps[progress.index] = step;
        yield { ...progress, step };
      } else yield progress;
      if (!pending(answer) || waited >= plan.maxMs) return;
      await this.#tools.wait(plan.everyMs);
    }
  }
}

const unknownVehicle: SandboxCode = "SANDBOX_FASTAG_VEHICLE_NOT_FOUND";

const lookupOf = (customer: FastagCustomer, vehicleNumber: string) => ({ customer, vehicleNumber });

/**
 * Issues a tag to a new customer in the documented order: dedupe (`not-found`), vehicle status (a
 * vehicle the bank does not know), the OTP sent and validated with the sandbox's published OTP, wallet creation, `/wallet-status` polled through its stages until the
 * wallet exists, and vehicle status showing the tag. Stops at the first answer the flow cannot go
 * on from. The customer is the documented example's, with a fresh mobile and vehicle.
 */
export async function* runIssuanceFlow(
  examples: FlowExamples,
  tools: FlowTools,
  ids = freshIssuanceIds(),
): AsyncGenerator<FlowProgress> {
  const run = new FlowRun(tools);
  const creationExample = asRecord(examples["wallet-creation"]);
  const exampleCustomer = asRecord(creationExample.customer);
  const customer: FastagCustomer = {
    firstName: String(exampleCustomer.firstName ?? ""),
    lastName: String(exampleCustomer.lastName ?? ""),
    mobile: ids.mobile,
    dob: String(exampleCustomer.dob ?? ""),
  };
  const { vehicleNumber } = ids;

  const dedupe = await run.call("dedupe", lookupOf(customer, vehicleNumber));
  yield dedupe.progress;
  if (statusCodeOf(dedupe.answer) !== "not-found") return;

  // Whether the bank or the NPCI mapper knows the vehicle: the sandbox answers its own code for a
  // vehicle the bank does not know (production's code for one is issued during onboarding).
  const known = await run.call("vehicle-status", { vehicleNumber });
  yield known.progress;
  if (statusCodeOf(known.answer) !== unknownVehicle) return;

  const otp = await run.call("generate-otp", { mobile: customer.mobile });
  yield otp.progress;
  const otpReferenceId = dataOf(otp.answer).otpReferenceId;
  if (statusCodeOf(otp.answer) !== "success" || typeof otpReferenceId !== "string") return;

  const validated = await run.call("validate-otp", { otpReferenceId, otp: fastagSettings.otp });
  yield validated.progress;
  if (statusCodeOf(validated.answer) !== "success") return;

  const creation = await run.call(
    "wallet-creation",
    {
      ...creationExample,
      customer: { ...exampleCustomer, mobile: customer.mobile },
      wallet: { addToExisting: false, id: "" },
      // The bank ships the tag: a BC-held sequence can be fitted only once.
      tagDetails: { toBeShippedByBank: true, sequence: "" },
      vehicle: { ...asRecord(creationExample.vehicle), number: vehicleNumber },
      cost: {
        ...asRecord(creationExample.cost),
        depositAmount: fastagSettings.depositAmount,
        issuanceAmount: fastagSettings.issuanceAmount,
        taxAmount: fastagSettings.taxAmount,
      },
    },
    { timeScaled: true },
  );
  yield creation.progress;
  if (statusCodeOf(creation.answer) !== "success") return;

  const inProgress = walletCreationTimeline[0].statusCode;
  let walletId: unknown;
  for await (const progress of run.poll({
    operation: "wallet-status",
    body: lookupOf(customer, vehicleNumber),
    timelineSeconds: secondsUntilDone(walletCreationTimeline, inProgress),
    pending: (answer) => statusCodeOf(answer) === inProgress,
  })) {
    yield progress;
    walletId = dataOf(progress.step.answer).walletId;
  }
  if (typeof walletId !== "string") return;

  const vehicle = await run.call("vehicle-status", { vehicleNumber });
  yield vehicle.progress;
}

/**
 * Recharges a published wallet of the caller's channel: its balances first, the recharge with a
 * fresh `referenceId` (`submitted`), `/recharge-status` polled until `success`, and the balances
 * after. The amount is the documented example's.
 */
export async function* runRechargeFlow(
  examples: FlowExamples,
  walletId: string,
  tools: FlowTools,
  referenceId = freshRechargeReference(),
): AsyncGenerator<FlowProgress> {
  const run = new FlowRun(tools);
  const before = await run.call("wallet-balance", { walletId });
  yield before.progress;
  if (before.answer.status !== 200) return;

  const amount = String(asRecord(examples.recharge).amount ?? "100");
  const recharge = await run.call("recharge", { walletId, amount, referenceId }, { timeScaled: true });
  yield recharge.progress;
  if (statusCodeOf(recharge.answer) !== "submitted") return;

  const processing = rechargeTimeline[0].statusCode;
  let final: FlowAnswer | undefined;
  for await (const progress of run.poll({
    operation: "recharge-status",
    body: { walletId, referenceId },
    timelineSeconds: secondsUntilDone(rechargeTimeline, processing),
    pending: (answer) => statusCodeOf(answer) === processing,
  })) {
    yield progress;
    final = progress.step.answer;
  }
  if (!final || statusCodeOf(final) !== "success") return;

  const after = await run.call("wallet-balance", { walletId });
  yield after.progress;
}

const balanceText = (answer: FlowAnswer | undefined) => {
  const data = answer ? dataOf(answer) : {};
  return typeof data.balance === "string"
    ? `balance ${data.balance}, odBalance ${String(data.odBalance)}`
    : "";
};

/**
 * What a finished run shows in one sentence: its result (the wallet and the tag's status, or the
 * balances before and after), or where it stopped; `ok` when it reached the flow's end.
 */
export function flowVerdict(
  name: FastagFlowName,
  steps: readonly FastagFlowStep[],
): { ok: boolean; text: string } {
  const last = steps.at(-1);
  if (!last) return { ok: false, text: "" };
  const answered = (operation: string, code: string) =>
    steps.find((step) => step.operation === operation && statusCodeOf(step.answer) === code);
  if (name === "issuance" && last.operation === "vehicle-status") {
    const walletId = steps.map((step) => dataOf(step.answer).walletId).find((id) => typeof id === "string");
    const data = dataOf(last.answer);
    if (walletId !== undefined && data.bankStatus === "ACTIVE")
      return {
        ok: true,
        text: `Issued: wallet ${String(walletId)} holds an active tag for ${String(asRecord(last.body).vehicleNumber)} (bankStatus ${String(data.bankStatus)}, npciMapperStatus ${String(data.npciMapperStatus)}).`,
      };
  }
  const recharged = answered("recharge-status", "success");
  if (name === "recharge" && recharged && last.operation === "wallet-balance" && last !== steps[0]) {
    const amount = asRecord(steps.find((step) => step.operation === "recharge")?.body).amount;
    return {
      ok: true,
      text: `Recharged ${String(amount)}: recharge-status success; before, ${balanceText(steps[0]?.answer)}; after, ${balanceText(last.answer)}.`,
    };
  }
  return {
    ok: false,
    text: `Stopped at ${last.operation}: it answered ${statusCodeOf(last.answer) ?? "no statusCode"}.`,
  };
}
