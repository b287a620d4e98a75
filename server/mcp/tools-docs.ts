/** The documentation tools: search, read a page, list and explain operations, look up a code. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { PageHit } from "../../core/search/page-hits";
import { parameterList, operationMarkdown } from "../../core/markdown/reference-markdown";
import { escapeText, inlineCode, joinBlocks, table } from "../../core/markdown/markdown-syntax";
import type { OperationView } from "../../core/openapi/view";
import { absolute, answer, toolError } from "./answers";
import { apiIds, apiRoles, type ApiId, type CatalogueOperation } from "./api-catalogue";
import type { CodeMeaning } from "./code-catalogue";
import type { McpContext } from "./context";
import { sectionsOf } from "./site-pages";

const apiEnum = z.enum(apiIds);
const apiList = apiIds.map((id) => `\`${id}\` (${apiRoles[id]})`).join("; ");

export const searchInput = {
  query: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe(
      "What to find: an operation, field, code, rule or topic, e.g. `bill fetch`, `ERR131`, `walletId`.",
    ),
  area: z
    .string()
    .max(60)
    .optional()
    .describe(
      "Only pages of one area of the site: `BBPS BOU`, `BBPS COU`, `Authentication`, `FASTag`, `Get started`.",
    ),
  limit: z.number().int().min(1).max(10).optional().describe("Pages to return, best first (default 5)."),
};

export const readPageInput = {
  page: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe("The page's path or URL, e.g. `/cou/api`, `https://…/fastag/guide#recharge`, `/bbps/jwt.md`."),
  section: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe("Only this section: its heading or anchor, e.g. `Sandbox`, `errors-payment`."),
  maxChars: z
    .number()
    .int()
    .min(500)
    .max(200_000)
    .optional()
    .describe(
      "Cut the answer at this many characters (default 30000); the sections are listed when it is cut.",
    ),
};

export const listOperationsInput = {
  api: apiEnum.optional().describe(`Only one API: ${apiList}.`),
};

export const getOperationInput = {
  operation: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe(
      "The operationId (`billFetchRequest`), `METHOD /path` (`POST /make-payment`), a path or its last part (`bill-fetch-request`).",
    ),
  api: apiEnum.optional().describe("The API, where a name is in more than one."),
};

export const lookupCodeInput = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe(
      "A code as an answer carries it, e.g. `ERR181`, `BFR004`, `DEV105`, `wallet-creation-successful`, `SANDBOX_INVALID_REQUEST`.",
    ),
};

const excerptText = (hit: PageHit["sections"][number]) =>
  hit.excerpt
    .map((part) => (part.highlight ? `**${part.text}**` : part.text))
    .join("")
    .replace(/\s+/g, " ");

/** Search results as a numbered list: page title, URL and area, then its best sections with excerpts. */
export function searchMarkdown(
  origin: string,
  query: string,
  pages: readonly PageHit[],
  count: number,
  area: string,
): string {
  if (pages.length === 0) return `No pages found for “${query}”${area ? ` in ${area}` : ""}.`;
  const lines = [`${pages.length} of ${count} pages for “${query}”${area ? ` in ${area}` : ""}, best first:`];
  pages.forEach((page, index) => {
    lines.push(
      `${index + 1}. [${page.title}](${absolute(origin, page.url)})${page.area ? ` (${page.area})` : ""}`,
    );
    for (const section of page.sections)
      lines.push(`   - [${section.title}](${absolute(origin, section.url)}): ${excerptText(section)}`);
  });
  return lines.join("\n");
}

/** An operation without what only a page needs (code samples in seven languages, every example). */
function compactOperation(full: OperationView): OperationView {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- left out on purpose
  const { sandboxSamples, commonParametersAt, ...operation } = full;
  return {
    ...operation,
    codeSamples: [],
    requestBody: operation.requestBody && {
      ...operation.requestBody,
      examples: operation.requestBody.examples.slice(0, 1),
    },
    responses: operation.responses.map((response) => ({
      ...response,
      examples: response.examples.slice(0, 1),
    })),
  };
}

