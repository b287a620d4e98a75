/**
 * The prerendered pages ask for their scripts at low priority. React Router lists every module a
 * page hydrates with as `<link rel="modulepreload">`, and React hoists those links to the top of
 * the head, ahead of the stylesheets. Fetched at the priority a preload gets, ten or so modules
 * (140 KB on a reference page) share the first second of a slow connection with the stylesheets
 * the first paint waits for: over HTTP/1.1 they also take the browser's six connections to the
 * origin, so the stylesheets queue behind them. At low priority the browser fetches the
 * stylesheets first and the modules right after, still without waiting for the page to be parsed
 * (decision record 0016). React matches a preload by its `href` and `rel` when it hydrates, so the
 * added attribute changes nothing there.
 */
import { readFile, writeFile } from "node:fs/promises";
import { files } from "./precompress";

const modulePreload = /(<link rel="modulepreload" href="[^"]*")(?![^>]*\bfetchpriority=)([^>]*>)/g;

/** `html` with each module preload marked `fetchpriority="low"`. */
export function lowerModulePreloads(html: string): string {
  return html.replace(modulePreload, '$1 fetchpriority="low"$2');
}

/** Rewrites every prerendered page under `dir` that has module preloads. */
export async function lowerModulePreloadsIn(dir: string): Promise<void> {
  for await (const file of files(dir)) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(file, "utf8");
    const lowered = lowerModulePreloads(html);
    if (lowered !== html) await writeFile(file, lowered);
  }
}
