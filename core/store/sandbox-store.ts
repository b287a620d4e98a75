/**
 * Everything the sandbox remembers goes through this one interface: used references, the payment
 * ledger, deliveries and their attempt logs, notification registrations, rate-limit counters and
 * the queue of scheduled attempts. `MemoryStore` keeps it in one process (the default);
 * `RedisStore` (server/store) shares it between any number of instances. Both pass the same
 * contract tests (`store-contract.test-data.ts`), so code written against the interface behaves
 * the same on either.
 *
 * Times are epoch milliseconds on the caller's clock; every key expires at an absolute time, so
 * nothing the sandbox writes lives for ever.
 */
export interface SandboxStore {
  /** Whether other instances read and write it too (Redis), or it is this process's alone (memory). */
  readonly shared: boolean;
  /** Stores `value` under `key` unless the key holds an unexpired value; true when it was stored. */
  claim(key: string, expiresAt: number, value?: string): Promise<boolean>;
  /** Stores `value` under `key`, replacing what was there. */
  put(key: string, value: string, expiresAt: number): Promise<void>;
  get(key: string): Promise<string | undefined>;
  getMany(keys: readonly string[]): Promise<(string | undefined)[]>;
  /** Appends to the list at `key`, keeping its newest `maxLength` entries, and sets its expiry. */
  append(key: string, value: string, expiresAt: number, maxLength: number): Promise<void>;
  /**
   * The list at `key`, oldest first, from its `start`th entry on (0, the default, is the oldest);
   * empty when there is none. Reading from an offset lets a caller that has folded a list's head
   * read only what was appended since.
   */
  list(key: string, start?: number): Promise<string[]>;
  /**
   * Adds `by` (a whole number, one unless given) to the counter at `key` and returns the new count;
   * a new counter expires at `expiresAt`.
   */
  increment(key: string, expiresAt: number, by?: number): Promise<number>;

  /** Puts `member` on `queue`, due at `dueAt` (moving it if it is there already). */
  schedule(queue: string, member: string, dueAt: number): Promise<void>;
  /** Takes `member` off `queue`. */
  unschedule(queue: string, member: string): Promise<void>;
  /**
   * Claims up to `max` members of `queue` due by `now`, earliest first: each is moved to
   * `leaseUntil`, so no other caller sees it due until then. A caller that finishes reschedules or
   * unschedules what it claimed; if it dies, the member falls due again when the lease ends.
   */
  claimDue(queue: string, now: number, leaseUntil: number, max: number): Promise<string[]>;
  /** When the earliest member of `queue` falls due; undefined when the queue is empty. */
  nextDue(queue: string): Promise<number | undefined>;
  /**
   * When each of `members` falls due on `queue` (for a claimed one, when its lease ends); undefined
   * for one not on it. A reader tells from it an attempt waiting from one under way or lost.
   */
  dueTimes(queue: string, members: readonly string[]): Promise<(number | undefined)[]>;
  /** How many members `queue` holds. */
  queueSize(queue: string): Promise<number>;

  close(): Promise<void>;
}

/** The store could not be reached (Redis down or restarting): the sandbox answers 503, not 500. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(
      `The sandbox's store cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = "StoreUnavailableError";
  }
}
