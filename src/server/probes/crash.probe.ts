import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { createPostgresPool } from "../db/client.ts";
import { databaseUrlFor } from "../testing/postgres-url.ts";

/**
 * Crash (issue 11 probes): SIGKILL the built server in the middle of concurrent writes,
 * again and again. Every write it acknowledged is there after the restart, and the server
 * always comes back. PGlite (the data folder) and PostgreSQL.
 * PROBE_CRASH_ROUNDS sets the rounds (20 by default; the figure is 100).
 */
const ROUNDS = inject("probes").crashRounds;
const MAIN = path.resolve("dist/node/server/main.js");
const postgres = inject("postgres");

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      MAIL_MODE: "log",
      RATE_LIMIT_MULTIPLIER: "1000",
      DRAIN_SECONDS: "0",
      ...env,
    },
    stdio: "ignore",
  });
}

async function ready(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not come back");
}

/** Writes as fast as 20 clients can until the kill; returns the emails acknowledged. */
async function writeUntilKilled(port: number, child: ChildProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const killAt = 150 + Math.floor(Math.random() * 350);
  setTimeout(() => {
    alive = false;
    child.kill("SIGKILL");
  }, killAt);
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (alive) {
        const email = `crash.${randomBytes(6).toString("hex")}@example.com`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, interests: ["community-forums"] }),
          });
          if (res.ok) acknowledged.push(email);
        } catch {
          // killed mid-request: not acknowledged
        }
      }
    }),
  );
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  return acknowledged;
}

async function crashRounds(
  env: Record<string, string>,
  count: (emails: string[]) => Promise<number>,
) {
  const port = await freePort();
  const lost: string[] = [];
  let written = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const child = start(port, env);
    await ready(port, child);
    const acknowledged = await writeUntilKilled(port, child);
    written += acknowledged.length;
    // The next start must find every acknowledged write.
    const found = await count(acknowledged);
    if (found !== acknowledged.length)
      lost.push(`round ${round}: ${acknowledged.length - found} lost`);
  }
  const last = start(port, env);
  await ready(port, last);
  last.kill("SIGTERM");
  return { lost, written };
}

describe("SIGKILL during concurrent writes", () => {
  it(`PGlite: ${ROUNDS} kills, nothing acknowledged is lost, the server always comes back`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "saathi-crash-"));
    try {
      const { PGlite } = await import("@electric-sql/pglite");
      const { lost, written } = await crashRounds({ DATA_DIR: dataDir }, async (emails) => {
        // Opened as the next process would open it (the server is dead, its lock stale).
        const db = await PGlite.create(path.join(dataDir, "pglite"));
        try {
          const { rows } = await db.query<{ n: number }>(
            "select count(*)::int as n from waitlist_entries where email = any($1)",
            [emails],
          );
          return rows[0]?.n ?? 0;
        } finally {
          await db.close();
        }
      });
      console.log(`PGlite: ${ROUNDS} kills, ${written} acknowledged writes, lost: ${lost.length}`);
      expect(written).toBeGreaterThan(ROUNDS);
      expect(lost).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgres)(
    `PostgreSQL: ${ROUNDS} kills of the app, nothing acknowledged is lost`,
    async () => {
      const name = `saathi_crash_${randomBytes(5).toString("hex")}`;
      const admin = createPostgresPool(postgres?.url ?? "");
      await admin.query(`create database "${name}"`);
      const url = databaseUrlFor(postgres?.url ?? "", name);
      const pool = createPostgresPool(url);
      try {
        const { lost, written } = await crashRounds(
          { DATABASE_URL: url, DATA_DIR: tmpdir() },
          async (emails) => {
            const { rows } = await pool.query<{ n: number }>(
              "select count(*)::int as n from waitlist_entries where email = any($1)",
              [emails],
            );
            return rows[0]?.n ?? 0;
          },
        );
        console.log(
          `PostgreSQL: ${ROUNDS} kills, ${written} acknowledged writes, lost: ${lost.length}`,
        );
        expect(written).toBeGreaterThan(ROUNDS);
        expect(lost).toEqual([]);
      } finally {
        await pool.end();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
