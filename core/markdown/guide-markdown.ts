/**
 * A guide as Markdown, from its source: the prose is already Markdown and is kept as written; each
 * component becomes Markdown of its own (code tabs as one fenced block per language, API parts
 * from the reference view, tools as a one-line mention). The components' content comes from the
 * compiled guide, so a guide's Markdown and its page show the same operations, tables and code.
 */
import type { RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { parseGuide } from "../guides/compile-guide";
import { isKitTable } from "../guides/kit-tables";
import {
  specsShown,
  toolNames,
  type GuideSegment,
  type GuideView,
  type ToolName,
} from "../guides/guide-view";
import { downloadLinks } from "../openapi/download-links";
import type { ReferenceView } from "../openapi/view";
import { htmlToMarkdown, htmlToText } from "./html-to-markdown";
import { blockquote, escapeText, fence, heading, inlineCode, joinBlocks } from "./markdown-syntax";
import {
  errorGroupsMarkdown,
  operationMarkdown,
  parameterList,
  referenceMarkdown,
  ruleTableMarkdown,
  sequenceMarkdown,
} from "./reference-markdown";

/** What each tool does, for readers of the Markdown who cannot run it. */
const toolMentions: Record<ToolName, string> = {
  JwtTool: "a JWT builder and verifier that signs and checks tokens in the browser",
  PayloadCipherTool: "a tool that encrypts and decrypts FASTag notification payloads in the browser",
  BillerResponseChecker: "a checker that validates a biller's fetch and posting responses in the browser",
  BillerConformanceKit:
    "a form that runs the biller conformance kit from this portal, which can call only the hosts its operator allows; for your own hosts, run biller-kit.mjs",
};

const fenceLanguage: Record<string, string> = { curl: "sh", csharp: "csharp" };

/** Parts of the source that become no Markdown: the frontmatter, and MDX comments in braces. */
const silentNodes = new Set(["yaml", "mdxjsEsm", "mdxFlowExpression"]);

function sourceOf(source: string, nodes: readonly RootContent[]): string {
  const start = nodes[0]?.position?.start.offset;
  const end = nodes.at(-1)?.position?.end.offset;
  return start === undefined || end === undefined ? "" : source.slice(start, end);
}

function calloutMarkdown(source: string, element: MdxJsxFlowElement): string {
  const type = element.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === "mdxJsxAttribute" && attribute.name === "type",
  )?.value;
  const label = type === "warning" ? "Warning" : type === "danger" ? "Danger" : "Note";
  return blockquote(joinBlocks([`**${label}**`, sourceOf(source, element.children as RootContent[])]));
}

/** Markdown for a component's segment; `level` is the heading level below the current section. */
function segmentMarkdown(segment: GuideSegment, level: number): string {
  switch (segment.kind) {
    // error-codes: written from the reference's groups where the guide places <ErrorCodes>.
    case "html":
    case "error-codes":
      return "";
    // A fenced block is copied from the source; this is a component's code (`<KitDownload />`).
    case "code":
      return fence(htmlToText(segment.html), segment.caption);
    case "code-tabs":
      return joinBlocks(
        segment.tabs.map((tab) =>
          joinBlocks([
            `**${escapeText(segment.label)}: ${escapeText(tab.label)}**`,
            fence(htmlToText(tab.html), fenceLanguage[tab.language] ?? tab.language),
          ]),
        ),
      );
    case "tool":
      return `*Interactive tool on this page: ${toolMentions[segment.name]}.*`;
    case "reference":
      return referenceMarkdown(segment.view, { level, embedded: true });
    case "operations": {
      const common = segment.commonParameters;
      return joinBlocks([
        common
          ? joinBlocks([
              heading(level, common.title),
              htmlToMarkdown(common.introHtml),
              parameterList(common.parameters),
            ])
          : "",
        ...segment.operations.map((operation) => operationMarkdown(operation, level)),
      ]);
    }
    case "table":
      return ruleTableMarkdown(segment.view, level);
    case "sequence":
      return sequenceMarkdown(segment.view, level);
  }
}

