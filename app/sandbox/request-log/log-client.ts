import type { ExchangeView } from "../../../core/sandbox/logged-exchange";
import { sandboxMountPath } from "../../../core/sandbox/sandbox-url";

/** Whose calls the page shows: this browser's address's, or a label's. */
export type LogOwner = { kind: "address" } | { kind: "label"; label: string };

export type LogFilters = { api: string; operationId: string; status: string; sinceMinutes: string };

export const noFilters: LogFilters = { api: "", operationId: "", status: "", sinceMinutes: "" };

export type LogRead = { ok: true; exchanges: ExchangeView[] } | { ok: false; message: string };

/** The query string for a read of the log; `after` asks only for what came since that call. */
export function logQuery(owner: LogOwner, filters: LogFilters, now: number, after?: string): string {
  const query = new URLSearchParams();
  if (owner.kind === "label") query.set("label", owner.label);
  if (filters.api) query.set("api", filters.api);
  if (filters.operationId) query.set("operationId", filters.operationId);
  if (filters.status) query.set("status", filters.status);
  if (filters.sinceMinutes)
    query.set("since", new Date(now - Number(filters.sinceMinutes) * 60_000).toISOString());
  if (after) query.set("after", after);
  const text = query.toString();
  return text ? `?${text}` : "";
}

async function readJson(url: string): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: "application/json" } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

const unreachable = "The sandbox could not be reached; the page tries again on its next read.";

/** The problem a refusal names: its message, and each listed problem. */
function refusal(body: Record<string, unknown>): string {
  const errors = Array.isArray(body.errors)
    ? (body.errors as { path: string; message: string }[]).map((error) => ` ${error.path} ${error.message}`)
    : [];
  return `${String(body.statusMessage ?? "The sandbox refused the read.")}${errors.join("")}`;
}

export async function readLog(query: string): Promise<LogRead> {
  const read = await readJson(`${sandboxMountPath}/log${query}`);
  if (!read) return { ok: false, message: unreachable };
  if (read.status !== 200) return { ok: false, message: refusal(read.body) };
  return { ok: true, exchanges: read.body.exchanges as ExchangeView[] };
}

export async function readExchange(
  traceId: string,
): Promise<{ ok: true; exchange: ExchangeView } | { ok: false; message: string }> {
  const read = await readJson(`${sandboxMountPath}/log/${encodeURIComponent(traceId)}`);
  if (!read) return { ok: false, message: unreachable };
  if (read.status !== 200) return { ok: false, message: refusal(read.body) };
  return { ok: true, exchange: read.body.exchange as ExchangeView };
}
