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
