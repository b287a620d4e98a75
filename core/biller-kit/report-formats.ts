/**
 * The biller conformance kit's report in three forms: readable text for a terminal, JSON for
 * tools, and JUnit XML so a biller's CI shows one test per check. Pure: the command line and the
 * portal both format with these.
 */
import { kitEndpointIds, kitEndpointLabels, type KitEndpointId } from "../../content/biller-kit/kit-versions";
import {
  kitOutcomes,
  type KitExchange,
  type KitFinding,
  type KitOutcome,
  type KitReport,
  type KitResult,
} from "./kit-report";

const marks: Record<KitOutcome, string> = {
  pass: "✓",
  fail: "✗",
  warn: "!",
  "not-applicable": "–",
  "not-run": "?",
};

const outcomeWords: Record<KitOutcome, string> = {
  pass: "passed",
  fail: "failed",
  warn: "warned",
  "not-applicable": "not applicable",
  "not-run": "not run",
};

// ANSI SGR codes; the reset closes every one.
const ansi = { green: "32", red: "31", yellow: "33", dim: "2", magenta: "35", bold: "1" } as const;
const outcomeColours: Record<KitOutcome, keyof typeof ansi> = {
  pass: "green",
  fail: "red",
  warn: "yellow",
  "not-applicable": "dim",
  "not-run": "magenta",
};

/** Results that need explaining: what went wrong, the rule, and where the guide says so. */
const needsDetail = (outcome: KitOutcome) =>
  outcome === "fail" || outcome === "warn" || outcome === "not-run";

/** The results per endpoint, in the order the kit's pages list endpoints; endpoints without results left out. */
export function groupByEndpoint(
  results: readonly KitResult[],
): { endpoint: KitEndpointId; results: KitResult[] }[] {
  return kitEndpointIds
    .map((endpoint) => ({ endpoint, results: results.filter((result) => result.endpoint === endpoint) }))
    .filter((group) => group.results.length > 0);
}

// A biller's answer is printed to a terminal and written into XML, so its control characters are
// shown as escapes rather than passed through (an ESC would restyle the terminal, a NUL breaks XML).
// Line breaks too: a finding is one line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g;
const asEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
const showControls = (text: string) => text.replace(controlCharacters, asEscape);

const longestValue = 500;

/** A value as JSON on one line, cut short when it is a large object (the JSON report has it whole). */
export function valueAsJson(value: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = String(value);
  }
  return json.length > longestValue ? `${json.slice(0, longestValue)}…` : json;
}

/** `bills.0.billDate = "2099-01-01": billDate is after the day of the fetch.` */
export function describeFinding(finding: KitFinding): string {
  const where = finding.path === undefined ? "" : finding.path;
  const value = finding.value !== undefined ? ` = ${valueAsJson(finding.value)}` : "";
  const subject = `${where}${value}`.trim();
  return showControls(subject === "" ? finding.message : `${subject}: ${finding.message}`);
}

/** `fetch for the customer with a bill due: https://… → HTTP 200 (application/json), 120 ms`. */
export function describeExchange(exchange: KitExchange): string {
  const answer =
    exchange.status !== undefined
      ? `HTTP ${exchange.status}${exchange.contentType ? ` (${exchange.contentType})` : ""}`
      : `no answer${exchange.error ? ` (${exchange.error})` : ""}`;
  return showControls(
    `${exchange.purpose}: ${exchange.url} → ${answer}, ${Math.round(exchange.durationMs)} ms`,
  );
}

/** The lines that explain a result: findings, the calls behind it, the rule and its guide section. */
function detailLines(result: KitResult): string[] {
  return [
    ...result.findings.map(describeFinding),
    ...result.exchanges.map((exchange) => `Call: ${describeExchange(exchange)}`),
    `Rule: ${result.rule}`,
    `Guide: ${result.source}`,
  ];
}

/** `12 passed, 1 failed, 0 warned, 3 not applicable, 0 not run`. */
export function countsLine(report: KitReport): string {
  return kitOutcomes.map((outcome) => `${report.counts[outcome]} ${outcomeWords[outcome]}`).join(", ");
}

type Paint = (colour: keyof typeof ansi, text: string) => string;
const painter =
  (color: boolean | undefined): Paint =>
  (colour, text) =>
    color ? `\u001b[${ansi[colour]}m${text}\u001b[0m` : text;

/** `✗ billDate is not in the future (bill-date-not-in-future)`. */
function resultLine(result: KitResult, paint: Paint): string {
  return `${paint(outcomeColours[result.outcome], marks[result.outcome])} ${result.title} ${paint("dim", `(${result.check})`)}`;
}

/** One line as a result arrives: `✓ Bill fetch: Answers JSON (json-answer)`. */
export function formatProgressLine(result: KitResult, options: { color?: boolean } = {}): string {
  return resultLine(
    { ...result, title: `${kitEndpointLabels[result.endpoint]}: ${result.title}` },
    painter(options.color),
  );
}

