/**
 * The bill fetch checks: the three test customers' answers judged by the guide's outcome table,
 * the version's response shape, and the rule module the in-page checker uses (bill dates,
 * additionalInfo, paise, payment options, B2B bill numbers, split sums).
 */
import type { KitCheckId } from "../../content/biller-kit/kit-checks";
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import { checkFetchResponse, type RuleId, type Violation } from "../biller-response/rules";
import type { KitCall } from "./kit-call";
import type { KitResult } from "./kit-report";
import {
  fail,
  notApplicable,
  pass,
  resultOf,
  unjudgeable,
  valueAt,
  violationFindings,
  warn,
  type KitVerdict,
} from "./kit-verdict";

/** The schema of each version's fetch response in the biller document. */
export const fetchResponseSchemas: Partial<Record<KitVersionId, string>> = {
  "v1.0": "BillFetchResponseV1_0",
  "v1.1": "BillFetchResponseV1_1",
  aggregator: "AggregatorBillFetchResponse",
  b2b: "B2bBillFetchResponse",
  "split-settlement": "SplitSettlementBillFetchResponse",
};

/** Where each version's bills sit in a SUCCESS answer, as path prefixes. */
function billPaths(version: KitVersionId, json: unknown): string[] {
  if (version === "aggregator") return ["data."];
  if (version === "b2b") {
    const bills = valueAt(json, "bills");
    return Array.isArray(bills) ? bills.map((_, index) => `bills.${index}.`) : [];
  }
  return [""];
}

/** The fields the guide lists for a SUCCESS bill of each version (B2B: per bill). */
const documentedBillFields: Partial<Record<KitVersionId, readonly string[]>> = {
  "v1.0": ["customerName", "amountDue", "billDate", "dueDate", "billNumber", "billPeriod"],
  "v1.1": ["customerName", "amountDue", "billDate", "dueDate", "billNumber", "billPeriod"],
  "split-settlement": [
    "customerName",
    "amountDue",
    "billDate",
    "dueDate",
    "billNumber",
    "billPeriod",
    "splitData",
  ],
  aggregator: ["customerName", "amountDue", "billDate", "dueDate", "billNumber", "billPeriod"],
  b2b: ["amount", "billNumber", "customerName", "billPeriod", "billDate", "dueDate"],
};

export type ShapeCheck = (schema: string, json: unknown) => { path: string; message: string }[];

export type FetchCalls = { due: KitCall; unknown: KitCall; nothingDue: KitCall };

const readableDate = /^\d{4}-\d{2}-\d{2}/;

/**
 * Problems at fields a named rule check already reports are left to that check, so one broken
 * rule fails one check: `amountDue: 1500.5` fails amounts-in-paise, not the shape as well.
 */
export function unclaimed<T extends { path: string }>(problems: T[], claimed: readonly Violation[]): T[] {
  return problems.filter(
    ({ path }) =>
      !claimed.some((violation) => path === violation.path || path.startsWith(`${violation.path}.`)),
  );
}

function shapeVerdict(
  version: KitVersionId,
  call: KitCall,
  shape: ShapeCheck,
  claimed: Violation[],
): KitVerdict {
  const schema = fetchResponseSchemas[version];
  if (!schema) return notApplicable("This version has no bill fetch.");
  const problems = unclaimed(shape(schema, call.json), claimed).map(({ path, message }) => ({
    path,
    value: valueAt(call.json, path),
    message: `${path || "The response"} ${message}`,
  }));
  if (problems.length > 0) return fail(...problems);
  if (valueAt(call.json, "status") !== "SUCCESS") return pass();
  const fields = documentedBillFields[version] ?? [];
  const missing = billPaths(version, call.json).flatMap((prefix) =>
    fields
      .filter((field) => valueAt(call.json, `${prefix}${field}`) === undefined)
      .map((field) => `${prefix}${field}`),
  );
  if (missing.length === 0) return pass();
  // The guides list these fields without marking each required, so a gap is reported, not failed.
  return warn(
    ...missing.map((path) => ({
      path,
      message: `${path} is listed in the guide's response and is missing.`,
    })),
  );
}

function outcomeVerdict(call: KitCall, status: string, errorCode: string, who: string): KitVerdict {
  const got = { status: valueAt(call.json, "status"), errorCode: valueAt(call.json, "errorCode") };
  if (got.status === status && got.errorCode === errorCode) return pass();
  return fail(
    ...(["status", "errorCode"] as const)
      .filter((field) => got[field] !== (field === "status" ? status : errorCode))
      .map((field) => ({
        path: field,
        value: got[field],
        message: `${who} should get ${field} ${field === "status" ? status : errorCode}.`,
      })),
  );
}

