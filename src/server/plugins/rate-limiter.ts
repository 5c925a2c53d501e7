import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";

export interface Limit {
  /** How many hits the window allows. */
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database, so every app instance sees the same counts
 * (DESIGN.md §3). Used where a limit protects accounts: sign-in failures, sign-up, mail.
 */
export function createRateLimiter(db: Database, options: { multiplier?: number } = {}) {
  // Browser tests send every request from one address; they raise the limits, never remove them.
  const scale = (limit: Limit): Limit => ({ ...limit, max: limit.max * (options.multiplier ?? 1) });
  async function current(key: string): Promise<{ count: number; resetAt: Date } | undefined> {
    const [row] = await db
      .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    return row && row.resetAt.getTime() > Date.now() ? row : undefined;
  }

  return {
    /** Counts one hit; the window starts with the first hit after the last one expired. */
    async hit(key: string, limit: Limit): Promise<{ count: number; resetAt: Date }> {
      limit = scale(limit);
      const resetAt = new Date(Date.now() + limit.windowMs);
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

    /** Throws 429 with a Retry-After when a key has used up its window. */
    async assertUnder(keys: string[], limit: Limit): Promise<void> {
      limit = scale(limit);
      for (const key of keys) {
        const row = await current(key);
        if (row && row.count >= limit.max) throw tooMany(row.resetAt);
      }
    },

    /** Counts a hit for every key and refuses once any is over the limit. */
    async consume(keys: string[], limit: Limit): Promise<void> {
      for (const key of keys) {
        const row = await this.hit(key, limit);
        if (row.count > scale(limit).max) throw tooMany(row.resetAt);
      }
    },

    async reset(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "RATE_LIMITED", "Too many attempts. Please wait a little and try again.");
  }
}

function tooMany(resetAt: Date): RateLimitedError {
  return new RateLimitedError(Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
}
