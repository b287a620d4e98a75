import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { JwtTool } from "./JwtTool";
import { PayloadCipherTool } from "./PayloadCipherTool";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every input and textarea in the HTML has a label naming its id. */
function unlabelledFields(html: string): string[] {
  const ids = [...html.matchAll(/<(?:input|textarea)\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1] ?? "");
  const labelled = new Set([...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((match) => match[1]));
  return ids.filter((id) => !labelled.has(id));
}

describe.each([
  ["JwtTool", JwtTool],
  ["PayloadCipherTool", PayloadCipherTool],
])("%s when prerendered", (_name, Tool) => {
  it("renders without a browser window or WebCrypto", () => {
    vi.stubGlobal("crypto", undefined);
    vi.stubGlobal("window", undefined);
    expect(() => renderToString(<Tool />)).not.toThrow();
  });

  it("labels every field and uses no inline styles", () => {
    const html = renderToString(<Tool />);
    expect(unlabelledFields(html)).toEqual([]);
    expect(html).not.toContain("style=");
  });

  it("keeps secret fields masked and out of autofill", () => {
    const html = renderToString(<Tool />);
    expect(html).toMatch(/type="password"/);
    for (const field of html.match(/<input\b[^>]*type="(?:text|password)"[^>]*>/g) ?? [])
      expect(field).toContain('autoComplete="off"');
  });
});
