import type { Element, Root as HastRoot } from "hast";
import type { Code, Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { kitDownloadCommand } from "../../content/biller-kit/kit-download";
import { formatSchemaError } from "../format-schema-error";
import { highlight, type HighlightLanguage } from "../openapi/highlight";
import { providerSandboxCodesTable } from "../sandbox/provider-sandbox-codes";
import { sandboxSampleOrigin } from "../sandbox/sandbox-url";
import type { OpenApiDocument } from "../openapi/openapi";
import type { ErrorGroupView, ReferenceView, SequenceView, TableView } from "../openapi/view";
import { hasOnboardingMark, markOnboarding, withOnboardingLegend } from "../markdown/onboarding-mark";
import { frontmatterSchema } from "./frontmatter";
import { scrollingTables } from "./guide-tables";
import { kitTables } from "./kit-tables";
import { versionAdditionsTable } from "./version-additions-table";
import {
  toolNames,
  type CodeTabView,
  type GuideSegment,
  type GuideView,
  type TocEntry,
  type ToolName,
} from "./guide-view";
import { escapeHtmlText } from "../escape-html";

export type GuideSources = {
  /** Text of a sample under content/samples, e.g. `jwt/create_token.py`. */
  readSample: (path: string) => Promise<string>;
  /** The API reference view of a document in content/specs. */
  loadReference: (specId: string) => Promise<ReferenceView>;
  /** A document in content/specs itself, for what the view leaves out (`<VersionAdditions>`). */
  loadDocument?: (specId: string) => Promise<OpenApiDocument>;
  /** The portal's public origin (SITE_ORIGIN), for commands that download from it; `npm start`'s by default. */
  origin?: string;
};

export class GuideError extends Error {}

const sampleLanguages: Record<string, { language: string; label: string; highlight: HighlightLanguage }> = {
  ".py": { language: "python", label: "Python", highlight: "python" },
  ".php": { language: "php", label: "PHP", highlight: "php" },
  ".cs": { language: "csharp", label: "C#", highlight: "csharp" },
  ".java": { language: "java", label: "Java", highlight: "java" },
  ".mjs": { language: "javascript", label: "Node.js", highlight: "javascript" },
  ".js": { language: "javascript", label: "JavaScript", highlight: "javascript" },
  ".go": { language: "go", label: "Go", highlight: "go" },
  ".sh": { language: "curl", label: "Shell", highlight: "bash" },
};

const fenceLanguages: Record<string, HighlightLanguage> = {
  bash: "bash",
  sh: "bash",
  shell: "bash",
  json: "json",
  yaml: "yaml",
  js: "javascript",
  javascript: "javascript",
  python: "python",
  java: "java",
  csharp: "csharp",
  php: "php",
  go: "go",
};

function highlightFence(code: Code): string {
  const language = code.lang ? fenceLanguages[code.lang] : undefined;
  return language ? highlight(code.value, language) : escapeHtmlText(code.value);
}

/** A JSX attribute's value: a string, or a JSON literal inside braces. */
function attribute(file: string, element: MdxJsxFlowElement, name: string): unknown {
  const found = element.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === "mdxJsxAttribute" && attr.name === name,
  );
  if (!found || found.value === null || found.value === undefined) return undefined;
  if (typeof found.value === "string") return found.value;
  try {
    // Formatters add a trailing comma when they wrap a long list; JSON does not allow one.
    return JSON.parse(found.value.value.replace(/,(\s*[\]}])/g, "$1"));
  } catch {
    throw new GuideError(
      `${file}:${element.position?.start.line}: <${element.name} ${name}> must be a string or JSON`,
    );
  }
}

function stringAttribute(file: string, element: MdxJsxFlowElement, name: string): string {
  const value = attribute(file, element, name);
  if (typeof value !== "string")
    throw new GuideError(`${file}:${element.position?.start.line}: <${element.name}> needs ${name}="..."`);
  return value;
}

async function codeTabs(
  file: string,
  element: MdxJsxFlowElement,
  sources: GuideSources,
): Promise<GuideSegment> {
  const files = attribute(file, element, "files");
  if (!Array.isArray(files) || !files.every((entry) => typeof entry === "string")) {
    throw new GuideError(
      `${file}:${element.position?.start.line}: <CodeTabs files={[...]}> needs a list of sample paths`,
    );
  }
  const tabs: CodeTabView[] = await Promise.all(
    files.map(async (path) => {
      const extension = path.slice(path.lastIndexOf("."));
      const language = sampleLanguages[extension];
      if (!language) throw new GuideError(`${file}: no language known for sample ${path}`);
      return {
        language: language.language,
        label: language.label,
        html: highlight(await sources.readSample(path), language.highlight),
      };
    }),
  );
  const label = attribute(file, element, "label");
  return { kind: "code-tabs", label: typeof label === "string" ? label : "Code samples", tabs };
}

