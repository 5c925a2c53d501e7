import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../testing/test-db.ts";
import { databaseCounters, type CounterStore } from "./rate-limiter.ts";
import { redisCounters } from "./redis-counters.ts";

/**
 * The limit counters behave alike in the database and in Redis (DESIGN.md §3): atomic under
 * a burst, windows that end, refunds that never go below zero.
 */
const redisUrl = inject("redisUrl");
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

const stores: [string, () => Promise<CounterStore>][] = [
  [
    "database",
    async () => {
      const database = await createTestDatabase("pglite");
      closers.push(() => database.close());
      return databaseCounters(database.db);
    },
  ],
  ...(redisUrl
    ? [
        [
          "redis",
          async () => {
            const store = redisCounters(redisUrl);
            closers.push(() => store.close());
            return store;
          },
        ] as [string, () => Promise<CounterStore>],
      ]
    : []),
];

describe.each(stores)("limit counters in %s", (_name, open) => {
  it("a burst of 200 concurrent hits is counted 1 to 200, each once", async () => {
    const store = await open();
    const key = `signin:account:${randomUUID()}@example.com`;
    const rows = await Promise.all(Array.from({ length: 200 }, () => store.hit(key, 60_000)));
    const counts = rows.map((r) => r.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    const resetIn = rows[0]!.resetAt.getTime() - Date.now();
    expect(resetIn).toBeGreaterThan(50_000);
    expect(resetIn).toBeLessThanOrEqual(60_000);
  });

  it("a window ends: the next hit after it starts again at one", async () => {
    const store = await open();
    const key = `chat:user:${randomUUID()}`;
    await store.hit(key, 300);
    expect((await store.hit(key, 300)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.hit(key, 300)).count).toBe(1);
  });

  it("a refund gives one back but never below zero; a reset starts over", async () => {
    const store = await open();
    const key = `signin:ip:${randomUUID()}`;
    await store.hit(key, 60_000);
    await store.hit(key, 60_000);
    await store.refund(key);
    expect((await store.hit(key, 60_000)).count).toBe(2);
    await store.reset(key);
    await store.refund(key);
    expect((await store.hit(key, 60_000)).count).toBe(1);
  });
});

describe.runIf(redisUrl)("counters in Redis", () => {
  it("count after a start that kept the process busy past the connect timeout", async () => {
    const store = redisCounters(redisUrl!);
    // The connection is under way; then building the app (PGlite, content indexes) holds the
    // event loop for seconds, past a short connect timeout.
    await new Promise((resolve) => setImmediate(resolve));
    const until = Date.now() + 3000;
    while (Date.now() < until) {
      /* busy, as a loaded start-up is */
    }
    const row = await store.hit(`signin:ip:${randomUUID()}`, 60_000);
    await store.close();
    expect(row.count).toBe(1);
  });

  it("keep no typed email in a key", async () => {
    const store = redisCounters(redisUrl!);
    const email = `${randomUUID()}@example.com`;
    await store.hit(`signin:account:${email}`, 60_000);
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys("saathi:limit:*");
    await redis.quit();
    await store.close();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.includes(email) || k.includes("@"))).toBe(false);
  });
});

it("a Redis that is away answers 503 within seconds, and a ping says it is away", async () => {
  // Port 9 (discard) on loopback: nothing listens, the connection is refused.
  const store = redisCounters("redis://127.0.0.1:9");
  const started = Date.now();
  await expect(store.hit("chat:user:x", 60_000)).rejects.toMatchObject({
    statusCode: 503,
    code: "UNAVAILABLE",
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await store.ping()).toBe(false);
  await store.close();
});
