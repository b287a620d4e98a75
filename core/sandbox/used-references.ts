/**
 * What the sandbox must remember across requests: the references already used, for duplicate
 * detection. Everything else travels in signed tokens. Behind an interface so that a deployment
 * with several instances can back it with a shared store (Redis, a KV namespace, a table).
 */
export interface UsedReferenceStore {
  /**
   * Records `key` as used until `expiresAt` (epoch milliseconds). Returns false when the key was
   * already recorded and has not expired: the caller is looking at a duplicate.
   */
  claim(key: string, expiresAt: number): Promise<boolean>;
}

/** The default store: one process's memory, with expired keys swept as new ones arrive. */
export class InMemoryUsedReferenceStore implements UsedReferenceStore {
  readonly #expiries = new Map<string, number>();
  readonly #now: () => number;
  readonly #maxKeys: number;

  /** `maxKeys` bounds memory: past it, the oldest claims are forgotten first. */
  constructor(options: { now?: () => number; maxKeys?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  async claim(key: string, expiresAt: number): Promise<boolean> {
    const now = this.#now();
    const existing = this.#expiries.get(key);
    if (existing !== undefined && existing > now) return false;
    this.#expiries.delete(key);
    this.#expiries.set(key, expiresAt);
    this.#sweep(now);
    return true;
  }

  get size(): number {
    return this.#expiries.size;
  }

  #sweep(now: number): void {
    // Maps iterate in insertion order, so the first entries are the oldest claims.
    for (const [key, expiresAt] of this.#expiries) {
      if (this.#expiries.size <= this.#maxKeys && expiresAt > now) break;
      this.#expiries.delete(key);
    }
  }
}