function stringList(file: string, element: MdxJsxFlowElement, name: string): string[] | undefined {
  const value = attribute(file, element, name);
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string")) {
    throw new GuideError(
      `${file}:${element.position?.start.line}: <${element.name} ${name}={[...]}> needs a list of strings`,
    );
  }
  return value;
}

/** What a guide page has shown so far, so that what its parts share is said on it once. */
type PageState = {
  /** The heading of the section being compiled, for the Markdown copy to say where a part is. */
  section: string;
  /** Documents whose common headers the page lists, each with the section they are under. */
  commonParametersShown: Map<string, string>;
  /** `specId:id` of the `x-tables` entries the page shows. */
  tablesShown: Set<string>;
};

const commonParametersTitle = "Headers every call sends";

/**
 * What the common headers share (how they are named, that every call sends them) is said once,
 * above their list, in the words of the document's own table of them: the `x-tables` entry whose
 * first column names exactly those headers. A page already showing that table is not told again.
 */
function commonParametersIntro(view: ReferenceView, page: PageState): string {
  const names = new Set(view.commonParameters.map((parameter) => parameter.name));
  const table = view.tables.find(
    (candidate) =>
      candidate.rows.length === names.size &&
      candidate.rows.every((row) => names.has((row[0] ?? "").replace(/<[^>]*>/g, "").trim())),
  );
  return table && !page.tablesShown.has(`${view.specId}:${table.id}`) ? table.descriptionHtml : "";
}

/**
 * Parts of an OpenAPI document placed in a guide, so the guide and the reference share one source:
 * `<ApiReference spec="biller" operations={["fetchBill"]} />` (all of it without `operations`),
 * `<ApiTable spec="biller" id="..." />`, `<ApiSequence spec="biller" id="..." />`,
 * `<ErrorCodes spec="fastag" />` (a filterable table of the document's error groups).
 */
function specSegment(
  file: string,
  element: MdxJsxFlowElement,
  view: ReferenceView,
  page: PageState,
): GuideSegment {
  const where = `${file}:${element.position?.start.line}`;
  if (element.name === "ErrorCodes") {
    return {
      kind: "error-codes",
      html: errorCatalogueHtml(view.errorGroups),
      groups: view.errorGroups.map(({ anchor, name }) => ({ anchor, name })),
    };
  }
  if (element.name === "ApiTable" || element.name === "ApiSequence") {
    const id = stringAttribute(file, element, "id");
    const found =
      element.name === "ApiTable"
        ? view.tables.find((t) => t.id === id)
        : view.sequences.find((s) => s.id === id);
    if (!found)
      throw new GuideError(
        `${where}: ${view.specId} has no ${element.name === "ApiTable" ? "x-tables" : "x-sequences"} entry "${id}"`,
      );
    if (element.name === "ApiTable") page.tablesShown.add(`${view.specId}:${id}`);
    return element.name === "ApiTable"
      ? { kind: "table", view: found as TableView }
      : { kind: "sequence", view: found as SequenceView };
  }
  const operations = stringList(file, element, "operations");
  if (!operations) return { kind: "reference", view };
  const known = new Set(
    [...view.tags.flatMap((tag) => tag.operations), ...view.webhooks].map((operation) => operation.id),
  );
  const unknown = operations.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new GuideError(`${where}: ${view.specId} has no operation ${unknown.join(", ")}`);
  const wanted = new Set(operations);
  const shown = [...view.tags.flatMap((tag) => tag.operations), ...view.webhooks].filter((operation) =>
    wanted.has(operation.id),
  );
  // A guide may place several of these on one page, each with only its operations: the headers
  // every call sends are listed with the first that sends them, and each operation that sends them
  // (a webhook, which the provider sends to the partner, does not) links there.
  const anchor = `${view.specId}-common-parameters`;
  const listsCommon =
    shown.some((operation) => operation.usesCommonParameters) && !page.commonParametersShown.has(view.specId);
  if (listsCommon) page.commonParametersShown.set(view.specId, page.section || commonParametersTitle);
  const section = page.commonParametersShown.get(view.specId) ?? commonParametersTitle;
  return {
    kind: "operations",
    operations: shown.map((operation) => ({
      ...operation,
      ...(operation.usesCommonParameters ? { commonParametersAt: { anchor, section } } : {}),
      errorGroupAnchors: [],
    })),
    specId: view.specId,
    ...(listsCommon
      ? {
          commonParameters: {
            anchor,
            title: commonParametersTitle,
            introHtml: commonParametersIntro(view, page),
            parameters: view.commonParameters.map((parameter) => ({
              ...parameter,
              anchor: `${view.specId}-${parameter.anchor}`,
            })),
          },
        }
      : {}),
  };
}

