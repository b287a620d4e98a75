/** The transport checks, once per endpoint: HTTPS, an answer within the timeout, and JSON. */
import type { KitEndpointId } from "../../content/biller-kit/kit-versions";
import type { KitCall } from "./kit-call";
import type { KitFinding, KitResult } from "./kit-report";
import { fail, notRun, pass, resultOf, warn, type KitVerdict } from "./kit-verdict";

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);
const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

export function httpsVerdict(url: string): KitVerdict {
  const target = new URL(url);
  if (target.protocol === "https:") return pass();
  const finding = { path: "URL", value: url, message: "HTTPS is mandatory in production." };
  return loopbackHosts.has(target.hostname.toLowerCase()) || target.hostname.endsWith(".localhost")
    ? warn({ ...finding, message: `${finding.message} This is loopback, so the kit only warns.` })
    : fail(finding);
}

function timeVerdict(calls: readonly KitCall[], timeoutMs: number): KitVerdict {
  const late = calls.filter((call) => "timedOut" in call.outcome && call.outcome.timedOut);
  if (late.length > 0)
    return fail(
      ...late.map((call) => ({
        message: `${call.exchange.purpose}: no answer within ${timeoutMs} ms.`,
      })),
    );
  const unreached = calls.find((call) => "error" in call.outcome);
  if (unreached && "error" in unreached.outcome)
    return notRun(`${unreached.exchange.purpose}: ${unreached.outcome.error}`);
  const slowest = Math.max(...calls.map((call) => call.outcome.durationMs));
  return pass(`The slowest answer took ${slowest} ms.`);
}

function jsonVerdict(calls: readonly KitCall[]): KitVerdict {
  const answered = calls.filter((call) => "status" in call.outcome);
  if (answered.length === 0) return notRun("No call was answered.");
  const findings: KitFinding[] = answered.flatMap((call) => {
    const outcome = call.outcome as { contentType: string | undefined };
    const problems: KitFinding[] = [];
    if (!jsonContentType.test(outcome.contentType ?? ""))
      problems.push({
        path: "Content-Type",
        value: outcome.contentType ?? null,
        message: `${call.exchange.purpose}: the answer's content type is not application/json.`,
      });
    if (call.json === undefined)
      problems.push({
        value: call.exchange.responseBody,
        message: `${call.exchange.purpose}: the body is not JSON.`,
      });
    return problems;
  });
  return findings.length > 0 ? fail(...findings) : pass();
}

export function transportResults(
  endpoint: KitEndpointId,
  url: string,
  calls: readonly KitCall[],
  timeoutMs: number,
): KitResult[] {
  return [
    resultOf("https", endpoint, httpsVerdict(url), []),
    resultOf("answers-in-time", endpoint, timeVerdict(calls, timeoutMs), [...calls]),
    resultOf("json-answer", endpoint, jsonVerdict(calls), [...calls]),
  ];
}
