import { expect, test } from "@playwright/test";
import { markdownPath } from "../core/markdown/markdown-path";
import { pages } from "../content/site";

/**
 * The portal speaks to partners: no page, Markdown copy, `llms` file or downloadable OpenAPI
 * document talks about a source document ("the specification"); what is not published is said to
 * be issued during onboarding. Read over HTTP from the served build, as a partner or a tool gets it.
 */
const specs = ["cou", "provider", "biller", "instacollect", "fastag", "deliveries"];
const sourceTalk = /\bthe specification\b|\bthe spec\b/i;

/** The sentence around the first mention, so a failure says where to look. */
function firstMention(text: string): string | undefined {
  const plain = text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  const match = sourceTalk.exec(plain);
  return match ? plain.slice(Math.max(0, match.index - 120), match.index + 120) : undefined;
}

test("no page, Markdown copy, llms file or OpenAPI download talks about the specification", async ({
  request,
}) => {
  const urls = [
    ...pages.flatMap((page) => [page.path, markdownPath(page.path)]),
    "/llms.txt",
    "/llms-full.txt",
    ...specs.flatMap((spec) => [`/specs/${spec}.yaml`, `/specs/${spec}.json`]),
  ];
  const found: string[] = [];
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const mention = firstMention(await response.text());
    if (mention !== undefined) found.push(`${url}: …${mention}…`);
  }
  expect(found).toEqual([]);
});

test("every page that marks a detail as issued during onboarding explains the mark once", async ({
  request,
}) => {
  const marked: string[] = [];
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    const marks = html.split('class="onboarding-mark"').length - 1;
    const legends = html.split('class="onboarding-legend"').length - 1;
    expect(legends, page.path).toBe(marks > 0 ? 1 : 0);
    if (marks > 0) marked.push(page.path);
  }
  // The reference pages and the guides that leave details to onboarding all carry the mark.
  for (const path of ["/cou/api", "/fastag/api", "/bbps/biller/guide", "/bbps/jwt"])
    expect(marked).toContain(path);
});

/**
 * "The reference" meaning a provider's upstream document: advice replaces it. Our own pages and
 * things are named in full ("the API reference page", "the reference biller"), as are fields ("the
 * reference id").
 */
const upstreamReference = /\bthe reference\b(?! below| above| page| biller| id\b)|\bthe reference's\b/i;

/**
 * Commentary about sources or about how the portal is run, rather than advice to the integrator.
 * Each pattern names what it catches, and leaves out the few legitimate uses.
 */
const commentary: { name: string; pattern: RegExp }[] = [
  { name: "a source document", pattern: /\bthis document\b|\bthe API documents\b|\bhelp articles?\b/i },
  { name: "the sources' quirks", pattern: /\bquirks?\b|\bkept as published\b|\bquoted as published\b/i },
  { name: "how a page was made", pattern: /\bBuilt from\b|\bthe route keeps\b|\bportal's own tests\b/ },
  { name: "operator internals", pattern: /\bRedis\b|\bserver's log\b/ },
  // Partners run the kit as a download and reach the portal at its address: the portal's repository
  // and how it is built and served are the operator's.
  {
    name: "operator set-up",
    pattern: /\bDELIVERY_ALLOWED_HOSTS\b|\bportal's repository\b|\bnpm (install|start|run)\b/,
  },
  { name: "the upstream reference", pattern: upstreamReference },
  // What a source leaves out is said as what is issued during onboarding, with what to do meanwhile.
  { name: "what a source leaves out", pattern: /\bnot documented\b|\bare not listed\b/i },
];

function sentenceAround(plain: string, index: number): string {
  return plain.slice(Math.max(0, index - 100), index + 100);
}

function commentaryIn(text: string, path: string): string[] {
  const plain = text
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
  const found: string[] = [];
  for (const { name, pattern } of commentary) {
    const match = pattern.exec(plain);
    if (match) found.push(`${path} (${name}): …${sentenceAround(plain, match.index)}…`);
  }
  return found;
}

test("no page or Markdown copy comments on sources or on how the portal is run", async ({ request }) => {
  const found: string[] = [];
  for (const url of pages.flatMap((page) => [page.path, markdownPath(page.path)])) {
    found.push(...commentaryIn(await (await request.get(url)).text(), url));
  }
  const full = await (await request.get("/llms-full.txt")).text();
  found.push(...commentaryIn(full, "/llms-full.txt"));
  expect(found).toEqual([]);
});

test("the checks catch commentary they are meant to catch", () => {
  expect(commentaryIn("The reference has a few quirks, kept as published.", "/fastag/api").length).toBe(2);
  expect(commentaryIn("Payments are kept in Redis.", "/cou/api")).toHaveLength(1);
  expect(
    commentaryIn("From a clone of the portal's repository, after `npm install`.", "/bbps/biller/guide"),
  ).toHaveLength(1);
  expect(commentaryIn("The allow-list (DELIVERY_ALLOWED_HOSTS).", "/bbps/biller/guide")).toHaveLength(1);
  expect(commentaryIn("Where `npm start` serves the portal.", "/mcp-server")).toHaveLength(1);
  expect(commentaryIn("HTTP status codes are not documented.", "/bbps/biller/guide")).toHaveLength(1);
  // A page title, "the reference below", our reference biller and a field's name are not commentary.
  expect(
    commentaryIn(
      "See the API reference and the reference below. Start from the reference biller. The reference id.",
      "/fastag/guide",
    ),
  ).toEqual([]);
});

const footerHeading = "## Need help?";
const footerLine = /For any queries about these APIs, email us at \[[^\]]+@[^\]]+\]\(mailto:[^)]+\)\.$/;

test("every Markdown copy, and every page of llms-full.txt, ends with the help footer", async ({
  request,
}) => {
  const missing: string[] = [];
  const endsWithFooter = (markdown: string) => {
    const lines = markdown.trimEnd().split("\n");
    return footerLine.test(lines.at(-1) ?? "") && lines.at(-3) === footerHeading;
  };
  for (const page of pages) {
    const url = markdownPath(page.path);
    if (!endsWithFooter(await (await request.get(url)).text())) missing.push(url);
  }
  const full = await (await request.get("/llms-full.txt")).text();
  const parts = full.split(/\n---\n\n(?=<!-- Source: )/).slice(1);
  expect(parts.length).toBeGreaterThan(10);
  for (const part of parts) if (!endsWithFooter(part)) missing.push(part.slice(0, 80));
  expect(missing).toEqual([]);
});

test("/index.md has the home page's two Explore cards", async ({ request }) => {
  const markdown = await (await request.get(markdownPath("/"))).text();
  expect(markdown).toContain("## Bill Collection");
  expect(markdown).toContain("[Explore Bill Collection](/bbps/biller/guide.md)");
  expect(markdown).toContain("## Bill Payments");
  expect(markdown).toContain("[Explore Bill Payments](/cou/api.md)");
});
