import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";

export interface Limit {
  /** How many hits the window allows. */
  max: number;
  windowMs: number;
}

/** Where counts live: the database by default, Redis when REDIS_URL is set (DESIGN.md §3). */
export interface CounterStore {
  /** Counts one hit; the window starts with the first hit after the last one expired. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: Date }>;
  /** Gives one hit back, never below zero. */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Fixed-window counters in the database, so every app instance sees the same counts. */
export function databaseCounters(db: Database): CounterStore {
  return {
    async hit(key, windowMs) {
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
            resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
      return row ?? { count: 1, resetAt };
    },
    async refund(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/**
 * Limits on shared counters (sign-in failures, sign-up, mail, chat, medicine checks...).
 * The count comes first and is atomic, so a burst of concurrent requests cannot all slip
 * under a limit (issue 11 item 3).
 */
export function createRateLimiter(store: CounterStore, options: { multiplier?: number } = {}) {
  // Browser tests send every request from one address; they raise the limits, never remove them.
  const scale = (limit: Limit): Limit => ({ ...limit, max: limit.max * (options.multiplier ?? 1) });
  return {
    /** Counts a hit for every key and refuses once any is over the limit. */
    async consume(keys: string[], limit: Limit, message?: string): Promise<void> {
      for (const key of keys) {
        const row = await store.hit(key, limit.windowMs);
        if (row.count > scale(limit).max) throw tooMany(row.resetAt, message);
      }
    },

    /** Gives one hit back (a sign-in that proved its password does not count). */
    refund: (key: string) => store.refund(key),
    reset: (key: string) => store.reset(key),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = "Too many attempts. Please wait a little and try again.",
  ) {
    super(429, "RATE_LIMITED", message);
  }
}

function tooMany(resetAt: Date, message?: string): RateLimitedError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new RateLimitedError(seconds, message);
}

/**
 * The address a limit counts by: an IPv4 address, or an IPv6 address's /64 (one home or
 * one phone gets a whole /64, so single IPv6 addresses cost an attacker nothing).
 */
export function addressOf(ip: string): string {
  if (!ip.includes(":")) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
