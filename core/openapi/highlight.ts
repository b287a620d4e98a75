import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import csharp from "highlight.js/lib/languages/csharp";
import go from "highlight.js/lib/languages/go";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import php from "highlight.js/lib/languages/php";
import python from "highlight.js/lib/languages/python";
import yaml from "highlight.js/lib/languages/yaml";

// An explicit language list keeps the build fast; highlighting emits classes (not inline styles,
// which the Content-Security-Policy forbids), coloured by app/styles/code.css.
const languages = { bash, csharp, go, java, javascript, json, php, python, yaml };
for (const [name, definition] of Object.entries(languages)) hljs.registerLanguage(name, definition);

export type HighlightLanguage = keyof typeof languages;

/** Highlighted HTML for code, at build time. */
export function highlight(code: string, language: HighlightLanguage): string {
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}
