/**
 * Writes the machine-readable docs into the build: every page as Markdown at its path plus `.md`,
 * `/llms.txt` (the site map with summaries) and `/llms-full.txt` (all pages in one file). The
 * Markdown comes from the sources the pages are built from (guides, OpenAPI documents, the site
 * map), not from the HTML.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { brand } from "../content/brand";
import { helpFooter } from "../content/help-footer";
import { homeCards } from "../content/home-cards";
import { redirectTarget } from "../content/redirects";
import { findPage, pageInfo, pages, site, type Page } from "../content/site";
import { startHere, startHereIntro } from "../content/start-here";
import { guideMarkdown } from "../core/markdown/guide-markdown";
import { llmsFullTxt, llmsTxt, type LlmsLink } from "../core/markdown/llms-txt";
import { markdownPath } from "../core/markdown/markdown-path";
import { outlineMarkdown } from "../core/markdown/outline-markdown";
import { blockquote, escapeText, heading, joinBlocks } from "../core/markdown/markdown-syntax";
import { referenceMarkdown } from "../core/markdown/reference-markdown";
import { buildReference } from "../core/openapi/build-reference";
import { withFirstLanguageOnly } from "../core/openapi/sample-sets";
import { sandboxDocs } from "../core/sandbox/sandbox-url";
import { deliveriesMarkdown } from "../app/sandbox/deliveries/deliveries-markdown";
import { requestLogFacts, requestLogPage } from "../app/sandbox/request-log/log-facts";
import { requestLogMarkdown } from "../app/sandbox/request-log/log-markdown";
import {
  deliveriesReference,
  sectionOperations,
} from "../app/sandbox/deliveries/deliveries-reference.server";
import { deliveriesPage } from "../app/sandbox/deliveries/section-data";
import { sandboxPageOf } from "../app/sandbox/sandbox-docs";
import { deliveriesSectionModel } from "../app/sandbox/deliveries/delivery-facts";
import { fastagSandboxModel } from "../app/sandbox/fastag/sandbox-facts";
import { fastagSandboxMarkdown } from "../app/sandbox/fastag/sandbox-markdown";
import { fastagPushLinks } from "../app/sandbox/fastag/push-links.server";
import { fastagSandboxDocs } from "../app/sandbox/fastag/section-data";
import { instaCollectSandboxModel } from "../app/sandbox/instacollect/sandbox-facts";
import { instaCollectSandboxMarkdown } from "../app/sandbox/instacollect/sandbox-markdown";
import { instaCollectSandboxDocs } from "../app/sandbox/instacollect/section-data";
import { loadGuide } from "../app/guides/load-guide.server";
import { loadQuickstart } from "../app/quickstarts/load-quickstart.server";
import { quickstartFor } from "../app/quickstarts/quickstart-link.server";
import { sandboxPages } from "../app/sandbox/sandbox-pages.server";
import { quickstartMarkdown } from "../app/quickstarts/quickstart-markdown";
import { loadSpec } from "../app/reference/load-spec.server";
import { billSandboxMarkdown } from "../app/sandbox/bill-payment/sandbox-markdown";
import {
  billFlowExamples,
  billSandboxModel,
  sandboxBase,
} from "../app/sandbox/bill-payment/sandbox-section-data";

const guidesDir = join(process.cwd(), "content", "guides");

/** A sandbox page's Markdown after its title: the same models as the page, and the same operations. */
async function sandboxPageMarkdown(path: string, origin: string): Promise<string> {
  switch (path) {
    case sandboxDocs.href: {
      const view = await referenceView(sandboxDocs.specId, origin);
      const base = sandboxBase(view);
      return billSandboxMarkdown(billSandboxModel(base), {
        base,
        origin,
        flow: billFlowExamples(view) !== undefined,
      });
    }
    case instaCollectSandboxDocs.href:
      return instaCollectSandboxMarkdown(
        instaCollectSandboxModel(await referenceView(instaCollectSandboxDocs.specId, origin)),
        origin,
      );
    case fastagSandboxDocs.href:
      return fastagSandboxMarkdown(
        await fastagSandboxModel(
          await referenceView(fastagSandboxDocs.specId, origin),
          await fastagPushLinks(),
        ),
        origin,
      );
    case deliveriesPage: {
      const model = deliveriesSectionModel()!;
      return deliveriesMarkdown(model, sectionOperations(await deliveriesReference(), model));
    }
    case requestLogPage:
      return requestLogMarkdown(requestLogFacts(`${origin}${deliveriesPage}#sandbox-deliveries-api`), origin);
    default:
      throw new Error(`content/site.ts: ${path} is a sandbox page with no section`);
  }
}

