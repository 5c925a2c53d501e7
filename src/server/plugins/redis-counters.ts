import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { AppError } from "./errors.ts";
import type { CounterStore } from "./rate-limiter.ts";

/**
 * Limit counters in Redis when REDIS_URL is set (DESIGN.md §3, §4): every instance shares
 * them, they take the counting off PostgreSQL, and each expires with its window, so nothing
 * is left to purge. Keys are hashed: a sign-in counter's key holds the email she typed.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const PREFIX = "saathi:limit:";
const SETTLED = ["ready", "error", "end"] as const;

export interface RedisCounters extends CounterStore {
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function redisCounters(url: string): RedisCounters {
  // Fail fast while Redis is away (no queue of waiting requests): the limited route answers
  // 503 and the rest of the app goes on. A connection still being made is waited for.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 10_000,
  });
  // Connection errors are reported to the caller of each command; the client reconnects itself.
  redis.on("error", () => undefined);
  redis.connect().catch(() => undefined);
  const keyOf = (key: string) => PREFIX + createHash("sha256").update(key).digest("base64url");

  /** Until the connection is made or has failed (Redis away: at once), at most ten seconds. */
  function ready(): Promise<void> {
    if (redis.status === "ready") return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        for (const event of SETTLED) redis.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, 10_000);
      for (const event of SETTLED) redis.once(event, done);
    });
  }

  async function run<T>(command: () => Promise<T>): Promise<T> {
    await ready();
    try {
      return await command();
    } catch {
      throw new AppError(503, "UNAVAILABLE", "Saathi is busy for a moment. Please try again.");
    }
  }

  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await run(() => redis.eval(HIT, 1, keyOf(key), windowMs))) as [
        number,
        number,
      ];
      return { count, resetAt: new Date(Date.now() + ttl) };
    },
    async refund(key) {
      await run(() => redis.eval(REFUND, 1, keyOf(key)));
    },
    async reset(key) {
      await run(() => redis.del(keyOf(key)));
    },
    async ping() {
      await ready();
      return redis.ping().then(
        () => true,
        () => false,
      );
    },
    async close() {
      redis.disconnect();
    },
  };
}
