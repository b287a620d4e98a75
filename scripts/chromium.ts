import { existsSync } from "node:fs";

/**
 * The browser benchmarks drive (Lighthouse, the search benchmark): Debian's Chromium, the browser
 * partners use (test tools cannot download browsers on these machines), unless CHROME_PATH names
 * another.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The browser the end-to-end tests drive: Debian's Chromium headless shell where it is installed,
 * the same Blink and V8 as `chromium` without the desktop browser around them. Full Chromium runs
 * headless as a desktop browser with a hidden window, and starts a browser-UI renderer for every
 * test's context: on two cores the shell ran the axe passes of four large pages in 54 s against
 * 74 s. CHROME_PATH still chooses; without the shell the tests use `chromium`.
 */
export const testBrowserPath =
  process.env.CHROME_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/**
 * No sandbox (root in a container), no GPU, and none of the background traffic that would add
 * requests to the tests' and benchmarks' network records.
 */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
