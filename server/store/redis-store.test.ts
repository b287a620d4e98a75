import { afterAll, beforeAll } from "vitest";
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
