import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./module-preload-priority";

describe("lowerModulePreloads", () => {
  const head =
    '<head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/>' +
    '<link rel="stylesheet" href="/assets/entry-c.css"/><link rel="icon" href="/favicon.svg"/></head>';

  it("asks for every module at low priority and leaves stylesheets and other links as they are", () => {
    expect(lowerModulePreloads(head)).toBe(
      '<head><link rel="modulepreload" href="/assets/entry.client-a.js" fetchpriority="low"/><link rel="modulepreload" href="/assets/root-b.js" fetchpriority="low"/>' +
        '<link rel="stylesheet" href="/assets/entry-c.css"/><link rel="icon" href="/favicon.svg"/></head>',
    );
  });

  it("is idempotent, so a page rewritten twice keeps one attribute", () => {
    const once = lowerModulePreloads(head);
    expect(lowerModulePreloads(once)).toBe(once);
    expect(once.match(/fetchpriority/g)).toHaveLength(2);
  });

  it("leaves a page without module preloads unchanged", () => {
    const page = "<html><head><title>Floor</title></head><body><p>import</p></body></html>";
    expect(lowerModulePreloads(page)).toBe(page);
  });
});
