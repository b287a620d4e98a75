/**
 * The conformance suite against the reference biller: every version passes it as shipped, and each
 * fault, switched on alone, fails exactly the check for the rule it breaks, naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kitConfigSchema } from "../../core/biller-kit/kit-config";
import type { KitReport } from "../../core/biller-kit/kit-report";
import type { KitVersionId } from "../../content/biller-kit/kit-versions";
import {
  faultCases,
  referenceKitConfig,
  type ReferenceEndpoints,
} from "../../examples/reference-biller/fault-cases.test-data";
import { startReferenceBiller, type ReferenceBiller } from "../../examples/reference-biller/reference-biller";
import { runBillerKit } from "./run-biller-kit";

/** A minute of the retry schedule takes 10 ms, so a receiver that never accepts costs half a second. */
const timeScale = 6000;

const configFor = (
  biller: ReferenceBiller,
  version: KitVersionId,
  endpoints: ReferenceEndpoints,
  extra: Parameters<typeof referenceKitConfig>[3] = {},
) => kitConfigSchema.parse(referenceKitConfig(biller.url, version, endpoints, extra));

const failing = (report: KitReport) =>
  report.results
    .filter((result) => result.outcome === "fail")
    .map((result) => `${result.endpoint}:${result.check}`);

describe("the reference biller as shipped", () => {
  let biller: ReferenceBiller;
  beforeAll(async () => {
    biller = await startReferenceBiller();
  });
  afterAll(() => biller.close());

  it.each(["v1.0", "v1.1", "aggregator", "b2b", "plan-mdm", "split-settlement"] as const)(
    "passes every %s check, warning only that loopback is not HTTPS",
    async (version) => {
      const report = await runBillerKit(
        configFor(biller, version, ["fetch", "posting", "validation", "receivers"]),
        {
          timeScale,
        },
      );
      expect(failing(report)).toEqual([]);
      expect(report.counts["not-run"]).toBe(0);
      expect(report.passed).toBe(true);
      const warnings = report.results
        .filter((result) => result.outcome === "warn")
        .map((result) => result.check);
      expect(new Set(warnings)).toEqual(new Set(["https"]));
      // Every endpoint the version uses was called and judged.
      const endpoints = new Set(report.results.map((result) => result.endpoint));
      expect(endpoints.has("posting")).toBe(true);
      expect(endpoints.has("settlementNotification")).toBe(true);
    },
  );
});

describe("each fault of the reference biller, switched on alone", () => {
  it.each(faultCases.map((entry) => [entry.fault, entry] as const))(
    "%s fails exactly its check",
    async (_fault, entry) => {
      const biller = await startReferenceBiller({ faults: [entry.fault] });
      try {
        const config = configFor(
          biller,
          entry.version,
          entry.endpoints,
          entry.timeoutMs ? { timeoutMs: entry.timeoutMs } : {},
        );
        const report = await runBillerKit(config, { timeScale });
        expect(failing(report)).toEqual(entry.fails);
        expect(report.passed).toBe(entry.fails.length === 0);
        if (entry.field !== undefined)
          for (const result of report.results.filter((found) => found.outcome === "fail"))
            expect(
              result.findings.map((finding) => finding.path),
              result.check,
            ).toContain(entry.field);
      } finally {
        await biller.close();
      }
    },
  );
});
