import { requestLogSettings } from "../../../content/sandbox/request-log";
import type { LoggedExchange } from "../../../core/sandbox/logged-exchange";
import type { SandboxStore } from "../../../core/store/sandbox-store";

/** Which of a caller's exchanges to read: filters, and `after` (a trace id) for what came since. */
export type ExchangeFilter = {
  api?: string;
  operationId?: string;
  /** An HTTP status (`422`) or a class (`4xx`). */
  status?: string;
  /** Epoch milliseconds: only exchanges at or after it. */
  since?: number;
  /** Only exchanges logged after this one (the page's live tail). */
  after?: string;
  limit?: number;
};

/** Whose exchanges: a client address, or a label the partner sends. */
export type ExchangeOwner = { client: string } | { label: string };

const keptMs = requestLogSettings.keptHours * 3_600_000;
const exchangeKey = (traceId: string) => `log:x:${traceId}`;
const ownerKey = (owner: ExchangeOwner) =>
  "client" in owner ? `log:c:${owner.client}` : `log:l:${owner.label}`;

function statusMatches(status: number, wanted: string): boolean {
  const classOf = /^([1-5])xx$/i.exec(wanted);
  return classOf ? Math.floor(status / 100) === Number(classOf[1]) : String(status) === wanted;
}

/**
 * The request log in the sandbox's store: each exchange once, under its trace id, and the trace
 * ids of each client address and label in lists capped at `keptPerClient`; everything expires
 * after `keptHours`. On Redis every instance reads what any instance wrote.
 */
export class ExchangeLog {
  readonly #store: SandboxStore;
  readonly #now: () => number;
  /** Writes under way on this instance: a read waits for them, so a caller sees its own last call. */
  readonly #writing = new Set<Promise<void>>();

  constructor(options: { store: SandboxStore; now: () => number }) {
    this.#store = options.store;
    this.#now = options.now;
  }

  /** Keeps `exchange` without the caller waiting; a store that fails loses the entry, never the answer. */
  record(exchange: LoggedExchange): void {
    const write = this.#write(exchange).catch((error: unknown) => {
      console.error("sandbox: request log:", error instanceof Error ? error.message : error);
    });
    this.#writing.add(write);
    void write.finally(() => this.#writing.delete(write));
  }

  async #write(exchange: LoggedExchange): Promise<void> {
    const expiresAt = exchange.at + keptMs;
    const { keptPerClient } = requestLogSettings;
    await this.#store.put(exchangeKey(exchange.traceId), JSON.stringify(exchange), expiresAt);
    await this.#store.append(
      ownerKey({ client: exchange.client }),
      exchange.traceId,
      expiresAt,
      keptPerClient,
    );
    if (exchange.label)
      await this.#store.append(
        ownerKey({ label: exchange.label }),
        exchange.traceId,
        expiresAt,
        keptPerClient,
      );
  }

  /** Until the writes under way on this instance are done. */
  async settled(): Promise<void> {
    await Promise.all([...this.#writing]);
  }

  async byTrace(traceId: string): Promise<LoggedExchange | undefined> {
    await this.settled();
    const stored = await this.#store.get(exchangeKey(traceId));
    const exchange = stored ? (JSON.parse(stored) as LoggedExchange) : undefined;
    return exchange && this.#fresh(exchange) ? exchange : undefined;
  }

  /** The owner's exchanges, newest first, that pass `filter`. */
  async list(owner: ExchangeOwner, filter: ExchangeFilter = {}): Promise<LoggedExchange[]> {
    await this.settled();
    let ids = await this.#store.list(ownerKey(owner));
    if (filter.after) {
      const at = ids.lastIndexOf(filter.after);
      if (at !== -1) ids = ids.slice(at + 1);
    }
    const stored = await this.#store.getMany(ids.map(exchangeKey));
    const found: LoggedExchange[] = [];
    for (let index = stored.length - 1; index >= 0; index -= 1) {
      const text = stored[index];
      if (!text) continue;
      const exchange = JSON.parse(text) as LoggedExchange;
      if (this.#fresh(exchange) && passes(exchange, filter)) found.push(exchange);
      if (found.length >= (filter.limit ?? requestLogSettings.pageSize)) break;
    }
    return found;
  }

  #fresh(exchange: LoggedExchange): boolean {
    return exchange.at + keptMs > this.#now();
  }
}

function passes(exchange: LoggedExchange, filter: ExchangeFilter): boolean {
  if (filter.api && exchange.api !== filter.api) return false;
  if (filter.operationId && exchange.operationId !== filter.operationId) return false;
  if (filter.status && !statusMatches(exchange.answer.status, filter.status)) return false;
  if (filter.since !== undefined && exchange.at < filter.since) return false;
  return true;
}
