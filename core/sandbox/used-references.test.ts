import { describe, expect, it } from "vitest";
import { InMemoryUsedReferenceStore } from "./used-references";

describe("InMemoryUsedReferenceStore", () => {
  it("accepts a reference once and refuses it while it is remembered", async () => {
    let now = 1_000;
    const store = new InMemoryUsedReferenceStore({ now: () => now });
    expect(await store.claim("reference:R1", 5_000)).toBe(true);
    expect(await store.claim("reference:R1", 5_000)).toBe(false);
    expect(await store.claim("reference:R2", 5_000)).toBe(true);
    now = 5_000;
    expect(await store.claim("reference:R1", 9_000)).toBe(true);
  });

  it("forgets the oldest claims past its size bound", async () => {
    const store = new InMemoryUsedReferenceStore({ now: () => 0, maxKeys: 2 });
    for (const key of ["a", "b", "c"]) await store.claim(key, 10);
    expect(store.size).toBe(2);
    expect(await store.claim("a", 10)).toBe(true);
    expect(await store.claim("c", 10)).toBe(false);
  });
});
