import { describe, expect, it } from "vitest";
import { fastagSettings, publishedWallets } from "../../content/sandbox/fastag";
import { fastagTestRuntime } from "./fastag-runtime.test-data";
import type { FastagOperationId } from "./fastag-runtime";
import { buildReference } from "../openapi/build-reference";
import { loadSpec } from "../../app/reference/load-spec.server";
import {
  flowTimeScale,
  flowVerdict,
  freshIssuanceIds,
  freshRechargeReference,
  pollPlan,
  runIssuanceFlow,
  runRechargeFlow,
  type FastagFlowStep,
  type FlowProgress,
  type FlowTools,
} from "./fastag-flows";

const view = await buildReference("fastag", await loadSpec("fastag"));
const operations = view.tags.flatMap((tag) => tag.operations);
const examples = Object.fromEntries(
  operations.map((operation) => [
    operation.path.slice(1),
    JSON.parse(operation.tryIt?.body ?? "{}") as unknown,
  ]),
);

/** The flows' calls, answered by the sandbox's rules on a clock that the flows' waits move. */
function sandboxTools() {
  const sandbox = fastagTestRuntime();
  const calls: string[] = [];
  const tools: FlowTools = {
    timeScale: flowTimeScale,
    wait: async (milliseconds) => sandbox.advance(milliseconds / 1000),
    send: async ({ operation, body, timeScaled }) => {
      calls.push(operation);
      const id = operations.find((entry) => entry.path === `/${operation}`)?.id as FastagOperationId;
      const reply = await sandbox.call(id, body, timeScaled ? { timeScale: flowTimeScale } : {});
      return { status: reply.status, body: reply.body };
    },
  };
  return { tools, calls, sandbox };
}

async function stepsOf(run: AsyncGenerator<FlowProgress>): Promise<FastagFlowStep[]> {
  const steps: FastagFlowStep[] = [];
  for await (const { index, step } of run) steps[index] = step;
  return steps;
}

const codes = (steps: FastagFlowStep[]) =>
  steps.map(
    (step) => `${step.operation} ${String((step.answer.body as { statusCode?: unknown }).statusCode)}`,
  );

