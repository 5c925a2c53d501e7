import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/client.ts";
import {
  authTokens,
  generatedImages,
  medicationChecks,
  rateLimitCounters,
  sessions,
  users,
} from "../../db/schema/index.ts";
import { post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { ANONYMOUS_CHECKS_KEPT_MS, createHousekeeping } from "./housekeeping.ts";

/** Issue 11 item 11: what is not needed goes, and a deleted account leaves nothing behind. */
const DAY = 24 * 60 * 60 * 1000;

describe.each(testEngines)("housekeeping on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("purges expired sessions, spent links, old counters, old anonymous checks, stray pictures", async () => {
    t = await createTestApp(engine);
    const { db } = t.database;
    const { res } = await signUpAndIn(t.app);
    const userId = res.json<{ user: { id: string } }>().user.id;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await db.insert(sessions).values([
      { tokenHash: "old", userId, expiresAt: ago(1000) },
      { tokenHash: "live", userId, expiresAt: new Date(now.getTime() + DAY) },
    ]);
    await db.insert(authTokens).values([
      {
        tokenHash: "spent",
        userId,
        purpose: "reset-password",
        expiresAt: now,
        usedAt: ago(2 * DAY),
      },
      { tokenHash: "lapsed", userId, purpose: "verify-email", expiresAt: ago(2 * DAY) },
      {
        tokenHash: "fresh",
        userId,
        purpose: "verify-email",
        expiresAt: new Date(now.getTime() + DAY),
      },
    ]);
    await db.insert(rateLimitCounters).values([
      { key: "signin:account:asha@example.com", count: 3, resetAt: ago(1000) },
      { key: "chat:user:now", count: 1, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    const check = { medicationName: "Crocin", isSafe: true, notes: "n", method: "text" };
    await db.insert(medicationChecks).values([
      { ...check, userId: null, createdAt: ago(ANONYMOUS_CHECKS_KEPT_MS + DAY) },
      { ...check, userId: null, createdAt: ago(DAY) },
      { ...check, userId, createdAt: ago(ANONYMOUS_CHECKS_KEPT_MS + DAY) },
    ]);
    const png = Buffer.from([1, 2, 3]);
    await db.insert(generatedImages).values([
      { key: "kept", contentType: "image/png", data: png },
      { key: "from-an-old-free-prompt", contentType: "image/png", data: png },
    ]);

    await createHousekeeping(t.database).purge(now, ["kept"]);

    const tokens = (await db.select().from(sessions)).map((r) => r.tokenHash);
    expect(tokens).toContain("live");
    expect(tokens).not.toContain("old");
    const links = (await db.select().from(authTokens)).map((r) => r.tokenHash);
    expect(links).toEqual(["fresh"]);
    const counters = (await db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(counters).toContain("chat:user:now");
    expect(counters).not.toContain("signin:account:asha@example.com");
    const checks = await db.select().from(medicationChecks);
    expect(checks).toHaveLength(2);
    expect(checks.some((c) => c.userId === userId)).toBe(true);
    expect((await db.select().from(generatedImages)).map((r) => r.key)).toEqual(["kept"]);
  });
});

describe("deleting an account on the embedded database", () => {
  it("leaves none of her words in the database's files", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "saathi-erase-"));
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
      const app = await buildApp({ config, database, webRoot: null });
      await app.ready();
      const { account, cookie } = await signUpAndIn(app, { firstName: "Zenobiaqx" });
      await post(app, "/api/chat", { message: "Quixotrelin swelling in my ankles" }, cookie);
      await post(app, "/api/medication/check", { medicationName: "Vexlarimol" }, cookie);
      const removed = await app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        payload: { password: account.password },
      });
      expect(removed.statusCode).toBe(200);
      expect(await database.db.select().from(users)).toEqual([]);
      await app.close();
      await database.close();
      const found: string[] = [];
      for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const bytes = readFileSync(path.join(entry.parentPath, entry.name));
        for (const word of ["Zenobiaqx", "Quixotrelin", "Vexlarimol", account.email])
          if (bytes.includes(word)) found.push(`${word} in ${entry.name}`);
      }
      expect(found).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
