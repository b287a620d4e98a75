/**
 * The browser the end-to-end tests and benchmarks drive: Debian's Chromium (test tools cannot
 * download browsers on these machines) unless CHROME_PATH names another.
 */
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
