import type { FastifyInstance } from "fastify";
import { addressOf, type Limit, type RateLimiter } from "./rate-limiter.ts";

/** A route's limit: `config: { limit: { name, max, windowMs } }` (per person, see below). */
export interface RequestLimit extends Limit {
  /** The counter's name ("chat", "medication"), shared by routes that count together. */
  name: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    limit?: RequestLimit;
  }
}

/**
 * How many more a whole address may send than one signed-out person: many users share a
 * public address behind a carrier's NAT (DESIGN.md §4), so the address gets a ceiling, not
 * the limit of one person.
 */
export const SHARED_ADDRESS_FACTOR = 10;

/**
 * Limits follow the person, not the address: a signed-in user is counted by her account,
 * on every instance alike (the counters live in the database); a signed-out visitor by her
 * address (an IPv6 /64), with a ceiling ten times one person's.
 */
export function registerRequestLimits(app: FastifyInstance, limiter: RateLimiter): void {
  app.addHook("preHandler", async (request) => {
    const limit = request.routeOptions.config.limit;
    if (!limit) return;
    const { name, max, windowMs } = limit;
    const user = request.currentUser;
    if (user) await limiter.consume([`${name}:user:${user.id}`], { max, windowMs });
    else
      await limiter.consume([`${name}:ip:${addressOf(request.ip)}`], {
        max: max * SHARED_ADDRESS_FACTOR,
        windowMs,
      });
  });
}