/**
 * The error catalogue as plain HTML, one table per group with an anchor per code: a page of codes
 * needs no script, and the reader's browser search finds any code.
 */
function errorCatalogueHtml(groups: ErrorGroupView[]): string {
  return groups
    .map((group) => {
      const rows = group.codes
        .map(
          (entry) =>
            `<tr id="${entry.anchor}"><td><code>${escapeHtmlText(entry.code)}</code></td><td>${entry.meaningHtml}</td></tr>`,
        )
        .join("");
      return `<section class="error-group" id="${group.anchor}"><h3>${escapeHtmlText(group.name)}</h3><div class="table-scroll"><table><thead><tr><th scope="col">Code</th><th scope="col">Meaning</th></tr></thead><tbody>${rows}</tbody></table></div></section>`;
    })
    .join("");
}

/**
 * The kinds of `<Callout type>` and the name each is announced by: a note is an aside, a warning
 * is easy to get wrong, a danger is where the usual way fails (components.css draws each).
 */
export const calloutLabels = { note: "Note", warning: "Warning", danger: "Danger" } as const;

const isCalloutKind = (type: unknown): type is keyof typeof calloutLabels =>
  typeof type === "string" && Object.hasOwn(calloutLabels, type);

/** Turns a `<Callout type="note">` into an aside that renders with the prose. */
function calloutToAside(element: MdxJsxFlowElement, file: string): RootContent {
  const type = attribute(file, element, "type") ?? "note";
  if (!isCalloutKind(type))
    throw new GuideError(
      `${file}:${element.position?.start.line}: <Callout type> is "note", "warning" or "danger", not ${JSON.stringify(type)}`,
    );
  const label = calloutLabels[type];
  return {
    type: "blockquote",
    children: element.children as never,
    // role="note", not <aside>: a page has many callouts, and landmarks must be few and unique.
    data: {
      hName: "div",
      hProperties: { className: ["callout", `callout-${type}`], role: "note", ariaLabel: label },
    },
  };
}

async function segmentFor(
  file: string,
  node: RootContent,
  sources: GuideSources,
  page: PageState,
): Promise<GuideSegment | undefined> {
  if (node.type === "code") {
    const title = /title="([^"]+)"/.exec(node.meta ?? "")?.[1];
    return { kind: "code", caption: title ?? node.lang ?? "Code", html: highlightFence(node) };
  }
  if (node.type !== "mdxJsxFlowElement") return undefined;
  const name = node.name ?? "";
  if (name === "Callout") return undefined;
  if (name === "CodeTabs") return codeTabs(file, node, sources);
  if (name === "ApiReference" || name === "ApiTable" || name === "ApiSequence" || name === "ErrorCodes") {
    return specSegment(file, node, await sources.loadReference(stringAttribute(file, node, "spec")), page);
  }
  if ((toolNames as readonly string[]).includes(name)) return { kind: "tool", name: name as ToolName };
  // `<KitDownload />`: download the conformance kit from this portal and run it.
  if (name === "KitDownload")
    return {
      kind: "code",
      caption: "bash",
      html: highlight(kitDownloadCommand(sources.origin ?? sandboxSampleOrigin), "bash"),
    };
  // `<KitChecks />` and `<KitUnobservableRules />`: the conformance kit's catalogue as a table.
  if (Object.hasOwn(kitTables, name)) return { kind: "table", view: kitTables[name]!() };
  // `<SandboxCodes operations={["getReports"]} />`: the sandbox's own codes those provider calls answer.
  if (name === "SandboxCodes") {
    const where = `${file}:${node.position?.start.line}`;
    return {
      kind: "table",
      view: providerSandboxCodesTable(stringList(file, node, "operations") ?? [], where),
    };
  }
  // `<VersionAdditions spec="biller" from={["v1.0"]} to={["v1.1"]} />`: what a version adds, from the document.
  if (name === "VersionAdditions") {
    const where = `${file}:${node.position?.start.line}`;
    const spec = stringAttribute(file, node, "spec");
    if (!sources.loadDocument) throw new GuideError(`${where}: <VersionAdditions> needs loadDocument`);
    const labels = { from: stringList(file, node, "from") ?? [], to: stringList(file, node, "to") ?? [] };
    const [document, reference] = await Promise.all([
      sources.loadDocument(spec),
      sources.loadReference(spec),
    ]);
    return { kind: "table", view: versionAdditionsTable(document, reference, labels, where) };
  }
  throw new GuideError(`${file}:${node.position?.start.line}: unknown component <${name}>`);
}

/**
 * GFM task lists are checklists to read, not forms: their disabled checkboxes would be form fields
 * without labels, so each becomes a box drawn in text.
 */
