/** `'it'\''s'`: a POSIX shell single-quoted word, whatever the text holds. */
const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** A curl command for a request, one option per line, to paste into a POSIX shell. */
export function curlCommand(request: {
  method: string;
  url: string;
  headers: readonly (readonly [string, string])[];
  body?: string;
}): string {
  const parts = [`curl -X ${request.method} ${quote(request.url)}`];
  for (const [name, value] of request.headers) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (request.body !== undefined && request.body !== "") parts.push(`--data-raw ${quote(request.body)}`);
  return parts.join(" \\\n  ");
}
