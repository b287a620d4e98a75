import { escapeHtmlText } from "../escape-html";

/** A token of JSON text and its highlight class (the highlight.js names, coloured by code.css). */
export type JsonToken = {
  text: string;
  kind: "attr" | "string" | "number" | "literal" | "punctuation" | "space";
};

const tokenPattern =
  /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)|([{}[\],:])|(\s+)/g;

/**
 * Splits JSON text into highlightable tokens. Examples travel to the browser as plain JSON (the
 * page's data stays small) and are coloured as they render, the same on the server and client.
 */
export function jsonTokens(json: string): JsonToken[] {
  const tokens: JsonToken[] = [];
  for (const match of json.matchAll(tokenPattern)) {
    const [, string, colon, number, literal, punctuation, space] = match;
    if (string !== undefined) {
      tokens.push({ text: string, kind: colon ? "attr" : "string" });
      if (colon) tokens.push({ text: colon, kind: "punctuation" });
    } else if (number !== undefined) tokens.push({ text: number, kind: "number" });
    else if (literal !== undefined) tokens.push({ text: literal, kind: "literal" });
    else if (punctuation !== undefined) tokens.push({ text: punctuation, kind: "punctuation" });
    else if (space !== undefined) tokens.push({ text: space, kind: "space" });
  }
  return tokens;
}

/**
 * JSON text as coloured HTML: one string for React to set, rather than an element per token for
 * it to create and, on a prerendered page, hydrate (over a thousand on the FASTag reference).
 */
export function jsonHtml(json: string): string {
  let html = "";
  for (const token of jsonTokens(json))
    html +=
      token.kind === "space"
        ? token.text
        : `<span class="hljs-${token.kind}">${escapeHtmlText(token.text)}</span>`;
  return html;
}
