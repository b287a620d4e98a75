/** A body as a console shows it: JSON laid out, anything else as it came. */
export function prettyJsonOrText(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
