import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { PageInfo } from "../../content/site";
import { compileGuide, GuideError } from "../../core/guides/compile-guide";
import type { GuideView } from "../../core/guides/guide-view";
import { withFirstLanguageOnly } from "../../core/openapi/sample-sets";
import { siteOrigin } from "../../server/config";
import { loadReference, loadSpec } from "../reference/load-spec.server";

// Loaders run from the bundled server build at prerender time, so paths start at the project root.
const contentDir = join(process.cwd(), "content");

/** Compiles a page's guide at build time; its title and summary must match the site map's. */
export async function loadGuide(page: PageInfo, content: string): Promise<GuideView> {
  const file = `content/guides/${content}.mdx`;
  const view = await compileGuide(
    file,
    await readFile(join(contentDir, "guides", `${content}.mdx`), "utf8"),
    {
      readSample: (path) => readFile(join(contentDir, "samples", path), "utf8"),
      loadReference: async (specId) => withFirstLanguageOnly(await loadReference(specId)),
      loadDocument: loadSpec,
      origin: siteOrigin,
    },
  );
  for (const field of ["title", "description"] as const) {
    if (view[field] !== page[field]) {
      throw new GuideError(
        `${file}: ${field}: "${view[field]}" differs from the site map's "${page[field]}" (content/site.ts)`,
      );
    }
  }
  return view;
}