/** The segment kind each component compiles to; a mismatch means the two have drifted apart. */
function expectedKinds(name: string): readonly GuideSegment["kind"][] {
  if (name === "CodeTabs") return ["code-tabs"];
  if (name === "ApiReference") return ["reference", "operations"];
  if (name === "ApiTable" || isKitTable(name) || name === "SandboxCodes" || name === "VersionAdditions")
    return ["table"];
  if (name === "ApiSequence") return ["sequence"];
  if (name === "KitDownload") return ["code"];
  return (toolNames as readonly string[]).includes(name) ? ["tool"] : [];
}

/** Attribute `name` of a component, when written as a plain string. */
function stringAttribute(element: MdxJsxFlowElement, name: string): string | undefined {
  const value = element.attributes.find(
    (attribute): attribute is MdxJsxAttribute =>
      attribute.type === "mdxJsxAttribute" && attribute.name === name,
  )?.value;
  return typeof value === "string" ? value : undefined;
}

export type GuideMarkdownSources = {
  /** The API reference view of a document in content/specs, as the guide's page uses it. */
  loadReference: (specId: string) => Promise<ReferenceView>;
};

export class GuideMarkdownError extends Error {}

/** The OpenAPI downloads of the documents whose operations the guide shows, as its page lists them. */
function specDownloads(segments: readonly GuideSegment[]): string {
  const ids = specsShown(segments);
  if (ids.length === 0) return "";
  return joinBlocks([
    heading(2, "Download these APIs"),
    ids
      .map(
        (id) =>
          `- ${inlineCode(id)}: ${downloadLinks(id)
            .map(({ label, href }) => `[${label}](${href})`)
            .join(" · ")}`,
      )
      .join("\n"),
  ]);
}

/**
 * The guide at `file` as Markdown: `# title`, the summary as a quote, then the body.
 * `view` is the same source compiled by `compileGuide`, whose segments fill the components.
 */
export async function guideMarkdown(
  file: string,
  source: string,
  view: GuideView,
  { loadReference }: GuideMarkdownSources,
): Promise<string> {
  const tree = parseGuide(source);

  // compileGuide turns each fenced block and each component but Callout into one
  // segment of its own kind, in document order; pairing them back needs no second compiler.
  const components = view.segments.filter((segment) => segment.kind !== "html");
  let next = 0;
  let depth = 1;
  const blocks: string[] = [heading(1, view.title), blockquote(escapeText(view.description))];
  for (const node of tree.children) {
    if (silentNodes.has(node.type)) continue;
    if (node.type === "heading") depth = node.depth;
    if (node.type === "mdxJsxFlowElement" && node.name === "Callout") {
      blocks.push(calloutMarkdown(source, node));
      continue;
    }
    if (node.type === "mdxJsxFlowElement" && node.name === "ErrorCodes") {
      // Its segment is HTML; the Markdown comes from the reference's groups.
      if (components[next++]?.kind !== "error-codes")
        throw new GuideMarkdownError(
          `${file}:${node.position?.start.line}: out of step with the compiled guide`,
        );
      const spec = stringAttribute(node, "spec");
      if (!spec)
        throw new GuideMarkdownError(`${file}:${node.position?.start.line}: <ErrorCodes> needs spec`);
      blocks.push(errorGroupsMarkdown((await loadReference(spec)).errorGroups, depth + 1));
      continue;
    }
    if (node.type === "code" || node.type === "mdxJsxFlowElement") {
      const segment = components[next++];
      const expected = node.type === "code" ? ["code"] : expectedKinds(node.name ?? "");
      if (!segment || !expected.includes(segment.kind)) {
        throw new GuideMarkdownError(
          `${file}:${node.position?.start.line}: out of step with the compiled guide (expected ${expected.join(" or ") || "no segment"}, found ${segment?.kind ?? "none"})`,
        );
      }
      blocks.push(node.type === "code" ? sourceOf(source, [node]) : segmentMarkdown(segment, depth + 1));
      continue;
    }
    blocks.push(sourceOf(source, [node]));
  }
  if (next !== components.length) {
    throw new GuideMarkdownError(`${file}: the compiled guide has components the source does not`);
  }
  return `${joinBlocks([...blocks, specDownloads(view.segments), `Last reviewed ${view.lastReviewed}.`])}\n`;
}
