import { describe, expect, it } from "vitest";
import type { KitExchange, KitReport, KitResult } from "./kit-report";
import { summarise } from "./kit-report";
import {
  describeFinding,
  escapeXmlAttribute,
  escapeXmlText,
  formatJsonReport,
  formatJunitReport,
  formatProgressLine,
  formatTextReport,
  groupByEndpoint,
} from "./report-formats";

const fetchCall: KitExchange = {
  purpose: "fetch for the customer with a bill due",
  url: "http://127.0.0.1:4100/v1.0/bill-fetch",
  requestBody: { loan_number: "CUST0001" },
  status: 200,
  contentType: "application/json",
  responseBody: { status: "SUCCESS", errorCode: "00" },
  durationMs: 120,
};

const postingCall: KitExchange = {
  purpose: "payment for the customer with a bill due",
  url: "http://127.0.0.1:4100/v1.0/payment-posting",
  requestBody: { amount: 1000 },
  error: "timed out after 10000 ms",
  durationMs: 10_000,
};

const result = (
  partial: Partial<KitResult> & Pick<KitResult, "check" | "endpoint" | "outcome">,
): KitResult => ({
  title: `Title of ${partial.check}`,
  rule: `Rule of ${partial.check}.`,
  source: "/bbps/biller/guide#validation-rules",
  findings: [],
  exchanges: [],
  ...partial,
});

// Deliberately out of endpoint order, so grouping has to reorder.
const results: KitResult[] = [
  result({ check: "settlement-reply", endpoint: "settlementNotification", outcome: "pass" }),
  result({
    check: "posting-success",
    endpoint: "posting",
    outcome: "not-run",
    findings: [{ message: "The endpoint did not answer within 10000 ms." }],
    exchanges: [postingCall],
  }),
  result({
    check: "https",
    endpoint: "fetch",
    outcome: "warn",
    title: "Served over HTTPS",
    exchanges: [fetchCall],
  }),
  result({
    check: "bill-date-not-in-future",
    endpoint: "fetch",
    outcome: "fail",
    title: "billDate is not in the future",
    rule: "billDate is not in the future relative to the fetch.",
    findings: [
      { path: "bills.0.billDate", value: "2099-01-01", message: "billDate is after the day of the fetch." },
    ],
    exchanges: [fetchCall],
  }),
  result({ check: "fetch-shape", endpoint: "fetch", outcome: "pass", exchanges: [fetchCall] }),
  result({ check: "payment-options-count", endpoint: "fetch", outcome: "not-applicable" }),
];

const report: KitReport = {
  version: "v1.0",
  startedAt: "2025-01-02T03:04:05.000Z",
  durationMs: 10_500,
  results,
  ...summarise(results),
};

