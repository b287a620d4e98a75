/**
 * The reference view carries descriptions as HTML that `marked` rendered from the OpenAPI
 * document's Markdown at build time. This turns that small, well-formed subset (paragraphs,
 * lists, emphasis, code, links, tables, quotes, headings) back into Markdown. It is not a general
 * HTML converter: unknown elements keep only their text.
 */
import {
  blockquote,
  escapeText,
  fence,
  heading,
  indentContinuation,
  inlineCode,
  table,
} from "./markdown-syntax";

type HtmlElement = { type: "element"; tag: string; attributes: Record<string, string>; children: HtmlNode[] };
type HtmlNode = { type: "text"; value: string } | HtmlElement;

const voidTags = new Set(["br", "hr", "img", "input", "meta", "link", "wbr", "col", "source"]);
const blockTags = new Set([
  "p",
  "div",
  "ul",
  "ol",
  "pre",
  "blockquote",
  "table",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "section",
  "aside",
  "figure",
]);
const tokenPattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const attributePattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Text with HTML character references decoded: `&lt;a&gt; &#39;x&#39;` -> `<a> 'x'`. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(attributePattern)) {
    const [, name, double, single, bare] = match;
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? "");
  }
  return attributes;
}

function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: "element", tag: "", attributes: {}, children: [] };
  const stack: HtmlElement[] = [root];
  for (const match of html.matchAll(tokenPattern)) {
    const [token, closing, rawTag, rawAttributes = ""] = match;
    const parent = stack.at(-1)!;
    if (token.startsWith("<!--")) continue;
    if (rawTag === undefined) {
      parent.children.push({ type: "text", value: decodeEntities(token) });
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (closing) {
      // Unbalanced closing tags are ignored rather than closing everything above them.
      const open = stack.findLastIndex((element) => element.tag === tag);
      if (open > 0) stack.length = open;
      continue;
    }
    const element: HtmlElement = {
      type: "element",
      tag,
      attributes: parseAttributes(rawAttributes),
      children: [],
    };
    parent.children.push(element);
    if (!voidTags.has(tag) && !rawAttributes.trimEnd().endsWith("/")) stack.push(element);
  }
  return root.children;
}

/** The text of nodes, as a browser's `textContent` would give it. */
function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.value : textOf(node.children))).join("");
}

/** Plain text of an HTML fragment, e.g. highlighted code: tags dropped, entities decoded. */
export function htmlToText(html: string): string {
  return textOf(parseHtml(html));
}

function wrap(marker: string, inner: string): string {
  const trimmed = inner.trim();
  return trimmed ? `${marker}${trimmed}${marker}` : "";
}

function inline(nodes: readonly HtmlNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === "text") return escapeText(node.value.replace(/\s+/g, " "));
      const inner = () => inline(node.children);
      switch (node.tag) {
        case "code":
          return inlineCode(textOf(node.children));
        case "strong":
        case "b":
          return wrap("**", inner());
        case "em":
        case "i":
          return wrap("*", inner());
        case "del":
        case "s":
          return wrap("~~", inner());
        case "a":
          return node.attributes.href ? `[${inner().trim()}](${node.attributes.href})` : inner();
        case "img":
          return `![${escapeText(node.attributes.alt ?? "")}](${node.attributes.src ?? ""})`;
        case "br":
          return "\\\n";
        default:
          return blockTags.has(node.tag) ? ` ${block(node)} ` : inner();
      }
    })
    .join("");
}

function listItem(item: HtmlElement, marker: string): string {
  // A tight list item (no paragraphs) keeps its nested list on the next line, not after a blank one.
  const loose = item.children.some((child) => child.type === "element" && child.tag === "p");
  const body = blocks(item.children, loose ? "\n\n" : "\n");
  return `${marker} ${indentContinuation(body, marker.length + 1)}`;
}

function list(element: HtmlElement): string {
  const ordered = element.tag === "ol";
  const start = Number(element.attributes.start ?? 1) || 1;
  return element.children
    .filter((child): child is HtmlElement => child.type === "element" && child.tag === "li")
    .map((item, index) => listItem(item, ordered ? `${start + index}.` : "-"))
    .join("\n");
}

function rowsOf(element: HtmlElement): HtmlElement[] {
  return element.children.flatMap((child) =>
    child.type !== "element" ? [] : child.tag === "tr" ? [child] : rowsOf(child),
  );
}

function htmlTable(element: HtmlElement): string {
  const rows = rowsOf(element).map((row) =>
    row.children
      .filter(
        (cell): cell is HtmlElement => cell.type === "element" && (cell.tag === "td" || cell.tag === "th"),
      )
      .map((cell) => inline(cell.children).replace(/\\\n/g, " ").trim()),
  );
  const [head, ...body] = rows;
  return head ? table(head, body) : "";
}

function block(element: HtmlElement): string {
  switch (element.tag) {
    case "ul":
    case "ol":
      return list(element);
    case "pre": {
      const code = element.children.find(
        (child): child is HtmlElement => child.type === "element" && child.tag === "code",
      );
      const language = /language-([\w+-]+)/.exec(code?.attributes.class ?? "")?.[1] ?? "";
      return fence(textOf(code ? code.children : element.children), language);
    }
    case "blockquote":
      return blockquote(blocks(element.children));
    case "table":
      return htmlTable(element);
    case "hr":
      return "---";
    default: {
      const level = /^h([1-6])$/.exec(element.tag)?.[1];
      return level ? heading(Number(level), inline(element.children)) : blocks(element.children);
    }
  }
}

function blocks(nodes: readonly HtmlNode[], separator = "\n\n"): string {
  const out: string[] = [];
  let run: HtmlNode[] = [];
  const flush = () => {
    const text = inline(run).trim();
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === "element" && blockTags.has(node.tag)) {
      flush();
      const rendered = block(node);
      if (rendered.trim()) out.push(rendered);
    } else run.push(node);
  }
  flush();
  return out.join(separator);
}

/**
 * Markdown for an HTML fragment rendered from Markdown, e.g.
 * `<p>Send <code>billerId</code>.</p><ul><li>one</li></ul>` -> "Send `billerId`.\n\n- one".
 */
export function htmlToMarkdown(html: string): string {
  return blocks(parseHtml(html)).trim();
}
