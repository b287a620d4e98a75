import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StoreUnavailableError } from "../../core/store/sandbox-store";
import { storeContract } from "../../core/store/store-contract.test-data";
import { startLocalRedis, type LocalRedis } from "../../scripts/local-redis";
import { RedisStore } from "./redis-store";

let redis: LocalRedis;
const stores: RedisStore[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
});

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis.stop();
});

storeContract("RedisStore", async () => {
  const store = await RedisStore.connect(redis.url, "contract:");
  stores.push(store);
  return store;
});

describe("RedisStore", () => {
  it("refuses to start when Redis cannot be reached", async () => {
    await expect(RedisStore.connect("redis://127.0.0.1:1")).rejects.toThrow(/ECONNREFUSED/);
  });

  it("fails commands at once while Redis is away, as a store that is unavailable", async () => {
    const own = await startLocalRedis();
    const store = await RedisStore.connect(own.url);
    await own.stop();
    await expect(store.get("anything")).rejects.toBeInstanceOf(StoreUnavailableError);
    await store.close().catch(() => undefined);
  });
});