function checklistBoxes() {
  const visit = (node: HastRoot | Element) => {
    node.children.forEach((child, index) => {
      if (child.type !== "element") return;
      if (child.tagName === "input" && child.properties?.type === "checkbox") {
        node.children[index] = {
          type: "element",
          tagName: "span",
          properties: { className: ["task-box"], ariaHidden: "true" },
          children: [{ type: "text", value: child.properties.checked ? "☑" : "☐" }],
        };
      } else visit(child);
    });
  };
  return () => (tree: HastRoot) => visit(tree);
}

/** Collects h2 and h3 headings (after slugs are set) for the page's table of contents. */
function collectToc(toc: TocEntry[]) {
  return () => (tree: HastRoot) => {
    for (const node of tree.children) {
      if (node.type !== "element" || (node.tagName !== "h2" && node.tagName !== "h3")) continue;
      const id = node.properties?.id;
      if (typeof id === "string") toc.push({ depth: node.tagName === "h2" ? 2 : 3, id, text: textOf(node) });
    }
  };
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === "text" ? child.value : child.type === "element" ? textOf(child) : ""))
    .join("");
}

function plainText(node: RootContent): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  return "children" in node ? node.children.map((child) => plainText(child as RootContent)).join("") : "";
}

/** A guide's syntax tree: Markdown with GFM, YAML frontmatter and MDX components. */
export function parseGuide(source: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ["yaml"])
    .use(remarkGfm)
    .use(remarkMdx)
    .parse(source) as Root;
}

const marker = (index: number) => `<div data-segment="${index}"></div>`;

/**
 * Compiles a guide (Markdown with GFM, YAML frontmatter and a few components) at build time into
 * prose HTML and typed segments. Guides import nothing: components are resolved here by name.
 */
export async function compileGuide(file: string, source: string, sources: GuideSources): Promise<GuideView> {
  const tree = parseGuide(source);

  const yamlNode = tree.children.find((node) => node.type === "yaml");
  const checked = frontmatterSchema.safeParse(yamlNode ? parseYaml(yamlNode.value) : {});
  if (!checked.success) throw new GuideError(formatSchemaError(file, checked.error));

  const segments: GuideSegment[] = [];
  const children: RootContent[] = [];
  const page: PageState = { section: "", commonParametersShown: new Map(), tablesShown: new Set() };
  for (const node of tree.children) {
    if (node.type === "yaml") continue;
    if (node.type === "mdxjsEsm")
      throw new GuideError(`${file}:${node.position?.start.line}: guides cannot import or export`);
    if (node.type === "heading") page.section = plainText(node);
    if (node.type === "mdxJsxFlowElement" && node.name === "Callout") {
      children.push(calloutToAside(node, file));
      continue;
    }
    const segment = await segmentFor(file, node, sources, page);
    if (segment) {
      children.push({ type: "html", value: marker(segments.length) });
      segments.push(segment);
    } else children.push(node);
  }

  const toc: TocEntry[] = [];
  const html = String(
    await unified()
      .use(remarkRehype, {
        allowDangerousHtml: true,
        handlers: {
          code: (_state, node: Code) =>
            ({ type: "raw", value: `<pre><code>${highlightFence(node)}</code></pre>` }) as never,
          mdxJsxFlowElement: (_state, node: MdxJsxFlowElement) => {
            throw new GuideError(
              `${file}:${node.position?.start.line}: <${node.name}> must stand on its own line`,
            );
          },
          mdxJsxTextElement: (_state, node: MdxJsxFlowElement) => {
            throw new GuideError(
              `${file}:${node.position?.start.line}: <${node.name}> must stand on its own line`,
            );
          },
        },
      })
      .use(checklistBoxes())
      .use(rehypeSlug)
      .use(rehypeAutolinkHeadings, { behavior: "wrap", properties: { className: ["heading-link"] } })
      .use(scrollingTables())
      .use(collectToc(toc))
      .run({ type: "root", children } as Root)
      .then((hast) =>
        unified()
          .use(rehypeStringify, { allowDangerousHtml: true })
          .stringify(hast as HastRoot),
      ),
  );

  const parts = html.split(/<div data-segment="(\d+)"><\/div>/);
  const ordered: GuideSegment[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part.trim()) ordered.push({ kind: "html", html: markOnboarding(part) });
    } else ordered.push(segments[Number(part)]!);
  });
  // The page explains the onboarding mark once, after its first paragraph, if anything carries it.
  const first = ordered.findIndex((segment) => segment.kind === "html");
  const intro = ordered[first];
  if (intro?.kind === "html" && hasOnboardingMark(JSON.stringify(ordered)))
    ordered[first] = { kind: "html", html: withOnboardingLegend(intro.html) };

  return { ...checked.data, toc, segments: ordered };
}
