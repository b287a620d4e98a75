/**
 * Every code the portal documents, by code: each meaning the API documents give it (with the
 * operations that answer it and the page that lists it), the sandbox's own codes, and the
 * published sandbox trigger that produces it, read from the same tables the pages render
 * (content/sandbox/*-triggers.ts).
 */
import { billCodeTriggers } from "../../content/sandbox/bill-triggers";
import { fastagCodeTriggers } from "../../content/sandbox/fastag-triggers";
import { providerTriggers } from "../../content/sandbox/provider-triggers";
import { htmlToMarkdown } from "../../core/markdown/html-to-markdown";
import { sandboxCodes } from "../../core/sandbox/sandbox-codes";
import { sandboxDocs } from "../../core/sandbox/sandbox-url";
import { codeMatches } from "../../core/sandbox/code-matches";
import type { ApiCatalogue, ApiId } from "./api-catalogue";
import { pageWithAnchor } from "./api-catalogue";
import type { StaticSite } from "../static-site";

export type CodeMeaning = {
  /** As the document lists it: one code, or a range such as `DEV100–DEV110`. */
  code: string;
  meaning: string;
  /** The API and group, e.g. `Bill payment API › Payment`, or `Sandbox`. */
  where: string;
  api: ApiId | "sandbox";
  /** `METHOD /path` of the operations that answer it. */
  operations: string[];
  operationIds: string[];
  url: string | undefined;
  /** The HTTP status the sandbox answers it with, for its own codes. */
  status?: number;
  /** How to get it from the sandbox on purpose, or why no request produces it (Markdown). */
  triggers: string[];
};

export type CodeCatalogue = {
  /** Every meaning of `code` (case-insensitive; a code inside a documented range matches the range). */
  lookup: (code: string) => CodeMeaning[];
  all: readonly CodeMeaning[];
};

export function buildCodeCatalogue(catalogue: ApiCatalogue, site: StaticSite): CodeCatalogue {
  const all: CodeMeaning[] = [];
  for (const [api, view] of catalogue.views) {
    for (const group of view.errorGroups) {
      const page = pageWithAnchor(site, group.anchor);
      for (const entry of group.codes) {
        all.push({
          code: entry.code,
          meaning: htmlToMarkdown(entry.meaningHtml),
          where: `${view.title} › ${group.name}`,
          api,
          operations: group.operations.map((operation) => operation.label),
          operationIds: group.operations.map((operation) => operation.id),
          url: page ? `${page}#${group.anchor}` : undefined,
          triggers: [],
        });
      }
    }
  }
  const entriesFor = (api: ApiId, code: string, accept: (entry: CodeMeaning) => boolean = () => true) =>
    all.filter((entry) => entry.api === api && entry.code === code && accept(entry));

  for (const trigger of billCodeTriggers) {
    const text =
      "trigger" in trigger ? trigger.trigger : `Not produced by the sandbox: ${trigger.notProduced}`;
    for (const entry of entriesFor("cou", trigger.code, (candidate) =>
      candidate.where.endsWith(`› ${trigger.group}`),
    ))
      entry.triggers.push(text);
  }
  for (const trigger of fastagCodeTriggers) {
    const operation = catalogue.find(trigger.path, "fastag");
    const text = `${trigger.path}: ${"steps" in trigger ? trigger.trigger : `not produced by the sandbox: ${trigger.notProduced}`}`;
    for (const entry of entriesFor("fastag", trigger.statusCode, (candidate) =>
      operation ? candidate.operationIds.includes(operation.view.id) : true,
    ))
      entry.triggers.push(text);
  }
  for (const trigger of providerTriggers) {
    const code = trigger.documentedCode;
    if (!code) continue;
    const text = `${trigger.answer}: \`POST ${trigger.request.path}\` with \`${JSON.stringify(trigger.request.body)}\`.${trigger.alsoWith ? ` ${trigger.alsoWith}` : ""}`;
    const entries = entriesFor("provider", code);
    if (entries.length > 0) for (const entry of entries) entry.triggers.push(text);
    else
      all.push({
        code,
        meaning: trigger.answer,
        where: "Provider APIs",
        api: "provider",
        operations: [`POST ${trigger.request.path}`],
        operationIds: [],
        url: undefined,
        triggers: [text],
      });
  }
  for (const [code, { status, meaning }] of Object.entries(sandboxCodes)) {
    all.push({
      code,
      meaning,
      where: "Sandbox (every API it serves)",
      api: "sandbox",
      operations: [],
      operationIds: [],
      url: sandboxDocs.href,
      status,
      triggers: [],
    });
  }
  return { all, lookup: (code) => all.filter((entry) => codeMatches(entry.code, code)) };
}
