import { readFile } from "node:fs/promises";
import { isIPv4, isIPv6 } from "node:net";
import { defaultSiteOrigin } from "./config";

/**
 * Which origin the server names in what it serves (the downloads, Postman environments, Markdown
 * copies, `llms*.txt`, sitemap and robots, and the code samples in the pages). The build writes one
 * origin into all of them (`SITE_ORIGIN`, else `http://localhost:4000`); this decides, per request,
 * which origin the server writes over it (server/origin-rewrite.ts).
 *
 * - `SITE_ORIGIN` set, when building or serving: that origin, whatever the request's `Host`.
 * - Otherwise the origin the request came to, if its `Host` is one the server accepts: a loopback
 *   name (`localhost`, `127.0.0.1`, `[::1]`) or the address the connection reached, on the port it
 *   reached; or an origin listed in `SITE_ALLOWED_ORIGINS`. Any other `Host`, malformed or forged,
 *   gets the build's origin, so that no answer names a host an attacker chose.
 *
 * The server speaks plain HTTP and trusts no proxy, so `X-Forwarded-Host` and `X-Forwarded-Proto`
 * are ignored: a TLS-terminating proxy's public origin is listed in `SITE_ALLOWED_ORIGINS` (with
 * its `https:` scheme), or set as `SITE_ORIGIN`.
 */

/** The origin the build's files name, as scripts/postbuild.ts recorded it. */
export type BuiltOrigin = {
  origin: string;
  /** Given as `SITE_ORIGIN` when building, rather than the default. */
  configured: boolean;
};

/** The local end of a request's connection: the address and port it reached. */
export type LocalEnd = { address?: string | undefined; port?: number | undefined };

export type OriginPolicy = {
  /** The origin the build's files name, served to any request whose `Host` is not accepted. */
  readonly built: string;
  /** False when one origin is served whatever the `Host` (`SITE_ORIGIN`). */
  readonly followsHost: boolean;
  /** The origin to name in the answer to a request with this `Host`, on this connection. */
  originFor(host: string | undefined, local?: LocalEnd): string;
};

/** A host as a `Host` header carries it: a name, IPv4 or [IPv6] address, and a port of digits. */
const hostSyntax =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::[0-9]{1,5})?$/i;

export type ParsedHost = {
  /** Normalised, without the default port: `localhost:4912`, `127.0.0.1`, `[::1]:4000`. */
  host: string;
  hostname: string;
  port: number;
};

/**
 * A `Host` header's value, checked strictly (a name or address and an optional port of digits; no
 * path, query, userinfo, spaces or percent-encoding) and normalised by the URL parser (lower case,
 * canonical IP addresses, no default port); undefined for anything else.
 */
export function parseHost(value: string | undefined): ParsedHost | undefined {
  if (value === undefined || value.length > 261 || !hostSyntax.test(value)) return undefined;
  const bracketed = value.startsWith("[") ? value.slice(1, value.indexOf("]")) : undefined;
  if (bracketed !== undefined && !isIPv6(bracketed)) return undefined;
  let url: URL;
  try {
    url = new URL(`http://${value}`);
  } catch {
    return undefined;
  }
  const port = url.port === "" ? 80 : Number(url.port);
  if (port < 1 || port > 65535) return undefined;
  return { host: url.host, hostname: url.hostname, port };
}

/** An address as it appears in a `Host` header: `::ffff:10.0.0.5` → `10.0.0.5`, `::1` → `[::1]`. */
function addressAsHostname(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const unmapped = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  if (isIPv4(unmapped)) return unmapped;
  if (!isIPv6(unmapped)) return undefined;
  try {
    return new URL(`http://[${unmapped}]`).hostname;
  } catch {
    return undefined;
  }
}

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An http(s) origin without a trailing slash, from an origin or a bare `host[:port]` (http). */
function originOf(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

export type OriginSettings = {
  built: BuiltOrigin;
  /** `SITE_ORIGIN` when serving, if set. */
  siteOrigin?: string | undefined;
  /** `SITE_ALLOWED_ORIGINS`: origins (or bare hosts, for http) separated by commas. */
  allowedOrigins?: string | undefined;
};

/** The policy for a build and the server's settings (see the module's comment). */
export function originPolicy({ built, siteOrigin, allowedOrigins = "" }: OriginSettings): OriginPolicy {
  const fixed = siteOrigin ? siteOrigin.replace(/\/$/, "") : built.configured ? built.origin : undefined;
  if (fixed !== undefined) return { built: built.origin, followsHost: false, originFor: () => fixed };
  // By the Host a browser sends for each: the origin's host, without its scheme's default port.
  const allowed = new Map<string, string>();
  for (const entry of allowedOrigins.split(",")) {
    const origin = originOf(entry);
    if (origin) allowed.set(new URL(origin).host, origin);
  }
  return {
    built: built.origin,
    followsHost: true,
    originFor(header, local = {}) {
      const parsed = parseHost(header);
      if (!parsed) return built.origin;
      const listed = allowed.get(parsed.host);
      if (listed) return listed;
      const own = loopbackNames.has(parsed.hostname) || parsed.hostname === addressAsHostname(local.address);
      return own && parsed.port === local.port ? `http://${parsed.host}` : built.origin;
    },
  };
}

/** The record scripts/postbuild.ts writes; a build without one named the default origin. */
export async function readBuiltOrigin(file: string): Promise<BuiltOrigin> {
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return { origin: defaultSiteOrigin, configured: false };
  const record = JSON.parse(text) as Partial<BuiltOrigin>;
  if (typeof record.origin !== "string" || typeof record.configured !== "boolean")
    throw new Error(`${file}: not a record of the build's origin`);
  return { origin: record.origin, configured: record.configured };
}
