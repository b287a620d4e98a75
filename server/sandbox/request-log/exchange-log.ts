import { requestLogSettings } from "../../../content/sandbox/request-log";
import type { LoggedExchange } from "../../../core/sandbox/logged-exchange";
import type { SandboxStore } from "../../../core/store/sandbox-store";
import { exchangeOf, type Capture, type Masking } from "./capture";

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
const { keptPerClient } = requestLogSettings;
const ownerKey = (owner: ExchangeOwner) =>
  "client" in owner ? `log:c:${owner.client}` : `log:l:${owner.label}`;
const ownersOf = (exchange: { client: string; label: string | null }) => [
  ownerKey({ client: exchange.client }),
  ...(exchange.label ? [ownerKey({ label: exchange.label })] : []),
];

/**
 * Where the log keeps exchanges: lists per owner (a client address, a label), oldest first,
 * capped at `keptPerClient`, and a way from a trace id to its exchange.
 */
interface ExchangeStorage {
  add(capture: Capture): void;
  /** Until what was added on this instance can be read. */
  settled(): Promise<void>;
  list(owner: string): Promise<LoggedExchange[]>;
  byTrace(traceId: string): Promise<LoggedExchange | undefined>;
}

/**
 * One process's log, the default: captures are kept as received and shaped (masked, cut) only
 * when read, so recording costs the answer almost nothing. Bounded twice: each owner's list, and
 * all of them together (`maxKept`), dropping the owners that called least recently first.
 */
class MemoryExchanges implements ExchangeStorage {
  readonly #owners = new Map<string, { captures: Capture[]; expiresAt: number }>();
  /** Each kept capture by trace id, with the number of owner lists holding it. */
  readonly #traces = new Map<string, { capture: Capture; lists: number }>();
  #kept = 0;

  constructor(
    private readonly masking: Masking,
    private readonly now: () => number,
    private readonly maxKept: number,
  ) {}

