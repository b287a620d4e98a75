/** The `statusCode` a flow step's answer carries, or words saying it has none. */
export function statusCodeOf(body: unknown): string {
  const code = (body as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "string" ? code : "no statusCode";
}

/** An answer's body as JSON, or as the text it is when it is not JSON. */
export function parsedAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