describe("the issuance run", () => {
  it("issues an active tag to a new customer, polling wallet status through its stages", async () => {
    const { tools } = sandboxTools();
    const steps = await stepsOf(runIssuanceFlow(examples, tools));
    expect(codes(steps)).toEqual([
      "dedupe not-found",
      "vehicle-status SANDBOX_FASTAG_VEHICLE_NOT_FOUND",
      "generate-otp success",
      "validate-otp success",
      "wallet-creation success",
      "wallet-status duplicate-creation-request",
      expect.stringMatching(/^wallet-status (wallet-creation-successful|success)$/),
      "vehicle-status vehicle-found",
    ]);
    expect(steps[4]?.timeScaled).toBe(true);
    expect(steps[2]?.timeScaled).toBe(false);
    expect(steps[5]?.calls).toBeGreaterThan(1);
    // The poll's pending answer is progress, not a failure; the answer that ends the poll is not pending.
    expect(steps[5]?.inProgress).toBe(true);
    expect(steps[6]?.inProgress).toBeUndefined();
    expect(steps[7]?.answer.body).toMatchObject({
      data: { bankStatus: "ACTIVE", npciMapperStatus: "ACTIVE" },
    });
    const verdict = flowVerdict("issuance", steps);
    expect(verdict.ok).toBe(true);
    expect(verdict.text).toMatch(/^Issued: wallet 1900\d{10} holds an active tag for KA\d\d[A-Z]{2}\d{4} /);
  });

  it("sends the example's customer with a fresh mobile and vehicle, and the published costs and OTP", async () => {
    const { tools } = sandboxTools();
    const ids = { mobile: "9123400001", vehicleNumber: "KA07AB0001" };
    const steps = await stepsOf(runIssuanceFlow(examples, tools, ids));
    expect(steps[0]?.body).toEqual({
      customer: { firstName: "Ravi", lastName: "Kumar", mobile: ids.mobile, dob: "1974-10-29" },
      vehicleNumber: ids.vehicleNumber,
    });
    expect(steps[1]?.body).toEqual({ vehicleNumber: ids.vehicleNumber });
    expect(steps[3]?.body).toMatchObject({ otp: fastagSettings.otp });
    expect(steps[4]?.body).toMatchObject({
      customer: { mobile: ids.mobile, email: "ravi.kumar@example.in" },
      vehicle: { number: ids.vehicleNumber },
      tagDetails: { toBeShippedByBank: true },
      cost: { depositAmount: fastagSettings.depositAmount, taxAmount: fastagSettings.taxAmount },
    });
  });

  it("stops where the sandbox answers something the flow cannot go on from", async () => {
    const { tools } = sandboxTools();
    const steps = await stepsOf(
      runIssuanceFlow(examples, tools, { mobile: "9123400002", vehicleNumber: "KA12AB5618" }),
    );
    expect(codes(steps)).toEqual(["dedupe vehicle-already-registered"]);
    expect(flowVerdict("issuance", steps)).toEqual({
      ok: false,
      text: "Stopped at dedupe: it answered vehicle-already-registered.",
    });
  });

  it("never uses the same mobile or vehicle twice", () => {
    const ids = Array.from({ length: 200 }, freshIssuanceIds);
    expect(new Set(ids.map((entry) => entry.mobile)).size).toBe(200);
    expect(new Set(ids.map((entry) => entry.vehicleNumber)).size).toBe(200);
    for (const { mobile, vehicleNumber } of ids) {
      expect(mobile).toMatch(new RegExp(fastagSettings.mobilePattern));
      expect(vehicleNumber).toMatch(/^[A-Z0-9]+$/);
    }
  });
});

describe("the recharge run", () => {
  const walletId = publishedWallets[0]!.walletId;

  it("recharges a published wallet and shows the balances before and after", async () => {
    const { tools } = sandboxTools();
    const steps = await stepsOf(runRechargeFlow(examples, walletId, tools));
    expect(codes(steps)).toEqual([
      "wallet-balance 000",
      "recharge submitted",
      "recharge-status recharge-processing",
      "recharge-status success",
      "wallet-balance 000",
    ]);
    const balance = (step: FastagFlowStep | undefined) =>
      Number((step?.answer.body as { data: { balance: string } }).data.balance);
    expect(balance(steps[4]) - balance(steps[0])).toBe(
      Number((examples.recharge as { amount: string }).amount),
    );
    expect(steps[1]?.body).toMatchObject({
      walletId,
      referenceId: expect.stringMatching(fastagSettings.referenceIdPattern),
    });
    const verdict = flowVerdict("recharge", steps);
    expect(verdict.ok).toBe(true);
    expect(verdict.text).toMatch(
      /^Recharged 100: recharge-status success; before, balance [\d.]+, odBalance 0\.00; after, balance [\d.]+, odBalance 0\.00\.$/,
    );
  });

  it("takes a fresh referenceId each run, so a second run is not refused", async () => {
    const { tools } = sandboxTools();
    await stepsOf(runRechargeFlow(examples, walletId, tools));
    const again = await stepsOf(runRechargeFlow(examples, walletId, tools));
    expect(flowVerdict("recharge", again).ok).toBe(true);
    expect(freshRechargeReference()).not.toBe(freshRechargeReference());
  });
});

describe("pollPlan", () => {
  it("polls a few times per scaled stage, and waits at most the unscaled timeline and ten seconds", () => {
    expect(pollPlan(60, 30)).toEqual({ everyMs: 500, maxMs: 70_000 });
    expect(pollPlan(10, 1000)).toEqual({ everyMs: 250, maxMs: 20_000 });
    expect(pollPlan(60, 1).everyMs).toBe(2000);
  });
});