export function formatTextReport(report: KitReport, options: { color?: boolean } = {}): string {
  const paint = painter(options.color);
  const lines = [
    paint("bold", `Biller conformance kit, version ${report.version}`),
    `Started ${report.startedAt}, took ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  for (const group of groupByEndpoint(report.results)) {
    lines.push("", paint("bold", kitEndpointLabels[group.endpoint]));
    for (const result of group.results) {
      lines.push(`  ${resultLine(result, paint)}`);
      if (needsDetail(result.outcome)) lines.push(...detailLines(result).map((line) => `      ${line}`));
    }
  }
  const verdict = report.passed ? paint("green", "PASS") : paint("red", "FAIL");
  lines.push("", `${countsLine(report)}: ${paint("bold", verdict)}`);
  return `${lines.join("\n")}\n`;
}

/** The report as indented JSON, its keys in the order of the report's type whatever order they were built in. */
export function formatJsonReport(report: KitReport): string {
  const ordered = {
    version: report.version,
    startedAt: report.startedAt,
    durationMs: report.durationMs,
    results: report.results.map((result) => ({
      check: result.check,
      endpoint: result.endpoint,
      title: result.title,
      rule: result.rule,
      source: result.source,
      outcome: result.outcome,
      findings: result.findings.map((finding) => ({
        path: finding.path,
        value: finding.value,
        message: finding.message,
      })),
      exchanges: result.exchanges.map((exchange) => ({
        purpose: exchange.purpose,
        url: exchange.url,
        requestBody: exchange.requestBody,
        status: exchange.status,
        contentType: exchange.contentType,
        responseBody: exchange.responseBody,
        error: exchange.error,
        durationMs: exchange.durationMs,
      })),
    })),
    counts: Object.fromEntries(kitOutcomes.map((outcome) => [outcome, report.counts[outcome]])),
    passed: report.passed,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

// XML 1.0 cannot carry most control characters or unpaired surrogates, not even as character
// references, so they are written as visible `\uXXXX` text.
const notInXml =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const xmlSafe = (text: string) => text.replace(notInXml, asEscape);

/** Text content: `>` too, so that `]]>` never appears. */
export const escapeXmlText = (text: string) =>
  xmlSafe(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Attribute values: quotes, and tabs and line breaks as references so attribute normalisation keeps them. */
export const escapeXmlAttribute = (text: string) =>
  escapeXmlText(text)
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");

const seconds = (ms: number) => (ms / 1000).toFixed(3);
const sumMs = (exchanges: readonly KitExchange[]) => exchanges.reduce((sum, e) => sum + e.durationMs, 0);

/**
 * Several checks judge the same call, so a suite's time counts each distinct call once rather
 * than adding up its test cases.
 */
function distinctCallMs(results: readonly KitResult[]): number {
  const calls = new Map<string, number>();
  for (const exchange of results.flatMap((result) => result.exchanges)) {
    calls.set(`${exchange.purpose}\n${exchange.url}\n${exchange.durationMs}`, exchange.durationMs);
  }
  return [...calls.values()].reduce((sum, ms) => sum + ms, 0);
}

const count = (results: readonly KitResult[], outcome: KitOutcome) =>
  results.filter((result) => result.outcome === outcome).length;

/** The attributes every JUnit reader looks for, counted from the results themselves. */
function countAttributes(results: readonly KitResult[], ms: number): string {
  return (
    `tests="${results.length}" failures="${count(results, "fail")}" errors="${count(results, "not-run")}" ` +
    `skipped="${count(results, "not-applicable")}" time="${seconds(ms)}"`
  );
}

function junitTestCase(result: KitResult): string[] {
  const classname = escapeXmlAttribute(`biller-kit.${result.endpoint}`);
  const name = escapeXmlAttribute(`${result.check}: ${result.title}`);
  const open = `    <testcase classname="${classname}" name="${name}" time="${seconds(sumMs(result.exchanges))}"`;
  const detail = escapeXmlText(detailLines(result).join("\n"));
  // The message is what CI lists show in one line; the element's text has every finding.
  const [first, ...others] = result.findings;
  const message = escapeXmlAttribute(
    first === undefined
      ? result.rule
      : `${describeFinding(first)}${others.length > 0 ? ` (and ${others.length} more)` : ""}`,
  );
  switch (result.outcome) {
    case "pass":
      return [`${open}/>`];
    case "not-applicable":
      return [`${open}>`, `      <skipped message="${message}"/>`, "    </testcase>"];
    case "fail":
      return [
        `${open}>`,
        `      <failure message="${message}" type="fail">${detail}</failure>`,
        "    </testcase>",
      ];
    case "not-run":
      return [
        `${open}>`,
        `      <error message="${message}" type="not-run">${detail}</error>`,
        "    </testcase>",
      ];
    case "warn":
      // A warning does not fail the run, so the case passes and carries the warning as output.
      return [`${open}>`, `      <system-out>Warning: ${detail}</system-out>`, "    </testcase>"];
  }
}

/** JUnit XML: one suite per endpoint, one case per check; not-run is an error, never a pass. */
export function formatJunitReport(report: KitReport): string {
  const runName = escapeXmlAttribute(`Biller conformance kit (${report.version})`);
  const timestamp = escapeXmlAttribute(report.startedAt);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${runName}" ${countAttributes(report.results, report.durationMs)}>`,
  ];
  groupByEndpoint(report.results).forEach((group, index) => {
    const suiteName = escapeXmlAttribute(kitEndpointLabels[group.endpoint]);
    const counts = countAttributes(group.results, distinctCallMs(group.results));
    lines.push(
      `  <testsuite name="${suiteName}" id="${index}" ${counts} timestamp="${timestamp}">`,
      "    <properties>",
      `      <property name="version" value="${escapeXmlAttribute(report.version)}"/>`,
      "    </properties>",
      ...group.results.flatMap(junitTestCase),
      "  </testsuite>",
    );
  });
  lines.push("</testsuites>");
  return `${lines.join("\n")}\n`;
}
