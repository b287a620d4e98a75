import { describe, expect, it } from "vitest";
import { decodeEntities, htmlToMarkdown, htmlToText } from "./html-to-markdown";

describe("htmlToMarkdown", () => {
  it("keeps inline code, emphasis and links", () => {
    expect(
      htmlToMarkdown('Send <code>billerId</code> as <strong>text</strong>, see <a href="/bbps/jwt">JWT</a>.'),
    ).toBe("Send `billerId` as **text**, see [JWT](/bbps/jwt).");
  });

  it("separates paragraphs and nests lists", () => {
    expect(
      htmlToMarkdown(
        "<p>One.</p>\n<p>Two:</p>\n<ul>\n<li>a<ul>\n<li>b</li>\n</ul>\n</li>\n<li>c</li>\n</ul>\n",
      ),
    ).toBe("One.\n\nTwo:\n\n- a\n  - b\n- c");
  });

  it("numbers ordered lists from their start", () => {
    expect(htmlToMarkdown('<ol start="3"><li>x</li><li>y</li></ol>')).toBe("3. x\n4. y");
  });

  it("fences code blocks with their language and decoded text", () => {
    expect(htmlToMarkdown('<pre><code class="language-json">{ &quot;a&quot;: 1 }\n</code></pre>')).toBe(
      '```json\n{ "a": 1 }\n```',
    );
  });

  it("turns tables into GFM tables with escaped pipes", () => {
    expect(
      htmlToMarkdown(
        "<table><thead><tr><th>Code</th><th>Meaning</th></tr></thead><tbody><tr><td><code>E1</code></td><td>a | b</td></tr></tbody></table>",
      ),
    ).toBe("| Code | Meaning |\n| --- | --- |\n| `E1` | a \\| b |");
  });

  it("escapes characters that would start emphasis or HTML, but not underscores inside words", () => {
    expect(htmlToMarkdown("<p>2 * 3 &lt;api-host&gt; bbps_biller_id _x_</p>")).toBe(
      "2 \\* 3 \\<api-host> bbps_biller_id \\_x\\_",
    );
  });

  it("quotes blockquotes and gives headings their level", () => {
    expect(htmlToMarkdown("<h3>Retries</h3><blockquote><p>Five times.</p></blockquote>")).toBe(
      "### Retries\n\n> Five times.",
    );
  });
});

describe("htmlToText", () => {
  it("drops highlighting markup and decodes entities", () => {
    expect(htmlToText('<span class="hljs-string">&quot;x&quot;</span> &amp;&amp; <b>y</b>')).toBe('"x" && y');
  });
});

describe("decodeEntities", () => {
  it("decodes named, decimal and hexadecimal references", () => {
    expect(decodeEntities("&lt;&#39;&#x41;&unknown;")).toBe("<'A&unknown;");
  });
});
