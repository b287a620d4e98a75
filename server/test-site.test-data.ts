import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { appPages, pages } from "../content/site";
import { loadStaticSite, type StaticSite } from "./static-site";

/**
 * A stand-in build for server tests: every site-map page (its title and an inline script), the
 * 404 page, and `extra` files by path. `remove()` deletes it.
 */
export async function writeTestSite(
  extra: Record<string, string | Buffer> = {},
): Promise<{ site: StaticSite; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "portal-build-"));
  const put = async (path: string, body: string | Buffer) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), body);
  };
  for (const page of [...pages, ...appPages]) {
    const file = page.path === "/" ? "index.html" : `${page.path.slice(1)}/index.html`;
    await put(file, `<!doctype html><title>${page.title}</title><script>window.x=1</script>`);
  }
  await put("404.html", "<!doctype html><h1>4-oh-4!</h1>");
  for (const [path, body] of Object.entries(extra)) await put(path, body);
  return { site: await loadStaticSite(dir), remove: () => rm(dir, { recursive: true, force: true }) };
}
