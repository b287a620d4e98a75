/** The sandbox tools: one call to any operation the sandbox serves, or a documented flow in one go. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { hasSandbox } from "../../core/sandbox/sandbox-url";
import { answer, compactJson, jsonBlock, redacted, toolError } from "./answers";
import { apiIds, type CatalogueOperation } from "./api-catalogue";
import type { CodeCatalogue } from "./code-catalogue";
import type { McpContext } from "./context";
import {
  flows,
  publishedRequest,
  runFlow,
  sendToSandbox,
  unfilledMarkers,
  type FlowName,
  type SandboxAnswerJson,
  type SandboxCallInput,
} from "./sandbox-calls";

const flowNames = Object.keys(flows) as [FlowName, ...FlowName[]];
const stringMap = z.record(z.string().min(1).max(200), z.string().max(8_000));

export const callSandboxInput = {
  operation: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe(
      "The operation: its operationId (`billFetchRequest`), `METHOD /path`, or path (`bill-fetch-request`).",
    ),
  api: z.enum(apiIds).optional().describe("The API, where a name is in more than one."),
  body: z
    .unknown()
    .optional()
    .describe(
      "The JSON body to send. Left out: the published sandbox request's body (which may need values from earlier answers).",
    ),
  set: z
    .record(z.string().min(1).max(200), z.unknown())
    .optional()
    .describe(
      'Top-level fields to set on the published body instead of replacing it, e.g. `{ "context": "…" }` for make-payment.',
    ),
  headers: stringMap
    .optional()
    .describe(
      "Headers to send instead of the published ones (e.g. your own credentials, `Authorization: Bearer …`). Their values are never repeated in the answer.",
    ),
  query: stringMap.optional().describe("Query parameters."),
  pathParameters: stringMap
    .optional()
    .describe('Values for `{parameters}` in the path, e.g. `{ "deliveryId": "…" }`.'),
};

export const runFlowInput = {
  flow: z
    .enum(flowNames)
    .describe(`The flow: ${flowNames.map((name) => `\`${name}\` (${flows[name].summary})`).join("; ")}.`),
  detail: z
    .enum(["summary", "full"])
    .optional()
    .describe("`summary` (default): each step's status and key fields; `full`: each whole answer."),
};

type AnswerBody = { statusCode?: unknown; status?: unknown; statusMessage?: unknown; errors?: unknown };

/** The documented meaning (and trigger) of the code an answer carries, for the operation that answered. */
export function explainAnswer(
  codes: CodeCatalogue,
  operation: CatalogueOperation,
  answered: SandboxAnswerJson,
): string[] {
  const body = (answered.body ?? {}) as AnswerBody;
  const code =
    typeof body.statusCode === "string"
      ? body.statusCode
      : typeof body.status === "string"
        ? body.status
        : undefined;
  if (!code) return [];
  const meanings = codes.lookup(code);
  const own = meanings.filter((meaning) => meaning.operationIds.includes(operation.view.id));
  const chosen =
    own.length > 0
      ? own
      : meanings.filter((meaning) => meaning.api === "sandbox" || meaning.api === operation.api);
  return chosen.map(
    (meaning) =>
      `\`${code}\` (${meaning.where}): ${meaning.meaning}${meaning.triggers.length > 0 ? ` Sandbox trigger: ${meaning.triggers.join(" / ")}` : ""}`,
  );
}

function withQuery(url: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return url;
  return `${url}${url.includes("?") ? "&" : "?"}${new URLSearchParams(query).toString()}`;
}

function withFields(body: unknown, fields: Record<string, unknown> | undefined): unknown {
  if (!fields) return body;
  const base = body !== null && typeof body === "object" && !Array.isArray(body) ? body : {};
  return { ...base, ...fields };
}

/** The request with the caller's own values in place of the published ones. */
function callerRequest(
  published: SandboxCallInput,
  input: {
    body?: unknown;
    set?: Record<string, unknown> | undefined;
    headers?: Record<string, string> | undefined;
    query?: Record<string, string> | undefined;
    pathParameters?: Record<string, string> | undefined;
  },
): SandboxCallInput {
  const own = Object.entries(input.headers ?? {});
  const isOwn = (name: string) => own.some(([ownName]) => ownName.toLowerCase() === name.toLowerCase());
  let url = published.url;
  for (const [name, value] of Object.entries(input.pathParameters ?? {}))
    url = url.replaceAll(`{${name}}`, encodeURIComponent(value));
  return {
    method: published.method,
    url: withQuery(url, input.query),
    headers: [
      ...published.headers.filter(({ name }) => !isOwn(name)),
      ...own.map(([name, value]) => ({ name, value })),
    ],
    body: withFields(input.body !== undefined ? input.body : published.body, input.set),
  };
}

