import { createClient } from "@redis/client";
import { StoreUnavailableError, type SandboxStore } from "../../core/store/sandbox-store";

/**
 * Moves the due members of a sorted set to their lease time and returns them, in one step on the
 * server: two instances polling the same queue never both get a member.
 */
const claimDueScript = `
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, member in ipairs(due) do redis.call('ZADD', KEYS[1], ARGV[2], member) end
return due`;

/** Adds one and sets the expiry only on a new counter, in one step. */
const incrementScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIREAT', KEYS[1], ARGV[1]) end
return count`;

function makeClient(url: string, everConnected: () => boolean) {
  return createClient({
    url,
    // While Redis is away, fail commands at once (the sandbox answers 503) rather than queue them.
    disableOfflineQueue: true,
    // Give up on the first connection at once, so a wrong REDIS_URL fails the start clearly;
    // once connected, reconnect with a short backoff.
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries: number, cause: Error) =>
        everConnected() ? Math.min(retries * 100, 2_000) : cause,
    },
  });
}

type Client = ReturnType<typeof makeClient>;

/**
 * The shared store: Redis (`REDIS_URL`), through the maintained client `@redis/client`. Every key
 * carries `prefix`, so several sandboxes (or test runs) can share one server. Values and lists are
 * plain strings and lists; queues are sorted sets scored by due time.
 */
export class RedisStore implements SandboxStore {
  readonly shared = true;
  readonly #client: Client;
  readonly #prefix: string;

  private constructor(client: Client, prefix: string) {
    this.#client = client;
    this.#prefix = prefix;
  }

  /** Connects to `url` (`redis://host:port`); rejects when Redis cannot be reached. */
  static async connect(url: string, prefix = "bbps-sandbox:"): Promise<RedisStore> {
    let connected = false;
    const client = makeClient(url, () => connected);
    client.on("error", (error: unknown) => {
      if (connected) console.error("sandbox store: Redis:", error instanceof Error ? error.message : error);
    });
    await client.connect();
    connected = true;
    return new RedisStore(client, prefix);
  }

  async #send<T>(args: string[]): Promise<T> {
    try {
      return await this.#client.sendCommand<T>(args);
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  }

  async claim(key: string, expiresAt: number, value = "1"): Promise<boolean> {
    const reply = await this.#send<string | null>([
      "SET",
      this.#prefix + key,
      value,
      "NX",
      "PXAT",
      at(expiresAt),
    ]);
    return reply === "OK";
  }

  async put(key: string, value: string, expiresAt: number): Promise<void> {
    await this.#send(["SET", this.#prefix + key, value, "PXAT", at(expiresAt)]);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.#send<string | null>(["GET", this.#prefix + key])) ?? undefined;
  }

  async getMany(keys: readonly string[]): Promise<(string | undefined)[]> {
    if (keys.length === 0) return [];
    const values = await this.#send<(string | null)[]>(["MGET", ...keys.map((key) => this.#prefix + key)]);
    return values.map((value) => value ?? undefined);
  }

  async append(key: string, value: string, expiresAt: number, maxLength: number): Promise<void> {
    const full = this.#prefix + key;
    try {
      await this.#client
        .multi()
        .addCommand(["RPUSH", full, value])
        .addCommand(["LTRIM", full, String(-maxLength), "-1"])
        .addCommand(["PEXPIREAT", full, at(expiresAt)])
        .exec();
    } catch (error) {
      throw new StoreUnavailableError(error);
    }
  }

  async list(key: string, start = 0): Promise<string[]> {
    return this.#send<string[]>(["LRANGE", this.#prefix + key, String(start), "-1"]);
  }

  async increment(key: string, expiresAt: number, by = 1): Promise<number> {
    return this.#send<number>([
      "EVAL",
      incrementScript,
      "1",
      this.#prefix + key,
      at(expiresAt),
      String(Math.trunc(by)),
    ]);
  }

  async schedule(queue: string, member: string, dueAt: number): Promise<void> {
    await this.#send(["ZADD", this.#prefix + queue, at(dueAt), member]);
  }

  async unschedule(queue: string, member: string): Promise<void> {
    await this.#send(["ZREM", this.#prefix + queue, member]);
  }

  async claimDue(queue: string, now: number, leaseUntil: number, max: number): Promise<string[]> {
    return this.#send<string[]>([
      "EVAL",
      claimDueScript,
      "1",
      this.#prefix + queue,
      at(now),
      at(leaseUntil),
      String(max),
    ]);
  }

  async nextDue(queue: string): Promise<number | undefined> {
    // RESP3 answers [[member, score]], RESP2 [member, score]: flattening reads both.
    const reply = await this.#send<unknown[]>(["ZRANGE", this.#prefix + queue, "0", "0", "WITHSCORES"]);
    const score = reply.flat()[1];
    return score === undefined ? undefined : Number(score);
  }

  async dueTimes(queue: string, members: readonly string[]): Promise<(number | undefined)[]> {
    if (members.length === 0) return [];
    // ZMSCORE (Redis 6.2): every score in one round trip, null for a member not in the set.
    const scores = await this.#send<(string | null)[]>(["ZMSCORE", this.#prefix + queue, ...members]);
    return scores.map((score) => (score === null ? undefined : Number(score)));
  }

  async queueSize(queue: string): Promise<number> {
    return this.#send<number>(["ZCARD", this.#prefix + queue]);
  }

  async close(): Promise<void> {
    await this.#client.close();
  }
}

/** Redis takes whole milliseconds. */
const at = (epochMs: number) => String(Math.max(1, Math.round(epochMs)));
