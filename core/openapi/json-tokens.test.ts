import { describe, expect, it } from "vitest";
import { jsonHtml, jsonTokens } from "./json-tokens";

describe("jsonTokens", () => {
  it("tells keys from string values and keeps every character", () => {
    const json = JSON.stringify({ a: "x:y", n: -1.5e3, ok: true, list: [null, 'q"r'] }, null, 2);
    const tokens = jsonTokens(json);
    expect(tokens.map((token) => token.text).join("")).toBe(json);
    expect(tokens.filter((token) => token.kind === "attr").map((token) => token.text)).toEqual([
      '"a"',
      '"n"',
      '"ok"',
      '"list"',
    ]);
    expect(tokens.find((token) => token.kind === "number")?.text).toBe("-1500");
    expect(tokens.filter((token) => token.kind === "string").map((token) => token.text)).toEqual([
      '"x:y"',
      '"q\\"r"',
    ]);
  });
});

describe("jsonHtml", () => {
  it("wraps each token in its class and escapes markup inside strings", () => {
    const json = JSON.stringify({ html: "<b>&</b>", n: 2 }, null, 1);
    expect(jsonHtml(json)).toBe(
      [
        '<span class="hljs-punctuation">{</span>\n ',
        '<span class="hljs-attr">"html"</span><span class="hljs-punctuation">:</span> ',
        '<span class="hljs-string">"&lt;b&gt;&amp;&lt;/b&gt;"</span><span class="hljs-punctuation">,</span>\n ',
        '<span class="hljs-attr">"n"</span><span class="hljs-punctuation">:</span> ',
        '<span class="hljs-number">2</span>\n<span class="hljs-punctuation">}</span>',
      ].join(""),
    );
  });
});
