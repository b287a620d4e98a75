import { MemoryStore } from "../../core/store/memory-store";
import type { SandboxStore } from "../../core/store/sandbox-store";
import { RedisStore } from "./redis-store";

/**
 * The sandbox's store for this process: Redis when `REDIS_URL` is set (several instances then
 * behave as one; `REDIS_PREFIX` separates sandboxes sharing a server), else memory.
 */
export async function openStore(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ store: SandboxStore; kind: string }> {
  if (!env.REDIS_URL) return { store: new MemoryStore(), kind: "memory" };
  const store = await RedisStore.connect(env.REDIS_URL, env.REDIS_PREFIX ?? "bbps-sandbox:");
  return { store, kind: `Redis at ${new URL(env.REDIS_URL).host}` };
}