/** Where a reference page's API can be tried: its quickstart and sandbox page. */
function referenceLinks(specId: string, origin: string): string {
  const quickstart = quickstartFor(specId);
  const sandbox = sandboxPageOf(specId);
  return [
    quickstart &&
      `[${escapeText(quickstart.title)}](${origin}${markdownPath(quickstart.path)}): the whole flow as one program in seven languages.`,
    sandbox &&
      `[${escapeText(findPage(sandbox)?.title ?? sandbox)}](${origin}${markdownPath(sandbox)}): the test credentials and data, and how to get every code on purpose.`,
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * A document's reference view as its pages use it (code samples in the first language only), its
 * sandbox samples written for `origin`.
 */
async function referenceView(specId: string, origin: string) {
  return withFirstLanguageOnly(
    await buildReference(specId, await loadSpec(specId), { sampleOrigin: origin }),
  );
}

async function pageMarkdown(page: Page, origin: string): Promise<string> {
  if (page.spec) {
    const view = await referenceView(page.spec, origin);
    return `${joinBlocks([
      heading(1, page.title),
      blockquote(escapeText(view.summary || page.description)),
      referenceLinks(page.spec, origin),
      referenceMarkdown(view, { level: 2 }),
    ])}\n`;
  }
  const info = pageInfo(page.path);
  if (page.content && info) {
    const source = await readFile(join(guidesDir, `${page.content}.mdx`), "utf8");
    return guideMarkdown(`content/guides/${page.content}.mdx`, source, await loadGuide(info, page.content), {
      loadReference: (specId) => referenceView(specId, origin),
    });
  }
  if (page.route === "sandbox")
    return `${joinBlocks([
      heading(1, page.title),
      blockquote(escapeText(page.description)),
      await sandboxPageMarkdown(page.path, origin),
    ])}\n`;
  const quickstart = page.route === "quickstart" ? await loadQuickstart(page.path) : undefined;
  if (quickstart) return quickstartMarkdown(page, quickstart);
  // The home and search pages have neither a guide nor an API document: their title and summary,
  // and for the home page its start-here by role and the site's sections, as its cards and sidebar
  // lead to them.
  const outline = outlineMarkdown({ title: page.title, description: page.description, topics: [] });
  if (page.path !== "/") return outline;
  return `${joinBlocks([
    outline,
    ...homeCards.map((card) => {
      const path = redirectTarget(card.to) ?? card.to;
      return joinBlocks([
        heading(2, card.title),
        escapeText(card.text),
        `[Explore ${escapeText(card.title)}](${markdownPath(path)})`,
      ]);
    }),
    heading(2, "Start here"),
    startHereIntro,
    ...startHere().map((role) =>
      joinBlocks([
        heading(3, role.name),
        escapeText(role.summary),
        role.links
          .map((link) => {
            const [path = "", anchor] = link.href.split("#");
            return `- [${escapeText(link.text)}](${markdownPath(path)}${anchor ? `#${anchor}` : ""})`;
          })
          .join("\n"),
      ]),
    ),
    heading(2, "Try the APIs before you have credentials"),
    "This site's sandbox answers every API it documents, with published test values and a way to get each code on purpose:",
    sandboxPages()
      .map((link) => `- [${escapeText(link.title)}](${markdownPath(link.path)})`)
      .join("\n"),
    ...site.groups.map((group) =>
      joinBlocks([
        heading(2, group.label),
        group.pages
          .map(
            (entry) =>
              `- [${escapeText(entry.title)}](${markdownPath(entry.path)}): ${escapeText(entry.description)}`,
          )
          .join("\n"),
      ]),
    ),
  ])}\n`;
}

function llmsIndex(origin: string): string {
  const link = (page: Page): LlmsLink => ({
    title: page.title,
    url: `${origin}${markdownPath(page.path)}`,
    description: page.description,
  });
  return llmsTxt({
    title: site.name,
    summary: site.home.description,
    details: [
      "Documentation for partner developers integrating with the bank's APIs.",
      "Each link below is the page's Markdown; the HTML page is at the same address without `.md`.",
      `Every guide and API reference in one file: ${origin}/llms-full.txt.`,
      `Coding assistants can also use the portal's MCP server at ${origin}/mcp (Streamable HTTP): search, pages, operations, codes and sandbox calls; how to connect: ${origin}${markdownPath("/mcp-server")}.`,
    ].join(" "),
    sections: [
      { name: "Overview", links: [link(site.home)] },
      ...site.groups.map((group) => ({ name: group.label, links: group.pages.map(link) })),
      // "Optional" is the llms.txt name for links a reader can skip when context is short.
      { name: "Optional", links: site.extraPages.map(link) },
    ],
  });
}

/** The help footer every page ends with, as Markdown. */
export const helpFooterMarkdown = joinBlocks([
  heading(2, helpFooter.heading),
  `${escapeText(helpFooter.lead)} [${escapeText(brand.supportEmail)}](mailto:${brand.supportEmail}).`,
]);

/** A page's Markdown, ending with the help footer as the page does. */
export async function pageMarkdownWithFooter(page: Page, origin: string): Promise<string> {
  return `${joinBlocks([(await pageMarkdown(page, origin)).trimEnd(), helpFooterMarkdown])}\n`;
}

/** Writes `<path>.md` for every page, `/llms.txt` and `/llms-full.txt` into the built site. */
export async function writeMachineReadableDocs(clientDir: string, origin: string): Promise<void> {
  const documents = await Promise.all(
    pages.map(async (page) => ({ page, markdown: await pageMarkdownWithFooter(page, origin) })),
  );
  await Promise.all(
    documents.map(async ({ page, markdown }) => {
      const file = join(clientDir, markdownPath(page.path));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, markdown);
    }),
  );
  await writeFile(join(clientDir, "llms.txt"), llmsIndex(origin));
  await writeFile(
    join(clientDir, "llms-full.txt"),
    llmsFullTxt(
      site.name,
      documents
        // The search page has no content of its own.
        .filter(({ page }) => page.route !== "search")
        .map(({ page, markdown }) => ({ url: `${origin}${page.path}`, markdown })),
    ),
  );
}
