import { billCodeTriggers } from "../../../content/sandbox/bill-triggers";
import { fastagCodeTriggers } from "../../../content/sandbox/fastag-triggers";
import { providerTriggers } from "../../../content/sandbox/provider-triggers";
import { errorTriggerAnchor, operationAnchor } from "../../../core/openapi/anchors";
import { codeMatches } from "../../../core/sandbox/code-matches";
import { isSubset } from "../../../core/sandbox/subset-match";
import type { ExchangeWhy, LoggedExchange } from "../../../core/sandbox/logged-exchange";
import type { RequestProblem, SandboxApi } from "../../../core/sandbox/reply";
import { sandboxCodes, type SandboxCode } from "../../../core/sandbox/sandbox-codes";
import { sandboxDocs } from "../../../core/sandbox/sandbox-url";
import { sandboxDocsHref } from "../../../app/sandbox/sandbox-docs";
import { referencePages as referencePage } from "../../../app/sandbox/reference-pages";

/**
 * Why the sandbox answered an exchange as it did, read from the tables the sandbox pages render
 * (content/sandbox/*-triggers.ts) and the sandbox's own codes: the trigger row that produces the
 * answer's code, or the rule it names, with the section of the portal that documents it.
 */

const sandboxPage = (api: SandboxApi | null) =>
  api === "fastag" || api === "instacollect" ? sandboxDocsHref(api) : sandboxDocs.href;

function parsed(body: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const operationName = (path: string) => path.split("?")[0]!.split("/").pop() ?? "";

function billTrigger(code: string, path: string): ExchangeWhy | undefined {
  const candidates = billCodeTriggers.filter(
    (trigger) => codeMatches(trigger.code, code) || ("answers" in trigger && trigger.answers === code),
  );
  const name = operationName(path);
  const trigger =
    candidates.find((entry) => "steps" in entry && entry.steps[entry.steps.length - 1]?.operation === name) ??
    candidates[0];
  if (!trigger) return undefined;
  return {
    code,
    summary: `The bill API's \`${code}\` (${trigger.group}).`,
    rule: "trigger" in trigger ? trigger.trigger : null,
    href: `${sandboxDocs.href}#${errorTriggerAnchor(trigger.code, trigger.group)}`,
    errors: [],
  };
}

function fastagTrigger(code: string, path: string): ExchangeWhy | undefined {
  const trigger = fastagCodeTriggers.find(
    (entry) => entry.statusCode === code && path.split("?")[0]!.endsWith(entry.path),
  );
  if (!trigger) return undefined;
  return {
    code,
    summary: `\`${trigger.path}\` answers \`${code}\`.`,
    rule: trigger.trigger,
    href: `${sandboxDocsHref("fastag")}#sandbox-triggers`,
    errors: [],
  };
}

function providerTrigger(body: Record<string, unknown>, path: string): ExchangeWhy | undefined {
  const trigger = providerTriggers.find(
    (entry) => path.split("?")[0]!.endsWith(entry.request.path) && isSubset(entry.expected, body),
  );
  if (!trigger) return undefined;
  return {
    code: trigger.documentedCode ?? null,
    summary: trigger.answer,
    rule: `\`POST ${trigger.request.path}\` with \`${JSON.stringify(trigger.request.body)}\`.${trigger.alsoWith ? ` ${trigger.alsoWith}` : ""}`,
    href: `${sandboxDocs.href}#sandbox-provider`,
    errors: [],
  };
}

const isSandboxCode = (code: string): code is SandboxCode => Object.hasOwn(sandboxCodes, code);

export function explain(exchange: LoggedExchange): ExchangeWhy {
  const body = parsed(exchange.answer.body) ?? {};
  const code = typeof body.statusCode === "string" ? body.statusCode : null;
  const errors = Array.isArray(body.errors) ? (body.errors as RequestProblem[]) : [];
  const { api, operationId } = exchange;
  const path = exchange.request.path;
  if (code && isSandboxCode(code))
    return {
      code,
      summary: `The sandbox's \`${code}\`: ${sandboxCodes[code].meaning}`,
      rule: errors.length > 0 ? "Each problem below names the field and the rule it breaks." : null,
      href: `${sandboxPage(api)}#sandbox-codes`,
      errors,
    };
  const triggered =
    (api === "cou" && code && code !== "success" ? billTrigger(code, path) : undefined) ??
    (api === "fastag" && code ? fastagTrigger(code, path) : undefined) ??
    (api === "provider" ? providerTrigger(body, path) : undefined);
  if (triggered) return { ...triggered, errors };
  const documented = api && operationId ? `${referencePage[api]}#${operationAnchor(operationId)}` : null;
  const succeeded = exchange.answer.status < 300 && (code === null || code === "success");
  return {
    code,
    summary: succeeded
      ? `The operation's documented answer${operationId ? ` to \`${operationId}\`` : ""}.`
      : `The answer ${code ? `\`${code}\`` : `HTTP ${exchange.answer.status}`}${operationId ? ` of \`${operationId}\`` : ""}.`,
    rule: null,
    href: documented,
    errors,
  };
}
