import { DueHeap } from "./due-heap";
import type { SandboxStore } from "./sandbox-store";

type Entry = { value: string; expiresAt: number };
type ListEntry = { values: string[]; expiresAt: number };

/**
 * The default store: one process's memory. Expired keys are swept as new ones arrive, and
 * `maxKeys` bounds memory (past it the oldest keys go first), so a long-running sandbox under
 * load does not grow without end.
 */
export class MemoryStore implements SandboxStore {
  readonly shared: boolean = false;
  readonly #values = new Map<string, Entry>();
  readonly #lists = new Map<string, ListEntry>();
  readonly #queues = new Map<string, DueHeap>();
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor(options: { now?: () => number; maxKeys?: number } = {}) {
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 200_000;
  }

  async claim(key: string, expiresAt: number, value = "1"): Promise<boolean> {
    if (this.#live(key) !== undefined) return false;
    this.#write(key, value, expiresAt);
    return true;
  }

  async put(key: string, value: string, expiresAt: number): Promise<void> {
    this.#write(key, value, expiresAt);
  }

  async get(key: string): Promise<string | undefined> {
    return this.#live(key)?.value;
  }

  async getMany(keys: readonly string[]): Promise<(string | undefined)[]> {
    return keys.map((key) => this.#live(key)?.value);
  }

  async append(key: string, value: string, expiresAt: number, maxLength: number): Promise<void> {
    const now = this.#now();
    const existing = this.#lists.get(key);
    const list = existing && existing.expiresAt > now ? existing : { values: [], expiresAt };
    list.values.push(value);
    if (list.values.length > maxLength) list.values.splice(0, list.values.length - maxLength);
    list.expiresAt = expiresAt;
    this.#lists.delete(key);
    this.#lists.set(key, list);
    this.#sweep(this.#lists, now);
  }

  async list(key: string, start = 0): Promise<string[]> {
    const list = this.#lists.get(key);
    return list && list.expiresAt > this.#now() ? list.values.slice(start) : [];
  }

  async increment(key: string, expiresAt: number, by = 1): Promise<number> {
    const entry = this.#live(key);
    const count = entry ? Number(entry.value) + by : by;
    if (entry) entry.value = String(count);
    else this.#write(key, String(count), expiresAt);
    return count;
  }

  async schedule(queue: string, member: string, dueAt: number): Promise<void> {
    let heap = this.#queues.get(queue);
    if (!heap) {
      heap = new DueHeap();
      this.#queues.set(queue, heap);
    }
    heap.set(member, dueAt);
  }

  async unschedule(queue: string, member: string): Promise<void> {
    const heap = this.#queues.get(queue);
    heap?.delete(member);
    // A queue per wallet comes and goes; an empty one is forgotten, as Redis forgets an empty set.
    if (heap?.size === 0) this.#queues.delete(queue);
  }

  async claimDue(queue: string, now: number, leaseUntil: number, max: number): Promise<string[]> {
    const heap = this.#queues.get(queue);
    const claimed: string[] = [];
    while (heap && claimed.length < max) {
      const top = heap.peek();
      if (!top || top.due > now) break;
      heap.set(top.member, leaseUntil);
      claimed.push(top.member);
    }
    return claimed;
  }

  async nextDue(queue: string): Promise<number | undefined> {
    return this.#queues.get(queue)?.peek()?.due;
  }

  async dueTimes(queue: string, members: readonly string[]): Promise<(number | undefined)[]> {
    const heap = this.#queues.get(queue);
    return members.map((member) => heap?.dueOf(member));
  }

  async queueSize(queue: string): Promise<number> {
    return this.#queues.get(queue)?.size ?? 0;
  }

  async close(): Promise<void> {}

  #live(key: string): Entry | undefined {
    const entry = this.#values.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.#now()) return entry;
    this.#values.delete(key);
    return undefined;
  }

  #write(key: string, value: string, expiresAt: number): void {
    // Re-inserting keeps the map in write order, which the sweep relies on.
    this.#values.delete(key);
    this.#values.set(key, { value, expiresAt });
    this.#sweep(this.#values, this.#now());
  }

  /** Drops expired entries from the front of `map` (its oldest writes), and the oldest past `maxKeys`. */
  #sweep(map: Map<string, { expiresAt: number }>, now: number): void {
    for (const [key, entry] of map) {
      if (map.size <= this.#maxKeys && entry.expiresAt > now) break;
      map.delete(key);
    }
  }
}