export function registerSandboxTools(server: McpServer, context: McpContext, client: string): void {
  const send = (call: SandboxCallInput) =>
    sendToSandbox(context.sandbox, call, { origin: context.origin, client });

  server.registerTool(
    "call_sandbox",
    {
      title: "Call the sandbox",
      description:
        "Sends one request to the portal's API sandbox (bill payment, provider, InstaCollect, FASTag, deliveries) and returns the HTTP status, the answer, and the documented meaning and sandbox trigger of the code it carries. The published sandbox credentials and request are used for whatever you leave out; no key is needed. Values that only an earlier answer gives (a `context`, a token) must be passed in `body` or `headers`; run_flow runs whole chains.",
      inputSchema: callSandboxInput,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    async (input) => {
      const catalogue = await context.catalogue();
      const entry = catalogue.find(input.operation, input.api);
      if (!entry)
        return toolError(
          `No operation "${input.operation}". list_operations lists those the sandbox serves.`,
        );
      if (!hasSandbox(entry.api) || entry.view.kind !== "operation")
        return toolError(
          `The sandbox does not serve ${entry.view.id} (${entry.api}${entry.view.kind === "webhook" ? ", a webhook your server receives" : ", an interface the biller serves"}).`,
        );
      const published = publishedRequest(entry.api, entry.view.id);
      if (!published) return toolError(`${entry.view.id} has no sandbox request.`);
      const call = callerRequest(published, input);
      const missing = unfilledMarkers(call);
      if (missing.length > 0)
        return toolError(
          `${entry.view.id} needs values from earlier answers: ${missing.join(", ")}. Pass them in body or headers (the published body is ${compactJson(published.body, 1500)}), or run the whole chain with run_flow.`,
        );
      const unfilledPath = /\{(\w+)\}/.exec(call.url);
      if (unfilledPath) return toolError(`Give pathParameters.${unfilledPath[1]} for ${call.url}.`);
      const answered = await send(call);
      const own = new Set(Object.keys(input.headers ?? {}).map((name) => name.toLowerCase()));
      const why = explainAnswer(await context.codes(), entry, answered);
      const statusCode = (answered.body as AnswerBody | null)?.statusCode;
      return answer(
        [
          `\`${call.method} ${call.url}\` → HTTP ${answered.status}${typeof statusCode === "string" ? `, statusCode \`${statusCode}\`` : ""}`,
          `Headers: ${call.headers.map(({ name }) => (own.has(name.toLowerCase()) ? `${name} (yours)` : name)).join(", ") || "none"}${own.size === 0 ? " (published sandbox values)" : ""}.`,
          call.body === undefined
            ? ""
            : `Body sent: ${compactJson(input.body === undefined && !input.set ? call.body : redacted(call.body), 2000)}`,
          "Answer:",
          jsonBlock(answered.body),
          why.length > 0 ? `Why: ${why.join("\n")}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      );
    },
  );

  server.registerTool(
    "run_flow",
    {
      title: "Run a documented flow",
      description:
        "Runs one of the documented sandbox flows end to end, as the pages' samples do (each call takes what the answers before it gave: context, ids, tokens), and reports each step: the call, its status and code, whether it answered as documented, and the values it gave.",
      inputSchema: runFlowInput,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    async ({ flow, detail = "summary" }) => {
      const report = await runFlow(flow, send);
      const lines = [`Flow \`${flow}\`: ${flows[flow].summary}.`];
      report.steps.forEach((step, index) => {
        const body = (step.body ?? {}) as AnswerBody & { data?: unknown };
        const code = typeof body.statusCode === "string" ? `, \`${body.statusCode}\`` : "";
        const polled = step.calls > 1 ? ` (polled ${step.calls} times)` : "";
        lines.push(
          `${index + 1}. ${step.name}: \`${step.method} ${step.url}\` → ${step.status}${code}${polled}`,
        );
        if (step.note) lines.push(`   Note: ${step.note}`);
        lines.push(
          `   ${detail === "full" ? jsonBlock(step.body).replace(/\n/g, "\n   ") : compactJson(body.data ?? step.body, 300)}`,
        );
      });
      lines.push(report.verdict);
      return report.ok ? answer(lines.join("\n")) : { ...answer(lines.join("\n")), isError: true };
    },
  );
}