export function operationAnswer(origin: string, entry: CatalogueOperation, commonHeaders: string): string {
  const { view } = entry;
  const operation = compactOperation(view);
  return joinBlocks([
    [
      `API: \`${entry.api}\` (${apiRoles[entry.api]}). operationId \`${view.id}\`.`,
      entry.url ? `Documented at ${absolute(origin, entry.url)}.` : "",
      entry.sandboxPath
        ? `Sandbox: \`${view.method} ${origin}${entry.sandboxPath}\` (call_sandbox runs it with the published credentials).`
        : "",
    ]
      .filter(Boolean)
      .join(" "),
    operationMarkdown(operation, 1),
    view.usesCommonParameters && commonHeaders
      ? joinBlocks(["## Headers every call sends", commonHeaders])
      : "",
    entry.errorGroups.length > 0
      ? joinBlocks([
          "## Codes it can answer",
          ...entry.errorGroups.map((group) =>
            joinBlocks([
              `**${escapeText(group.name)}**`,
              table(
                ["Code", "Meaning"],
                group.codes.map((code) => [
                  inlineCode(code.code),
                  code.meaningHtml.replace(/<[^>]+>/g, "").replace(/\|/g, "\\|"),
                ]),
              ),
            ]),
          ),
          "lookup_code gives each code's sandbox trigger.",
        ])
      : "",
  ]);
}

export function codeAnswer(
  origin: string,
  code: string,
  meanings: readonly CodeMeaning[],
  mentions: readonly PageHit[],
): string {
  const lines = [`# ${code}`];
  if (meanings.length === 0) lines.push("No API document lists this code.");
  for (const meaning of meanings) {
    const listed =
      meaning.code.toLowerCase() === code.toLowerCase() ? "" : ` (listed as ${inlineCode(meaning.code)})`;
    const status = meaning.status ? ` HTTP ${meaning.status}.` : "";
    const operations =
      meaning.operations.length > 0 ? ` Answered by ${meaning.operations.map(inlineCode).join(", ")}.` : "";
    lines.push(
      `- **${meaning.where}**${listed}: ${meaning.meaning}${status}${operations}${meaning.url ? ` ${absolute(origin, meaning.url)}` : ""}`,
    );
    for (const trigger of meaning.triggers) lines.push(`  - Sandbox trigger: ${trigger}`);
  }
  if (mentions.length > 0)
    lines.push(
      `Pages that mention it: ${mentions.map((page) => `[${page.title}](${absolute(origin, page.sections[0]?.url ?? page.url)})`).join(", ")}.`,
    );
  return lines.join("\n");
}

