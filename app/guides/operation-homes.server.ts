import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pages } from "../../content/site";

// Build time only: which page documents each operation in full.

const guidesDir = join(process.cwd(), "content", "guides");

/** `<ApiReference spec="biller" operations={["billFetch", "paymentPosting"]} />` in a guide's source. */
const embedded = /<ApiReference\s+spec="([a-z-]+)"\s+operations=\{\[([^\]]*)\]\}/g;

const key = (specId: string, operationId: string) => `${specId}:${operationId}`;

let homes: Map<string, string> | undefined;

/**
 * The page that documents an operation in full: its API's reference page where it has one, else
 * the first guide in sidebar order that shows it. Other pages that show it carry its title,
 * endpoint and console, and link there, so no page repeats another's fields and examples.
 *
 * @example operationHome("fastag", "dedupe") // "/fastag/api"
 * @example operationHome("biller", "billFetch") // "/bbps/biller/guide"
 */
export function operationHome(specId: string, operationId: string): string | undefined {
  homes ??= (() => {
    const found = new Map<string, string>();
    for (const page of pages) {
      if (!page.content) continue;
      const source = readFileSync(join(guidesDir, `${page.content}.mdx`), "utf8");
      for (const [, spec, list] of source.matchAll(embedded))
        for (const [, id] of list!.matchAll(/"([^"]+)"/g)) {
          const entry = key(spec!, id!);
          if (!found.has(entry)) found.set(entry, page.path);
        }
    }
    return found;
  })();
  return pages.find((page) => page.spec === specId)?.path ?? homes.get(key(specId, operationId));
}
