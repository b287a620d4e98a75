import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { quickstartLanguages, quickstarts, type Quickstart } from "../../content/quickstarts/quickstarts";
import { sampleLanguages } from "../../core/openapi/code-samples";
import { highlight } from "../../core/openapi/highlight";
import { sandboxSampleOrigin } from "../../core/sandbox/sandbox-url";
import { siteOrigin } from "../../server/config";

// Loaders run from the bundled server build at prerender time, so paths start at the project root.
const quickstartsDir = join(process.cwd(), "content", "quickstarts");

/** The highlighter of a sample language, as the reference pages' samples use it. */
function highlightOf(language: string) {
  const found = sampleLanguages.find((candidate) => candidate.id === language);
  if (!found) throw new Error(`content/quickstarts: no sample language ${language}`);
  return found.highlight;
}

export type QuickstartView = Pick<Quickstart, "id" | "spec" | "description" | "steps" | "code"> & {
  programs: { language: string; label: string; file: string; run: string; needs: string; html: string }[];
};

/** The quickstart at `/quickstart/<id>`, its programs highlighted at build time. */
export async function loadQuickstart(path: string): Promise<QuickstartView | undefined> {
  const quickstart = quickstarts.find((candidate) => path === `/quickstart/${candidate.id}`);
  if (!quickstart) return undefined;
  const programs = await Promise.all(
    quickstartLanguages.map(async (language) => {
      const source = await readFile(join(quickstartsDir, quickstart.files[language.id]), "utf8");
      return {
        language: language.id,
        label: language.label,
        file: language.file,
        run: language.run,
        needs: language.needs,
        html: highlight(
          source.replaceAll(sandboxSampleOrigin, siteOrigin).trimEnd(),
          highlightOf(language.id),
        ),
      };
    }),
  );
  const { id, spec, description, steps, code } = quickstart;
  return { id, spec, description, steps, code, programs };
}
