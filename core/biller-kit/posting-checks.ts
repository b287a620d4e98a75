/**
 * The payment posting checks: a first posting answered SUCCESS with a proper acknowledgement, the
 * same transaction again answered DUPLICATE, a payment for the unknown customer (FAILURE, if that
 * is the answer, with an empty acknowledgement), and the realtime split.
 */
import type { KitCheckId } from "../../content/biller-kit/kit-checks";
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import { checkPostingResponse } from "../biller-response/rules";
import type { KitCall } from "./kit-call";
import { unclaimed, type ShapeCheck } from "./fetch-checks";
import type { KitResult } from "./kit-report";
import {
  fail,
  notApplicable,
  pass,
  resultOf,
  unjudgeable,
  valueAt,
  violationFindings,
  type KitVerdict,
} from "./kit-verdict";

export type PostingCalls = {
  first: KitCall;
  /** The same request again. */
  again: KitCall;
  /** A payment for the unknown customer, under a fresh reference. */
  unknownCustomer: KitCall;
  /** The total bill amount, in paise: the fetched bill's amount, or the configured payment's. */
  billTotalPaise: number;
};

function shapeVerdict(version: KitVersionId, calls: KitCall[], shape: ShapeCheck): KitVerdict {
  const problem = calls.every((call) => unjudgeable(call)) ? unjudgeable(calls[0]!) : undefined;
  if (problem) return problem;
  const findings = calls.flatMap((call) => {
    if (unjudgeable(call)) return [];
    const problems = unclaimed(
      shape("PaymentPostingOutcome", call.json),
      checkPostingResponse(call.json),
    ).map(({ path, message }) => ({
      path,
      value: valueAt(call.json, path),
      message: `${call.exchange.purpose}: ${path || "the response"} ${message}`,
    }));
    if (version === "aggregator" && typeof valueAt(call.json, "errorCode") !== "string")
      problems.push({
        path: "errorCode",
        value: valueAt(call.json, "errorCode"),
        message: `${call.exchange.purpose}: the aggregator version also returns errorCode.`,
      });
    return problems;
  });
  return findings.length > 0 ? fail(...findings) : pass();
}

function successVerdict(call: KitCall): KitVerdict {
  const status = valueAt(call.json, "status");
  if (status !== "SUCCESS")
    return fail({
      path: "status",
      value: status,
      message: "A new payment for the customer with a bill due should be answered SUCCESS.",
    });
  const violations = checkPostingResponse(call.json);
  return violations.length > 0 ? fail(...violationFindings(call.json, violations)) : pass();
}

function duplicateVerdict(first: KitCall, again: KitCall): KitVerdict {
  if (valueAt(first.json, "status") !== "SUCCESS")
    return notApplicable(
      "The first posting was not answered SUCCESS, so a repeat of it is not a duplicate of a recorded payment.",
    );
  const status = valueAt(again.json, "status");
  if (status !== "DUPLICATE")
    return fail({
      path: "status",
      value: status,
      message:
        "The same transaction posted again should be answered DUPLICATE (the payment is already recorded).",
    });
  const violations = checkPostingResponse(again.json);
  return violations.length > 0 ? fail(...violationFindings(again.json, violations)) : pass();
}

function failureVerdict(call: KitCall): KitVerdict {
  const status = valueAt(call.json, "status");
  if (status !== "FAILURE")
    return notApplicable(
      `The payment for the unknown customer was answered ${JSON.stringify(status)}, not FAILURE, so the FAILURE rule could not be observed.`,
    );
  const violations = checkPostingResponse(call.json);
  return violations.length > 0 ? fail(...violationFindings(call.json, violations)) : pass();
}

function splitVerdict(call: KitCall, billTotalPaise: number): KitVerdict {
  const split = valueAt(call.json, "splitData");
  if (split === undefined)
    return notApplicable("The answer has no splitData (a deemed split is returned in the fetch response).");
  if (!Array.isArray(split))
    return fail({ path: "splitData", value: split, message: "splitData is a list of bankCode and amount." });
  if (split.length === 1 && valueAt(split[0], "amount") === undefined)
    return pass("One account, amount omitted.");
  const amounts = split.map((part) => valueAt(part, "amount"));
  const bad = amounts.findIndex((amount) => typeof amount !== "number" || !Number.isInteger(amount));
  if (bad >= 0)
    return fail({
      path: `splitData.${bad}.amount`,
      value: amounts[bad],
      message: "Split amounts are whole numbers of paise.",
    });
  const sum = (amounts as number[]).reduce((total, amount) => total + amount, 0);
  return sum === billTotalPaise
    ? pass()
    : fail({
        path: "splitData",
        value: split,
        message: `The split amounts add up to ${sum}, not the total bill amount of ${billTotalPaise}.`,
      });
}

export function postingResults(version: KitVersionId, calls: PostingCalls, shape: ShapeCheck): KitResult[] {
  const { first, again, unknownCustomer } = calls;
  const results: KitResult[] = [];
  const add = (check: KitCheckId, verdict: KitVerdict, used: KitCall[]) =>
    results.push(resultOf(check, "posting", verdict, used));
  add("posting-shape", shapeVerdict(version, [first, again, unknownCustomer], shape), [
    first,
    again,
    unknownCustomer,
  ]);
  add("posting-success", unjudgeable(first) ?? successVerdict(first), [first]);
  add("posting-duplicate", unjudgeable(first) ?? unjudgeable(again) ?? duplicateVerdict(first, again), [
    first,
    again,
  ]);
  add("posting-failure-empty-ack", unjudgeable(unknownCustomer) ?? failureVerdict(unknownCustomer), [
    unknownCustomer,
  ]);
  if (version === "split-settlement")
    add("posting-split-sum", unjudgeable(first) ?? splitVerdict(first, calls.billTotalPaise), [first]);
  return results;
}