  /** A capture leaves an owner's list: once in none, it is found by its trace id no more. */
  #release(capture: Capture): void {
    this.#kept -= 1;
    const entry = this.#traces.get(capture.traceId);
    if (entry && --entry.lists === 0) this.#traces.delete(capture.traceId);
  }

  add(capture: Capture): void {
    const expiresAt = capture.at + keptMs;
    const owners = ownersOf(capture);
    this.#traces.set(capture.traceId, { capture, lists: owners.length });
    for (const key of owners) {
      const owner = this.#owners.get(key);
      let captures = owner?.captures ?? [];
      if (owner && owner.expiresAt <= this.now()) {
        for (const gone of owner.captures) this.#release(gone);
        captures = [];
      }
      captures.push(capture);
      this.#kept += 1;
      if (captures.length > keptPerClient) this.#release(captures.shift()!);
      // Re-inserted, so the map runs from the least recently active owner to the most.
      this.#owners.delete(key);
      this.#owners.set(key, { captures, expiresAt });
    }
    // The least recently active owner first: over the total, or gone quiet for `keptHours`.
    const oldest = this.#owners.entries().next().value;
    if (this.#kept > this.maxKept || (oldest && oldest[1].expiresAt <= this.now()))
      for (const [key, owner] of this.#owners) {
        if (this.#kept <= this.maxKept && owner.expiresAt > this.now()) break;
        this.#owners.delete(key);
        for (const gone of owner.captures) this.#release(gone);
      }
  }

  async settled(): Promise<void> {}

  async list(owner: string): Promise<LoggedExchange[]> {
    return (this.#owners.get(owner)?.captures ?? []).map((capture) => exchangeOf(capture, this.masking));
  }

  async byTrace(traceId: string): Promise<LoggedExchange | undefined> {
    const entry = this.#traces.get(traceId);
    return entry && exchangeOf(entry.capture, this.masking);
  }
}

/** Where an exchange is found by its trace id in a shared store: the address whose list holds it. */
const traceKey = (traceId: string) => `log:t:${traceId}`;
/** Each stored exchange starts with its trace id (its first field), so a list is searched unparsed. */
const storedPrefix = (traceId: string) => `{"traceId":${JSON.stringify(traceId)}`;

/**
 * The log in the sandbox's shared store (Redis), so that every instance reads what any instance
 * wrote. Exchanges are masked and serialised before they leave the process, a batch at a time
 * after the answers that made them went out; a store that fails loses entries, never answers.
 */
class StoredExchanges implements ExchangeStorage {
  #pending: Capture[] = [];
  readonly #writing = new Set<Promise<void>>();

  constructor(
    private readonly store: SandboxStore,
    private readonly masking: Masking,
  ) {}

  add(capture: Capture): void {
    if (this.#pending.length === 0) setImmediate(() => this.#flush());
    this.#pending.push(capture);
  }

  #flush(): void {
    const batch = this.#pending;
    this.#pending = [];
    for (const capture of batch) {
      const write = this.#write(exchangeOf(capture, this.masking)).catch((error: unknown) => {
        console.error("sandbox: request log:", error instanceof Error ? error.message : error);
      });
      this.#writing.add(write);
      void write.finally(() => this.#writing.delete(write));
    }
  }

  async #write(exchange: LoggedExchange): Promise<void> {
    const expiresAt = exchange.at + keptMs;
    const stored = JSON.stringify(exchange);
    await Promise.all([
      this.store.put(traceKey(exchange.traceId), exchange.client, expiresAt),
      ...ownersOf(exchange).map((key) => this.store.append(key, stored, expiresAt, keptPerClient)),
    ]);
  }

  async settled(): Promise<void> {
    this.#flush();
    await Promise.all([...this.#writing]);
  }

  async list(owner: string): Promise<LoggedExchange[]> {
    return (await this.store.list(owner)).map((stored) => JSON.parse(stored) as LoggedExchange);
  }

  async byTrace(traceId: string): Promise<LoggedExchange | undefined> {
    const client = await this.store.get(traceKey(traceId));
    if (client === undefined) return undefined;
    const prefix = storedPrefix(traceId);
    const stored = (await this.store.list(ownerKey({ client }))).find((entry) => entry.startsWith(prefix));
    return stored ? (JSON.parse(stored) as LoggedExchange) : undefined;
  }
}

function statusMatches(status: number, wanted: string): boolean {
  const classOf = /^([1-5])xx$/i.exec(wanted);
  return classOf ? Math.floor(status / 100) === Number(classOf[1]) : String(status) === wanted;
}

function passes(exchange: LoggedExchange, filter: ExchangeFilter): boolean {
  if (filter.api && exchange.api !== filter.api) return false;
  if (filter.operationId && exchange.operationId !== filter.operationId) return false;
  if (filter.status && !statusMatches(exchange.answer.status, filter.status)) return false;
  if (filter.since !== undefined && exchange.at < filter.since) return false;
  return true;
}

export type ExchangeLogOptions = {
  /** A shared store (Redis) when instances share one; this process's memory otherwise. */
  store?: SandboxStore;
  now: () => number;
  masking: Masking;
  /** With no shared store, how many exchanges this process keeps in all. */
  maxKept?: number;
};

/**
 * The request log: each exchange in the list of its client address and, when the call sent a
 * label, of its label; found by owner, newest first, or by trace id. Nobody's list spans another's.
 */
export class ExchangeLog {
  readonly #storage: ExchangeStorage;
  readonly #now: () => number;

  constructor(options: ExchangeLogOptions) {
    this.#now = options.now;
    this.#storage = options.store
      ? new StoredExchanges(options.store, options.masking)
      : new MemoryExchanges(options.masking, options.now, options.maxKept ?? 50_000);
  }

  /** Keeps a call; the caller never waits on it. */
  record(capture: Capture): void {
    if (capture.traceId) this.#storage.add(capture);
  }

  async byTrace(traceId: string): Promise<LoggedExchange | undefined> {
    await this.#storage.settled();
    const exchange = await this.#storage.byTrace(traceId);
    return exchange && this.#fresh(exchange) ? exchange : undefined;
  }

  /** The owner's exchanges, newest first, that pass `filter`. */
  async list(owner: ExchangeOwner, filter: ExchangeFilter = {}): Promise<LoggedExchange[]> {
    await this.#storage.settled();
    let kept = await this.#storage.list(ownerKey(owner));
    if (filter.after) {
      const at = kept.findLastIndex((exchange) => exchange.traceId === filter.after);
      if (at !== -1) kept = kept.slice(at + 1);
    }
    const limit = filter.limit ?? requestLogSettings.pageSize;
    return kept
      .reverse()
      .filter((exchange) => this.#fresh(exchange) && passes(exchange, filter))
      .slice(0, limit);
  }

  #fresh(exchange: LoggedExchange): boolean {
    return exchange.at + keptMs > this.#now();
  }
}
