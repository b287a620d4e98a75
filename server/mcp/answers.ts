/** How tools answer: compact Markdown text, or a tool error with a message the assistant can act on. */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const answer = (text: string): CallToolResult => ({ content: [{ type: "text", text }] });

export const toolError = (message: string): CallToolResult => ({
  content: [{ type: "text", text: message }],
  isError: true,
});

/** A site path (with its anchor) as an absolute URL on the portal. */
export const absolute = (origin: string, path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);

/** JSON on one line, cut at `max` characters with a note, so one large answer cannot flood a reply. */
export function compactJson(value: unknown, max = 4000): string {
  const json = JSON.stringify(value) ?? "undefined";
  return json.length <= max ? json : `${json.slice(0, max)}… (${json.length - max} more characters)`;
}

/** A fenced JSON block. */
export const jsonBlock = (value: unknown, max?: number) => `\`\`\`json\n${compactJson(value, max)}\n\`\`\``;

const secretName = /secret|password|passwd|api[-_]?key|private|authorization|token$/i;

/**
 * `value` with the values of secret-looking fields replaced, for echoing what a caller sent: a
 * secret a caller passes is never repeated back (nor logged).
 */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      secretName.test(key) && typeof field !== "object" ? "(redacted)" : redacted(field),
    ]),
  );
}
