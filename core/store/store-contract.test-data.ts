import { describe, expect, it } from "vitest";
import type { SandboxStore } from "./sandbox-store";

/**
 * What every `SandboxStore` must do, run against each implementation, so that the sandbox behaves
 * the same in memory and on Redis. `open` gives a fresh, empty store on the real clock.
 */
export function storeContract(name: string, open: () => Promise<SandboxStore>, close?: () => Promise<void>) {
  describe(`${name} keeps the store's contract`, () => {
    const later = () => Date.now() + 60_000;
    let counter = 0;
    /** Keys unique to each test, so that tests sharing one server do not see each other. */
    const fresh = (label: string) => `${label}:${Date.now()}:${(counter += 1)}`;

    it("claims a key once until it expires", async () => {
      const store = await open();
      const key = fresh("claim");
      expect(await store.claim(key, later())).toBe(true);
      expect(await store.claim(key, later())).toBe(false);
      const short = fresh("short");
      expect(await store.claim(short, Date.now() + 30)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(await store.claim(short, later())).toBe(true);
      await close?.();
    });

    it("gives a race for one key to exactly one claimant", async () => {
      const store = await open();
      const key = fresh("race");
      const results = await Promise.all(Array.from({ length: 20 }, () => store.claim(key, later())));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("stores, replaces and reads values", async () => {
      const store = await open();
      const [a, b] = [fresh("a"), fresh("b")];
      await store.put(a, "one", later());
      await store.put(a, "two", later());
      expect(await store.get(a)).toBe("two");
      expect(await store.get(b)).toBeUndefined();
      expect(await store.getMany([a, b])).toEqual(["two", undefined]);
      expect(await store.getMany([])).toEqual([]);
    });

    it("appends to lists and keeps the newest entries", async () => {
      const store = await open();
      const key = fresh("list");
      for (const value of ["1", "2", "3", "4"]) await store.append(key, value, later(), 3);
      expect(await store.list(key)).toEqual(["2", "3", "4"]);
      expect(await store.list(fresh("none"))).toEqual([]);
    });

    it("reads a list from an offset, so a caller reads only what was appended since", async () => {
      const store = await open();
      const key = fresh("list-from");
      for (const value of ["a", "b", "c"]) await store.append(key, value, later(), 10);
      expect(await store.list(key, 1)).toEqual(["b", "c"]);
      expect(await store.list(key, 3)).toEqual([]);
      expect(await store.list(key, 7)).toEqual([]);
      expect(await store.list(fresh("none"), 2)).toEqual([]);
    });

    it("counts hits in a window that ends when the counter expires", async () => {
      const store = await open();
      const key = fresh("count");
      const ends = Date.now() + 80;
      expect(await store.increment(key, ends)).toBe(1);
      expect(await store.increment(key, later())).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.increment(key, later())).toBe(1);
    });

    it("adds more than one at a time to a counter", async () => {
      const store = await open();
      const key = fresh("sum");
      expect(await store.increment(key, later(), 2500)).toBe(2500);
      expect(await store.increment(key, later(), 100)).toBe(2600);
      expect(await store.increment(key, later())).toBe(2601);
    });

    it("hands out due members earliest first, each to one claimant, until their lease ends", async () => {
      const store = await open();
      const queue = fresh("queue");
      const now = Date.now();
      await store.schedule(queue, "late", now + 60_000);
      await store.schedule(queue, "second", now - 10);
      await store.schedule(queue, "first", now - 20);
      expect(await store.queueSize(queue)).toBe(3);
      expect(await store.nextDue(queue)).toBe(now - 20);
      const [one, two] = await Promise.all([
        store.claimDue(queue, now, now + 50, 10),
        store.claimDue(queue, now, now + 50, 10),
      ]);
      expect([...(one ?? []), ...(two ?? [])].sort()).toEqual(["first", "second"]);
      expect(await store.claimDue(queue, now, now + 50, 10)).toEqual([]);
      // A claimant that dies leaves its members to fall due again when the lease ends.
      expect(await store.claimDue(queue, now + 60, now + 1000, 1)).toHaveLength(1);
      await store.unschedule(queue, "late");
      await store.unschedule(queue, "first");
      await store.unschedule(queue, "second");
      expect(await store.queueSize(queue)).toBe(0);
      expect(await store.nextDue(queue)).toBeUndefined();
    });

    it("moves a member that is scheduled again", async () => {
      const store = await open();
      const queue = fresh("move");
      const now = Date.now();
      await store.schedule(queue, "m", now + 60_000);
      await store.schedule(queue, "m", now - 1);
      expect(await store.claimDue(queue, now, now + 1000, 5)).toEqual(["m"]);
      expect(await store.queueSize(queue)).toBe(1);
    });

    it("tells when members are due, a claimed one when its lease ends", async () => {
      const store = await open();
      const queue = fresh("due-times");
      const now = Date.now();
      await store.schedule(queue, "waiting", now + 60_000);
      await store.schedule(queue, "claimed", now - 5);
      expect(await store.claimDue(queue, now, now + 30_000, 5)).toEqual(["claimed"]);
      expect(await store.dueTimes(queue, ["waiting", "claimed", "gone"])).toEqual([
        now + 60_000,
        now + 30_000,
        undefined,
      ]);
      expect(await store.dueTimes(fresh("empty"), ["any"])).toEqual([undefined]);
      expect(await store.dueTimes(queue, [])).toEqual([]);
    });
  });
}