/** The rule ids of the rule module that each catalogue check stands for. */
const ruleChecks: { check: KitCheckId; rules: readonly RuleId[]; field?: string }[] = [
  { check: "bill-date-not-in-future", rules: ["bill-date-not-in-future"] },
  { check: "bill-date-not-after-due-date", rules: ["bill-date-not-after-due-date"] },
  { check: "additional-info-count", rules: ["additional-info-count"] },
  { check: "amounts-in-paise", rules: ["amounts-in-paise"] },
  { check: "payment-options-count", rules: ["payment-options-count"], field: "paymentOptions" },
  { check: "payment-option-range", rules: ["payment-option-range"], field: "paymentOptions" },
  { check: "b2b-unique-bill-numbers", rules: ["b2b-unique-bill-numbers"], field: "bills" },
  { check: "split-sum", rules: ["split-sum"], field: "splitData" },
];

const versionsOf: Partial<Record<KitCheckId, readonly KitVersionId[]>> = {
  "payment-options-count": ["v1.1"],
  "payment-option-range": ["v1.1"],
  "b2b-unique-bill-numbers": ["b2b"],
  "split-sum": ["split-settlement"],
};

function dateVerdict(version: KitVersionId, json: unknown, violations: Violation[]): KitVerdict | undefined {
  const unreadable = billPaths(version, json)
    .flatMap((prefix) => [`${prefix}billDate`, `${prefix}dueDate`])
    .filter((path) => {
      const value = valueAt(json, path);
      return value !== undefined && !(typeof value === "string" && readableDate.test(value));
    });
  if (unreadable.length === 0 || violations.length > 0) return undefined;
  // Outside the aggregator guide the date format is issued during onboarding, so an unreadable
  // date is a check the kit could not make, not a broken rule (the shape check fails it for aggregators).
  return warn(
    ...unreadable.map((path) => ({
      path,
      value: valueAt(json, path),
      message: `${path} is not YYYY-MM-DD, the only date format the kit reads; compare the dates yourself.`,
    })),
  );
}

function ruleVerdict(
  version: KitVersionId,
  json: unknown,
  all: Violation[],
  { check, rules, field }: (typeof ruleChecks)[number],
): KitVerdict {
  const violations = all.filter((violation) => rules.includes(violation.rule));
  if (check === "bill-date-not-in-future" || check === "bill-date-not-after-due-date") {
    const unread = dateVerdict(version, json, violations);
    if (unread) return unread;
  }
  if (violations.length > 0) return fail(...violationFindings(json, violations));
  if (field !== undefined) {
    const present = billPaths(version, json).some(
      (prefix) => valueAt(json, `${prefix}${field}`) !== undefined,
    );
    if (!present && !(field === "bills" && version === "b2b"))
      return notApplicable(`The bill has no ${field}, so there was nothing to check.`);
  }
  return pass();
}

export function fetchResults(
  version: KitVersionId,
  calls: FetchCalls,
  shape: ShapeCheck,
  now: Date,
): KitResult[] {
  const { due, unknown, nothingDue } = calls;
  const results: KitResult[] = [];
  const add = (check: KitCheckId, verdict: KitVerdict, used: KitCall[]) =>
    results.push(resultOf(check, "fetch", verdict, used));

  const dueProblem = unjudgeable(due);
  const success = !dueProblem && valueAt(due.json, "status") === "SUCCESS";
  const violations = success ? checkFetchResponse(due.json, now) : [];
  add("fetch-shape", dueProblem ?? shapeVerdict(version, due, shape, violations), [due]);
  add(
    "fetch-due-success",
    unjudgeable(due) ?? outcomeVerdict(due, "SUCCESS", "00", "The customer with a bill due"),
    [due],
  );
  add(
    "fetch-unknown-01",
    unjudgeable(unknown) ?? outcomeVerdict(unknown, "FAILURE", "01", "The unknown customer"),
    [unknown],
  );
  add(
    "fetch-nothing-due-02",
    unjudgeable(nothingDue) ?? outcomeVerdict(nothingDue, "FAILURE", "02", "The customer with nothing due"),
    [nothingDue],
  );

  const pairs = [due, unknown, nothingDue].flatMap((call) => {
    if (unjudgeable(call)) return [];
    const violations = checkFetchResponse(call.json, now).filter(
      (violation) => violation.rule === "fetch-status" || violation.rule === "fetch-error-code",
    );
    return violationFindings(call.json, violations).map((finding) => ({
      ...finding,
      message: `${call.exchange.purpose}: ${finding.message}`,
    }));
  });
  const judged = [due, unknown, nothingDue].filter((call) => !unjudgeable(call));
  add(
    "fetch-status-pairs",
    judged.length === 0 ? (unjudgeable(due) ?? pass()) : pairs.length > 0 ? fail(...pairs) : pass(),
    [due, unknown, nothingDue],
  );

  for (const entry of ruleChecks) {
    const versions = versionsOf[entry.check];
    if (versions && !versions.includes(version)) continue;
    const verdict =
      dueProblem ??
      (success
        ? ruleVerdict(version, due.json, violations, entry)
        : notApplicable(
            "The customer with a bill due did not get a SUCCESS bill, so there was no bill to check.",
          ));
    add(entry.check, verdict, [due]);
  }
  return results;
}
