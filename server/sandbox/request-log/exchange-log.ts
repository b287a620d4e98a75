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
const ownerKey = (owner: ExchangeOwner) =>
  "client" in owner ? `log:c:${owner.client}` : `log:l:${owner.label}`;
/** Where an exchange is found by its trace id: the address whose list holds it. */
const traceKey = (traceId: string) => `log:t:${traceId}`;
/** Each stored exchange starts with its trace id (the first field), so a list is searched unparsed. */
const storedPrefix = (traceId: string) => `{"traceId":${JSON.stringify(traceId)}`;

function statusMatches(status: number, wanted: string): boolean {
  const classOf = /^([1-5])xx$/i.exec(wanted);
  return classOf ? Math.floor(status / 100) === Number(classOf[1]) : String(status) === wanted;
}

/**
 * The request log in the sandbox's store. The exchanges of each client address, and of each
 * label, are lists capped at `keptPerClient`, so nobody's calls take more than that; a trace id
 * leads to its address's list. Everything expires after `keptHours`. On Redis every instance reads
 * what any instance wrote.
 */
export class ExchangeLog {
  readonly #store: SandboxStore;
  readonly #now: () => number;
  /** Writes under way on this instance: a read waits for them, so a caller sees its own last call. */
  readonly #writing = new Set<Promise<void>>();
  #beforeRead: () => void = () => undefined;

  constructor(options: { store: SandboxStore; now: () => number }) {
    this.#store = options.store;
    this.#now = options.now;
  }

  /** Run before each read, e.g. to record the calls answered but not yet written. */
  beforeRead(hook: () => void): void {
    this.#beforeRead = hook;
  }

  /** Keeps `exchange` without the caller waiting; a store that fails loses the entry, never the answer. */
  record(exchange: LoggedExchange): void {
    if (!exchange.traceId) return;
    const write = this.#write(exchange).catch((error: unknown) => {
      console.error("sandbox: request log:", error instanceof Error ? error.message : error);
    });
    this.#writing.add(write);
    void write.finally(() => this.#writing.delete(write));
  }

  async #write(exchange: LoggedExchange): Promise<void> {
    const expiresAt = exchange.at + keptMs;
    const { keptPerClient } = requestLogSettings;
    const stored = JSON.stringify(exchange);
    await Promise.all([
      this.#store.append(ownerKey({ client: exchange.client }), stored, expiresAt, keptPerClient),
      this.#store.put(traceKey(exchange.traceId), exchange.client, expiresAt),
      exchange.label
        ? this.#store.append(ownerKey({ label: exchange.label }), stored, expiresAt, keptPerClient)
        : undefined,
    ]);
  }

  /** Until the calls answered on this instance are written. */
  async settled(): Promise<void> {
    this.#beforeRead();
    await Promise.all([...this.#writing]);
  }

  async byTrace(traceId: string): Promise<LoggedExchange | undefined> {
    await this.settled();
    const client = await this.#store.get(traceKey(traceId));
    if (client === undefined) return undefined;
    const prefix = storedPrefix(traceId);
    const stored = (await this.#store.list(ownerKey({ client }))).find((entry) => entry.startsWith(prefix));
    const exchange = stored ? (JSON.parse(stored) as LoggedExchange) : undefined;
    return exchange && this.#fresh(exchange) ? exchange : undefined;
  }

  /** The owner's exchanges, newest first, that pass `filter`. */
  async list(owner: ExchangeOwner, filter: ExchangeFilter = {}): Promise<LoggedExchange[]> {
    await this.settled();
    let stored = await this.#store.list(ownerKey(owner));
    if (filter.after) {
      const prefix = storedPrefix(filter.after);
      const at = stored.findLastIndex((entry) => entry.startsWith(prefix));
      if (at !== -1) stored = stored.slice(at + 1);
    }
    const found: LoggedExchange[] = [];
    const limit = filter.limit ?? requestLogSettings.pageSize;
    for (let index = stored.length - 1; index >= 0 && found.length < limit; index -= 1) {
      const exchange = JSON.parse(stored[index]!) as LoggedExchange;
      if (this.#fresh(exchange) && passes(exchange, filter)) found.push(exchange);
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