describe("formatTextReport", () => {
  const text = formatTextReport(report);

  it("groups results under their endpoint, in the endpoints' order", () => {
    const headings = ["Bill fetch", "Payment posting", "Settlement notification receiver"];
    const positions = headings.map((heading) => text.indexOf(`\n${heading}\n`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain("Bill validation");
    expect(text.indexOf("(bill-date-not-in-future)")).toBeGreaterThan(positions[0]!);
    expect(text.indexOf("(bill-date-not-in-future)")).toBeLessThan(positions[1]!);
  });

  it("marks each outcome", () => {
    expect(text).toContain("  ✓ Title of fetch-shape (fetch-shape)");
    expect(text).toContain("  ✗ billDate is not in the future (bill-date-not-in-future)");
    expect(text).toContain("  ! Served over HTTPS (https)");
    expect(text).toContain("  – Title of payment-options-count (payment-options-count)");
    expect(text).toContain("  ? Title of posting-success (posting-success)");
  });

  it("shows a failure's field, value, rule and guide section", () => {
    const lines = text.split("\n");
    const at = lines.findIndex((line) => line.includes("(bill-date-not-in-future)"));
    expect(lines.slice(at + 1, at + 5)).toEqual([
      '      bills.0.billDate = "2099-01-01": billDate is after the day of the fetch.',
      "      Call: fetch for the customer with a bill due: http://127.0.0.1:4100/v1.0/bill-fetch → HTTP 200 (application/json), 120 ms",
      "      Rule: billDate is not in the future relative to the fetch.",
      "      Guide: /bbps/biller/guide#validation-rules",
    ]);
  });

  it("explains a check that did not run, and not a passing one", () => {
    expect(text).toContain(
      "Call: payment for the customer with a bill due: http://127.0.0.1:4100/v1.0/payment-posting → no answer (timed out after 10000 ms), 10000 ms",
    );
    expect(text).not.toContain("Rule of fetch-shape.");
    expect(text).not.toContain("Rule of payment-options-count.");
  });

  it("ends with the counts and the verdict", () => {
    expect(text.trimEnd().split("\n").at(-1)).toBe(
      "2 passed, 1 failed, 1 warned, 1 not applicable, 1 not run: FAIL",
    );
    const passing = { ...report, results: [results[0]!], ...summarise([results[0]!]) };
    expect(formatTextReport(passing)).toMatch(/: PASS\n$/);
  });

  it("colours only when asked", () => {
    expect(text).not.toContain("\u001b[");
    expect(formatTextReport(report, { color: true })).toContain("\u001b[31m✗\u001b[0m");
  });

  it("has a progress line per result that names the endpoint", () => {
    expect(formatProgressLine(results[1]!)).toBe(
      "? Payment posting: Title of posting-success (posting-success)",
    );
  });

  it("does not pass a biller's control characters to the terminal", () => {
    const line = describeFinding({ path: "a", value: "x", message: "bad \u001b[2J\nnext" });
    expect(line).toBe('a = "x": bad \\u001b[2J\\u000anext');
  });
});

describe("formatJsonReport", () => {
  it("writes the report's keys in the order of its type", () => {
    const shuffled = Object.fromEntries(Object.entries(report).reverse()) as KitReport;
    const parsed = JSON.parse(formatJsonReport(shuffled)) as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual([
      "version",
      "startedAt",
      "durationMs",
      "results",
      "counts",
      "passed",
    ]);
    expect(parsed).toEqual(JSON.parse(JSON.stringify(report)));
    const first = (parsed.results as Record<string, unknown>[])[3]!;
    expect(Object.keys(first)).toEqual([
      "check",
      "endpoint",
      "title",
      "rule",
      "source",
      "outcome",
      "findings",
      "exchanges",
    ]);
  });
});

/** An element of the small XML reader below: enough to check the JUnit output is well formed. */
type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Resolves references, and throws on a raw `<`, a bare `&` or an unknown entity. */
function unescapeXml(raw: string): string {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === "<") throw new Error(`raw < in ${JSON.stringify(raw)}`);
    if (char !== "&") {
      out += char;
      continue;
    }
    const end = raw.indexOf(";", i);
    if (end < 0) throw new Error(`bare & in ${JSON.stringify(raw)}`);
    const name = raw.slice(i + 1, end);
    if (name.startsWith("#")) out += String.fromCodePoint(Number(name.slice(1)));
    else if (name in entities) out += entities[name];
    else throw new Error(`unknown entity &${name};`);
    i = end;
  }
  return out;
}

/** Characters XML 1.0 allows: tab, line feed, carriage return, and U+0020 upwards outside surrogates and U+FFFE/F. */
function assertXmlCharacters(text: string) {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (!allowed) throw new Error(`character U+${code.toString(16)} is not allowed in XML`);
  }
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source.trim();
  while (rest !== "") {
    const equals = rest.indexOf('="');
    const close = rest.indexOf('"', equals + 2);
    if (equals < 0 || close < 0) throw new Error(`malformed attributes: ${source}`);
    const name = rest.slice(0, equals);
    if (name in attributes) throw new Error(`attribute ${name} twice`);
    attributes[name] = unescapeXml(rest.slice(equals + 2, close));
    rest = rest.slice(close + 1).trim();
  }
  return attributes;
}

