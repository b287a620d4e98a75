/**
 * What a run of the biller conformance kit found: one result per check and endpoint, grouped by
 * endpoint in the readable report, and written as JSON and JUnit XML for a biller's own CI.
 */
import type { KitCheckId } from "../../content/biller-kit/kit-checks";
import type { KitEndpointId, KitVersionId } from "../../content/biller-kit/kit-versions";

/**
 * - `pass`, `fail`: the rule was observed, kept or broken.
 * - `warn`: reported without failing the run (HTTPS on loopback, a documented field left out).
 * - `not-applicable`: the rule does not apply to this version or to what the endpoint answered.
 * - `not-run`: the check could not run (endpoint down, timeout, no URL given); never a pass.
 */
export type KitOutcome = "pass" | "fail" | "warn" | "not-applicable" | "not-run";

/** One thing a check saw: the field (a JSON path like `bills.0.billDate`), its value, and what is wrong or right. */
export type KitFinding = { path?: string; value?: unknown; message: string };

/** The call a result is about, as the kit made it (credentials left out). */
export type KitExchange = {
  /** What the call was for, e.g. "fetch for the customer with a bill due". */
  purpose: string;
  url: string;
  requestBody: unknown;
  /** The HTTP status, or undefined when there was no answer. */
  status?: number;
  contentType?: string;
  responseBody?: unknown;
  error?: string;
  durationMs: number;
};

export type KitResult = {
  check: KitCheckId;
  endpoint: KitEndpointId;
  title: string;
  rule: string;
  /** The guide section the rule comes from, a path with its anchor. */
  source: string;
  outcome: KitOutcome;
  findings: KitFinding[];
  exchanges: KitExchange[];
};

export type KitReport = {
  version: KitVersionId;
  startedAt: string;
  durationMs: number;
  results: KitResult[];
  counts: Record<KitOutcome, number>;
  /** True when no check failed and no check that should have run could not. */
  passed: boolean;
};

export const kitOutcomes: readonly KitOutcome[] = ["pass", "fail", "warn", "not-applicable", "not-run"];

/** The run passes when nothing failed and nothing that applies was left unrun. */
export function summarise(results: readonly KitResult[]): Pick<KitReport, "counts" | "passed"> {
  const counts = Object.fromEntries(kitOutcomes.map((outcome) => [outcome, 0])) as Record<KitOutcome, number>;
  for (const result of results) counts[result.outcome] += 1;
  return { counts, passed: counts.fail === 0 && counts["not-run"] === 0 };
}
