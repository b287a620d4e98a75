/**
 * The MCP endpoint's guard against DNS rebinding, as the MCP specification asks: a request that
 * carries an `Origin` (every browser request does) is served only if that origin is the portal's
 * own public one, one configured in `MCP_ALLOWED_ORIGINS`, or a loopback origin on the loopback
 * host and port the request itself came in on. A page on another site whose name was made to
 * resolve to this machine sends its own name in both `Origin` and `Host`, and is refused.
 * Requests without `Origin` (assistants and their command-line clients) are not browsers.
 */

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** `http://localhost:4000/` → `http://localhost:4000`; undefined for what is not an http(s) origin. */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origins allowed besides loopback: the portal's own, and a comma-separated list. */
export function configuredOrigins(siteOrigin: string, extra = ""): string[] {
  return [siteOrigin, ...extra.split(",")]
    .map((value) => value.trim())
    .filter(Boolean)
    .flatMap((value) => originOf(value) ?? []);
}

export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  const normalised = originOf(origin);
  if (!normalised) return false;
  if (allowed.includes(normalised)) return true;
  // A loopback page (an inspector on this machine) calling this server on its loopback address.
  const target = host ? originOf(`http://${host}`) : undefined;
  if (!target) return false;
  const from = new URL(normalised);
  const to = new URL(target);
  return loopbackNames.has(from.hostname) && loopbackNames.has(to.hostname) && from.port === to.port;
}