export function registerDocsTools(server: McpServer, context: McpContext): void {
  const { origin } = context;
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    "search_docs",
    {
      title: "Search the docs",
      description:
        "Searches the portal's documentation as its search box does (same index, same ranking): guides, API references, operations, fields, error codes. Returns the best pages with their best sections, each with a URL and an excerpt (matches in bold). Follow up with read_page or get_operation.",
      inputSchema: searchInput,
      annotations: readOnly,
    },
    async ({ query, area, limit }) => {
      if (area) {
        const areas = await context.docs.areas();
        if (!(area in areas))
          return toolError(`Unknown area "${area}". Areas: ${Object.keys(areas).join(", ")}.`);
      }
      const outcome = await context.docs.search(query, { area: area ?? "", limit: limit ?? 5 });
      return answer(searchMarkdown(origin, query, outcome.pages, outcome.count, area ?? ""));
    },
  );

  server.registerTool(
    "read_page",
    {
      title: "Read a page",
      description:
        "A portal page as Markdown (the same text as its `.md` copy), or one section of it. Accepts a path, a page URL (an `#anchor` picks the section) or the `.md` URL. Long pages are cut at `maxChars`, with their sections listed.",
      inputSchema: readPageInput,
      annotations: readOnly,
    },
    async ({ page, section, maxChars = 30_000 }) => {
      const read = context.pages.read(page, section);
      if (!read.ok) return toolError(read.message);
      if (read.markdown.length <= maxChars) return answer(read.markdown);
      const sections = sectionsOf(read.markdown).filter(
        (candidate) => candidate.level <= 3 && candidate.start >= maxChars,
      );
      return answer(
        `${read.markdown.slice(0, maxChars)}\n\n… cut at ${maxChars} of ${read.markdown.length} characters. Read on by section: ${sections.map((candidate) => candidate.title).join("; ")}.`,
      );
    },
  );

  server.registerTool(
    "list_operations",
    {
      title: "List API operations",
      description: `The operations of the APIs the portal documents, with method, path and summary, and whether the sandbox serves them. APIs: ${apiList}.`,
      inputSchema: listOperationsInput,
      annotations: readOnly,
    },
    async ({ api }) => {
      const catalogue = await context.catalogue();
      const chosen: readonly ApiId[] = api ? [api] : apiIds;
      return answer(
        joinBlocks(
          chosen.map((id) => {
            const view = catalogue.views.get(id);
            const operations = catalogue.operations.filter((operation) => operation.api === id);
            return joinBlocks([
              `## ${id}: ${view?.title ?? id}`,
              table(
                ["operationId", "Endpoint", "Summary", "Sandbox"],
                operations.map(({ view: operation, sandboxPath }) => [
                  inlineCode(operation.id),
                  inlineCode(`${operation.method} ${operation.path}`) +
                    (operation.kind === "webhook" ? " (webhook: you serve it)" : ""),
                  escapeText(operation.summary),
                  sandboxPath ? "yes" : "",
                ]),
              ),
            ]);
          }),
        ),
      );
    },
  );

  server.registerTool(
    "get_operation",
    {
      title: "Explain an operation",
      description:
        "One API operation in full: method and path, headers, request body and answer fields with types and rules, an example of each, the codes it can answer with their meanings, and where the sandbox serves it.",
      inputSchema: getOperationInput,
      annotations: readOnly,
    },
    async ({ operation, api }) => {
      const catalogue = await context.catalogue();
      const entry = catalogue.find(operation, api);
      if (!entry) {
        const wanted = operation.toLowerCase().replace(/[^a-z0-9]/g, "");
        const near = catalogue.operations
          .filter(({ view }) =>
            `${view.id}${view.path}`
              .toLowerCase()
              .replace(/[^a-z0-9]/g, "")
              .includes(wanted.slice(0, 6)),
          )
          .map(({ view, api: id }) => `${id}:${view.id}`);
        return toolError(
          `No operation "${operation}"${api ? ` in ${api}` : ""}.${near.length > 0 ? ` Did you mean: ${near.slice(0, 8).join(", ")}?` : ""} list_operations lists them all.`,
        );
      }
      const view = catalogue.views.get(entry.api);
      return answer(operationAnswer(origin, entry, view ? parameterList(view.commonParameters) : ""));
    },
  );

  server.registerTool(
    "lookup_code",
    {
      title: "Look up a code",
      description:
        "Every meaning a status or error code has in the portal's APIs (which API, which group, which operations answer it, the page that lists it), the published sandbox trigger that produces it, and the pages that mention it. Codes inside a documented range (DEV100–DEV110) are found too.",
      inputSchema: lookupCodeInput,
      annotations: readOnly,
    },
    async ({ code }) => {
      const codes = await context.codes();
      const meanings = codes.lookup(code);
      // Pagefind also matches stems and prefixes: a page mentions the code only if it says it.
      const said = code.toLowerCase();
      const mentions = (await context.docs.search(code, { limit: 3 })).pages.filter((page) =>
        page.sections.some((section) =>
          excerptText(section).toLowerCase().replace(/\*\*/g, "").includes(said),
        ),
      );
      if (meanings.length === 0 && mentions.length === 0)
        return toolError(
          `No document lists or mentions "${code}". Codes are spelled as answers carry them, e.g. ERR181, BFR004, SANDBOX_INVALID_REQUEST.`,
        );
      return answer(codeAnswer(origin, code, meanings, mentions));
    },
  );
}