/** Reads the JUnit output (attributes in double quotes, no comments or CDATA); throws unless tags balance. */
function parseXml(xml: string): XmlElement {
  assertXmlCharacters(xml);
  const root: XmlElement = { name: "#document", attributes: {}, children: [], text: "" };
  const open: XmlElement[] = [root];
  let i = 0;
  while (i < xml.length) {
    const start = xml.indexOf("<", i);
    const text = xml.slice(i, start < 0 ? xml.length : start);
    open.at(-1)!.text += unescapeXml(text);
    if (start < 0) break;
    if (xml.startsWith("<?", start)) {
      i = xml.indexOf("?>", start) + 2;
      continue;
    }
    // Attribute values have their `>` escaped, so the first `>` closes the tag.
    const end = xml.indexOf(">", start);
    if (end < 0) throw new Error("unclosed tag");
    const tag = xml.slice(start + 1, end);
    i = end + 1;
    if (tag.startsWith("/")) {
      const closed = open.pop();
      if (closed?.name !== tag.slice(1) || open.length === 0)
        throw new Error(`</${tag.slice(1)}> closes ${closed?.name}`);
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const space = body.indexOf(" ");
    const element: XmlElement = {
      name: space < 0 ? body : body.slice(0, space),
      attributes: space < 0 ? {} : parseAttributes(body.slice(space + 1)),
      children: [],
      text: "",
    };
    open.at(-1)!.children.push(element);
    if (!selfClosing) open.push(element);
  }
  if (open.length !== 1) throw new Error(`unclosed <${open.at(-1)!.name}>`);
  if (root.children.length !== 1 || root.text.trim() !== "") throw new Error("not exactly one root element");
  return root.children[0]!;
}

describe("formatJunitReport", () => {
  const xml = formatJunitReport(report);
  const suites = parseXml(xml);

  it("is one suite per endpoint, in order, with a case per result", () => {
    expect(suites.name).toBe("testsuites");
    expect(suites.children.map((suite) => suite.attributes.name)).toEqual([
      "Bill fetch",
      "Payment posting",
      "Settlement notification receiver",
    ]);
    const fetchSuite = suites.children[0]!;
    const cases = fetchSuite.children.filter((child) => child.name === "testcase");
    expect(cases.map((testCase) => testCase.attributes.name)).toEqual([
      "https: Served over HTTPS",
      "bill-date-not-in-future: billDate is not in the future",
      "fetch-shape: Title of fetch-shape",
      "payment-options-count: Title of payment-options-count",
    ]);
    expect(cases.every((testCase) => testCase.attributes.classname === "biller-kit.fetch")).toBe(true);
  });

  it("counts tests, failures, errors and skipped per suite and in all", () => {
    const pick = (element: XmlElement) =>
      ["tests", "failures", "errors", "skipped"].map((name) => element.attributes[name]);
    expect(pick(suites)).toEqual(["6", "1", "1", "1"]);
    expect(suites.children.map(pick)).toEqual([
      ["4", "1", "0", "1"],
      ["1", "0", "1", "0"],
      ["1", "0", "0", "0"],
    ]);
  });

  it("times each case by its calls, each suite by its distinct calls, the run by its duration", () => {
    expect(suites.attributes.time).toBe("10.500");
    const [fetchSuite, postingSuite] = suites.children;
    // Three fetch checks judge the same 120 ms call.
    expect(fetchSuite!.attributes.time).toBe("0.120");
    expect(fetchSuite!.children[1]!.attributes.time).toBe("0.120");
    expect(postingSuite!.attributes.time).toBe("10.000");
  });

  it("writes failures, errors, skips and warnings as JUnit readers expect", () => {
    const [fetchSuite, postingSuite] = suites.children;
    const [warned, failed, passed, skipped] = fetchSuite!.children.filter(
      (child) => child.name === "testcase",
    );
    expect(passed!.children).toEqual([]);
    expect(skipped!.children.map((child) => child.name)).toEqual(["skipped"]);
    expect(warned!.children.map((child) => child.name)).toEqual(["system-out"]);
    expect(warned!.children[0]!.text).toContain("Rule: Rule of https.");

    const failure = failed!.children[0]!;
    expect(failure.name).toBe("failure");
    expect(failure.attributes.message).toBe(
      'bills.0.billDate = "2099-01-01": billDate is after the day of the fetch.',
    );
    expect(failure.text).toContain("Rule: billDate is not in the future relative to the fetch.");
    expect(failure.text).toContain("Guide: /bbps/biller/guide#validation-rules");

    const error = postingSuite!.children.find((child) => child.name === "testcase")!.children[0]!;
    expect(error.name).toBe("error");
    expect(error.attributes.message).toBe("The endpoint did not answer within 10000 ms.");
    const twoFindings = result({
      check: "fetch-shape",
      endpoint: "fetch",
      outcome: "fail",
      findings: [{ message: "First." }, { message: "Second." }],
    });
    const xmlOfTwo = parseXml(
      formatJunitReport({ ...report, results: [twoFindings], ...summarise([twoFindings]) }),
    );
    const failureOfTwo = xmlOfTwo.children[0]!.children.find((child) => child.name === "testcase")!
      .children[0]!;
    expect(failureOfTwo.attributes.message).toBe("First. (and 1 more)");
    expect(failureOfTwo.text).toContain("First.\nSecond.\n");
  });

  it("escapes quotes, angle brackets, ampersands and control characters", () => {
    const nasty = `"quoted" <tag> & 'apostrophe' ]]> \u0000\u0007\u001b tab\tline\nend`;
    const hostile: KitResult = result({
      check: "fetch-shape",
      endpoint: "fetch",
      outcome: "fail",
      title: nasty,
      rule: nasty,
      findings: [{ path: "bills.0.<x>", value: nasty, message: nasty }],
      exchanges: [{ ...fetchCall, purpose: nasty, error: nasty }],
    });
    const hostileXml = formatJunitReport({ ...report, results: [hostile], ...summarise([hostile]) });
    const testCase = parseXml(hostileXml).children[0]!.children.find((child) => child.name === "testcase")!;
    expect(hostileXml).not.toContain("]]>");
    expect(testCase.attributes.name).toBe(
      `fetch-shape: "quoted" <tag> & 'apostrophe' ]]> \\u0000\\u0007\\u001b tab\tline\nend`,
    );
    expect(testCase.children[0]!.text).toContain(`Rule: "quoted" <tag> & 'apostrophe' ]]> \\u0000`);
    expect(testCase.children[0]!.attributes.message).toContain("bills.0.<x> = ");
  });

  it("keeps a lone surrogate out of the XML", () => {
    expect(escapeXmlText("a\ud800b")).toBe("a\\ud800b");
    expect(escapeXmlText("😀")).toBe("😀");
    expect(escapeXmlAttribute("a\r\nb")).toBe("a&#13;&#10;b");
  });
});

describe("groupByEndpoint", () => {
  it("leaves out endpoints without results", () => {
    expect(groupByEndpoint(results).map((group) => group.endpoint)).toEqual([
      "fetch",
      "posting",
      "settlementNotification",
    ]);
  });
});

describe("the test's XML reader", () => {
  it("rejects what is not well formed", () => {
    expect(() => parseXml("<a><b></a></b>")).toThrow();
    expect(() => parseXml("<a>")).toThrow();
    expect(() => parseXml("<a>x & y</a>")).toThrow();
    expect(() => parseXml('<a b="<"/>')).toThrow();
    expect(() => parseXml("<a>\u0001</a>")).toThrow();
    expect(() => parseXml("<a/><b/>")).toThrow();
    expect(parseXml('<a b="&quot;&#10;"><c/>t &amp; u</a>')).toEqual({
      name: "a",
      attributes: { b: '"\n' },
      children: [{ name: "c", attributes: {}, children: [], text: "" }],
      text: "t & u",
    });
  });
});
