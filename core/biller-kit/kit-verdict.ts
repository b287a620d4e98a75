import { kitChecks, type KitCheckId } from "../../content/biller-kit/kit-checks";
import type { KitEndpointId } from "../../content/biller-kit/kit-versions";
import type { Violation } from "../biller-response/rules";
import type { KitCall } from "./kit-call";
import type { KitFinding, KitOutcome, KitResult } from "./kit-report";

/** What one check concluded. */
export type KitVerdict = { outcome: KitOutcome; findings: KitFinding[] };

export const pass = (message?: string): KitVerdict => ({
  outcome: "pass",
  findings: message === undefined ? [] : [{ message }],
});
export const fail = (...findings: KitFinding[]): KitVerdict => ({ outcome: "fail", findings });
export const warn = (...findings: KitFinding[]): KitVerdict => ({ outcome: "warn", findings });
export const notApplicable = (message: string): KitVerdict => ({
  outcome: "not-applicable",
  findings: [{ message }],
});
export const notRun = (message: string): KitVerdict => ({ outcome: "not-run", findings: [{ message }] });

/** Why a call gave nothing to judge: its error, or an answer that is not JSON. */
export function unjudgeable(call: KitCall): KitVerdict | undefined {
  if ("error" in call.outcome) return notRun(`${call.exchange.purpose}: ${call.outcome.error}`);
  if (call.json === undefined)
    return fail({
      value: call.exchange.responseBody,
      message: `${call.exchange.purpose}: the answer (HTTP ${call.outcome.status}) is not a JSON body.`,
    });
  return undefined;
}

/** Reads `path` (dots, numbers for list items) from a JSON value. */
export function valueAt(json: unknown, path: string): unknown {
  if (path === "") return json;
  return path.split(".").reduce<unknown>((value, key) => {
    if (Array.isArray(value)) return value[Number(key)];
    if (typeof value === "object" && value !== null) return (value as Record<string, unknown>)[key];
    return undefined;
  }, json);
}

/** The rule module's violations as findings, with the value at each field. */
export function violationFindings(json: unknown, violations: readonly Violation[]): KitFinding[] {
  return violations.map(({ path, message }) => ({ path, value: valueAt(json, path), message }));
}

/** A result of a check in the catalogue, for one endpoint. */
export function resultOf(
  check: KitCheckId,
  endpoint: KitEndpointId,
  verdict: KitVerdict,
  calls: readonly KitCall[],
): KitResult {
  const data = kitChecks.find((entry) => entry.id === check)!;
  return {
    check,
    endpoint,
    title: data.title,
    rule: data.rule,
    source: data.source,
    outcome: verdict.outcome,
    findings: verdict.findings,
    exchanges: calls.map((call) => call.exchange),
  };
}
