/** Why a destination URL is refused: each rule has a name the error gives. */
export type DestinationProblem = {
  rule: "url" | "scheme" | "credentials" | "allow-list";
  message: string;
};

/** `[::1]` and `::1` name the same host; URL keeps the brackets. */
const hostOf = (url: URL) => url.hostname.toLowerCase();

/** Whether `host` matches an allow-list entry: exact, or `*.example.com` for its subdomains. */
export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.startsWith("*.")) return host.endsWith(allowed.slice(1)) && host.length > allowed.length - 1;
    return host === allowed || (allowed === "::1" && host === "[::1]");
  });
}

/**
 * Checks a URL a partner gave for deliveries: an absolute http(s) URL, without credentials in it,
 * to a host on the allow-list, e.g. `http://localhost:8080/hook` with the default list → ok.
 */
export function checkDestination(
  raw: string,
  allowedHosts: readonly string[],
): { ok: true; url: URL } | { ok: false; problem: DestinationProblem } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: { rule: "url", message: "The URL is not an absolute URL." } };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return {
      ok: false,
      problem: { rule: "scheme", message: "The URL must start with http:// or https://." },
    };
  if (url.username || url.password)
    return {
      ok: false,
      problem: { rule: "credentials", message: "The URL may not carry a user name or password." },
    };
  if (!hostAllowed(hostOf(url), allowedHosts))
    return {
      ok: false,
      problem: {
        rule: "allow-list",
        message: `The host ${hostOf(url)} is not on this sandbox's allow-list (${allowedHosts.join(", ")}).`,
      },
    };
  return { ok: true, url };
}
