/**
 * Synthetic guide pages for the build-scaling scenarios: MDX files with the frontmatter the
 * guide schema requires, and site-map entries whose title and description match it, added as
 * one sidebar group the way a real set of guides would be.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type SyntheticPage = {
  path: string;
  title: string;
  label: string;
  description: string;
  content: string;
};

const lastReviewed = "2026-11-01";

function pageFor(index: number): SyntheticPage {
  const number = String(index).padStart(4, "0");
  return {
    path: `/synthetic/guide-${number}`,
    title: `Synthetic guide ${number}`,
    label: `Guide ${number}`,
    description: `A generated guide, number ${number}, that measures how the build grows with pages.`,
    content: `synthetic-guide-${number}`,
  };
}

/**
 * A guide of typical length using what real guides use: headings, prose with links and inline
 * code, a list, a GFM table, a callout and highlighted code, so each page costs what a real
 * one costs to compile and prerender.
 */
function mdxFor(page: SyntheticPage): string {
  return `---
title: ${page.title}
description: ${page.description}
lastReviewed: ${lastReviewed}
---

This page was generated to measure the build. It reads like a guide: a request, a response and
the rules that apply, with [a link](/bbps/biller/guide) and \`inline code\`.

## Request

Send the request with the headers below. Every field is **mandatory** unless it says otherwise.

| header      | meaning                          |
| ----------- | -------------------------------- |
| client-id   | The identifier issued to you     |
| request-id  | Unique for every request you send |
| timestamp   | When you sent it, in milliseconds |

\`\`\`bash
curl -X POST https://api.example.com/v1/items \\
  -H "client-id: $CLIENT_ID" \\
  -H "content-type: application/json" \\
  -d '{"amount": 1000, "reference": "${page.content}"}'
\`\`\`

## Response

\`\`\`json
{
  "statusCode": "success",
  "data": { "reference": "${page.content}", "status": "DONE", "amount": 1000 }
}
\`\`\`

<Callout type="note">
Amounts are in paise. Retry a request that timed out with the same request-id.
</Callout>

### Rules

- The reference is unique per request.
- A duplicate request returns the first answer.
- Times are in IST.
`;
}

// The site map is a TypeScript module; its object literal ends at the first top-level "};"
// (Prettier guarantees the form), right before the derived \`pages\` list is computed from it.
const siteLiteralStart = "export const site: Site = {";

/** Writes `count` synthetic guides into a project copy and adds them to its site map. */
export async function addSyntheticGuides(projectDir: string, count: number): Promise<SyntheticPage[]> {
  const pages = Array.from({ length: count }, (_, index) => pageFor(index + 1));
  const guidesDir = join(projectDir, "content", "guides");
  await mkdir(guidesDir, { recursive: true });
  await Promise.all(pages.map((page) => writeFile(join(guidesDir, `${page.content}.mdx`), mdxFor(page))));

  const siteFile = join(projectDir, "content", "site.ts");
  const source = await readFile(siteFile, "utf8");
  const start = source.indexOf(siteLiteralStart);
  const end = start < 0 ? -1 : source.indexOf("\n};\n", start);
  if (end < 0) throw new Error(`content/site.ts: cannot find the literal "${siteLiteralStart} ... };"`);
  const group = { label: "Synthetic guides", pages };
  const insertAt = end + "\n};\n".length;
  await writeFile(
    siteFile,
    `${source.slice(0, insertAt)}site.groups.push(${JSON.stringify(group)});\n${source.slice(insertAt)}`,
  );
  return pages;
}
