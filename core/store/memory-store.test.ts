import { describe, expect, it } from "vitest";
import { DueHeap } from "./due-heap";
import { MemoryStore } from "./memory-store";
import { storeContract } from "./store-contract.test-data";

storeContract("MemoryStore", async () => new MemoryStore());

describe("MemoryStore", () => {
  it("forgets the oldest keys past its bound", async () => {
    const store = new MemoryStore({ maxKeys: 2 });
    const later = Date.now() + 60_000;
    await store.put("a", "1", later);
    await store.put("b", "2", later);
    await store.put("c", "3", later);
    expect(await store.getMany(["a", "b", "c"])).toEqual([undefined, "2", "3"]);
  });

  it("expires keys on the clock it is given", async () => {
    let now = 1_000;
    const store = new MemoryStore({ now: () => now });
    expect(await store.claim("k", 2_000)).toBe(true);
    now = 1_999;
    expect(await store.claim("k", 3_000)).toBe(false);
    now = 2_000;
    expect(await store.claim("k", 3_000)).toBe(true);
  });
});

describe("DueHeap", () => {
  it("gives members in due order after moves and deletions", () => {
    const heap = new DueHeap();
    const dues = Array.from({ length: 500 }, (_, index) => (index * 7919) % 1000);
    dues.forEach((due, index) => heap.set(`m${index}`, due));
    for (let index = 0; index < 500; index += 3) heap.set(`m${index}`, 5000 + index);
    for (let index = 1; index < 500; index += 5) heap.delete(`m${index}`);
    const order: number[] = [];
    for (let top = heap.peek(); top; top = heap.peek()) {
      order.push(top.due);
      heap.delete(top.member);
    }
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).toHaveLength(500 - 100);
  });
});
