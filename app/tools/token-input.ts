/**
 * A token as people paste it: often with the `Bearer ` prefix of an Authorization header, quotes
 * from a JSON log, or a trailing line break. None of those are part of the JWT.
 */
export function cleanTokenInput(text: string): string {
  return text
    .trim()
    .replace(/^bearer\s+/i, "")
    .replace(/^"(.*)"$/s, "$1")
    .trim();
}
