import { expect, test } from "@playwright/test";
import { pages } from "../content/site";

const hrefPattern = /\shref="([^"]+)"/g;
const idPattern = /\sid="([^"]+)"/g;

test("every internal link and #anchor in the built HTML resolves", async ({ request }) => {
  test.setTimeout(240_000);
  const html = new Map<string, string>();
  const statuses = new Map<string, number>();
  const statusOf = async (path: string) => {
    let status = statuses.get(path);
    if (status === undefined) {
      status = (await request.get(path)).status();
      statuses.set(path, status);
    }
    return status;
  };
  const fetchPage = async (path: string) => {
    const cached = html.get(path);
    if (cached !== undefined) return cached;
    const response = await request.get(path);
    expect(response.status(), `${path}`).toBe(200);
    const body = await response.text();
    html.set(new URL(response.url()).pathname, body);
    html.set(path, body);
    return body;
  };

  const broken: string[] = [];
  for (const page of pages) {
    const body = await fetchPage(page.path);
    for (const [, rawHref] of body.matchAll(hrefPattern)) {
      const href = rawHref!.replaceAll("&amp;", "&");
      if (/^(mailto:|https?:\/\/)/.test(href)) continue;
      const url = new URL(href, `http://portal${page.path}`);
      const status = await statusOf(url.pathname);
      if (status !== 200) {
        broken.push(`${page.path} -> ${href} (${status})`);
        continue;
      }
      if (url.hash) {
        const target = await fetchPage(url.pathname);
        const ids = new Set([...target.matchAll(idPattern)].map((match) => match[1]));
        if (!ids.has(decodeURIComponent(url.hash.slice(1))))
          broken.push(`${page.path} -> ${href} (no anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
