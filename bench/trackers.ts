// Server time of the trackers' and journal's history pages (issue 14: p95 < 20 ms) with
// 5,000 entries of every kind for one woman: the first page (limit 50), a deep page (the
// 4,500th entry on, by `before`), and the weight chart's page (limit 100). Entries arrive the
// way a device's do at sign-in (POST /api/trackers/sync, 500 a kind per call). Server time
// is Fastify's own (reply.elapsedTime: routing, session, validation, query, serialising),
// measured in process on the embedded database and, when it answers, on PostgreSQL
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh database is
// made and dropped). Not a test: machines here are shared and noisy.
// Usage: npm run bench:trackers
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SYNC_KINDS, type SyncKind } from "../src/contracts/trackers.ts";
import { addDays, localIsoDate } from "../src/domain/dates.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { createPostgresPool, openDatabase } from "../src/server/db/client.ts";
import { databaseUrlFor } from "../src/server/testing/postgres-url.ts";
import { serverTimes } from "./server-time.ts";

const PER_KIND = 5000;
const ROUNDS = 200;
const STEP_MS = 90 * 60_000; // one entry every 90 minutes: 5,000 span ~312 days
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Entry i of a kind, i = 0 the newest; each kind's time column is `at`. */
function entry(kind: SyncKind, i: number, now: number): Record<string, unknown> {
  const at = new Date(now - (i + 1) * STEP_MS).toISOString();
  const later = (minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
  const base = { id: randomUUID(), createdAt: at };
  switch (kind) {
    case "journal":
      return {
        ...base,
        title: `Day ${i}`,
        content: "Slept well, ate dal and rice. ".repeat(6),
        mood: "good",
      };
    case "moods":
      return {
        ...base,
        mood: (["great", "good", "okay", "low", "bad"] as const)[i % 5],
        note: "ok",
      };
    case "symptoms":
      return {
        ...base,
        symptom: "back-pain",
        severity: "mild",
        note: "after work",
        occurredAt: at,
      };
    case "weights":
      return { ...base, kg: 55 + (i % 100) / 10, measuredAt: at };
    case "bloodPressure":
      return {
        ...base,
        systolic: 110 + (i % 20),
        diastolic: 70 + (i % 10),
        pulse: 80,
        measuredAt: at,
      };
    case "kicks":
      return {
        ...base,
        startedAt: at,
        endedAt: later(30),
        movements: Array.from({ length: 10 }, (_, k) => later(k * 2 + 1)),
      };
    case "contractions":
      return { ...base, startedAt: at, endedAt: later(1) };
    case "appointments":
      return {
        ...base,
        title: "Check-up",
        date: addDays(localIsoDate(), 300 - Math.floor(i / 8)),
        time: "10:00",
        place: "PHC",
      };
    case "supplements":
      // One per supplement per day: ten supplements over 500 days.
      return {
        ...base,
        supplement: `supplement ${i % 10}`,
        takenOn: addDays(localIsoDate(), -Math.floor(i / 10)),
      };
  }
}

async function bench(engine: string, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MULTIPLIER: "1000",
    ...env,
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, webRoot: null });
  const times = serverTimes(app);
  await app.ready();
  try {
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        ...{ email: `bench.${Date.now()}@example.com`, username: `bench_${Date.now() % 1e6}` },
        ...{ password: "correct horse battery", firstName: "Asha", lastName: "Rao" },
        ...{ pregnancyStatus: "expecting", pregnancyWeek: 30 },
      },
    });
    const cookie = signUp.cookies
      .filter((c) => c.name === "saathi_session")
      .map((c) => `${c.name}=${c.value}`)[0];
    if (!cookie) throw new Error(`sign-up failed: ${signUp.body}`);
    const now = Date.now() - 60_000;
    const kinds = Object.keys(SYNC_KINDS) as SyncKind[];
    const loading = performance.now();
    for (let start = 0; start < PER_KIND; start += 500) {
      const body = Object.fromEntries(
        kinds.map((k) => [k, Array.from({ length: 500 }, (_, j) => entry(k, start + j, now))]),
      );
      const res = await app.inject({
        method: "POST",
        url: "/api/trackers/sync",
        headers: { cookie },
        payload: body,
      });
      const created = Object.values(res.json<Record<string, { created: number }>>()).reduce(
        (n, o) => n + o.created,
        0,
      );
      if (created !== 500 * kinds.length)
        throw new Error(`sync stored ${created}: ${res.body.slice(0, 300)}`);
    }
    const loadSec = (performance.now() - loading) / 1000;
    console.log(`${engine}: ${PER_KIND * kinds.length} entries synced in ${loadSec.toFixed(1)} s`);

    const deepBefore = new Date(now - 4500 * STEP_MS - STEP_MS / 2).toISOString();
    const cases: [string, string][] = [];
    for (const kind of kinds) {
      cases.push([`${kind} first page`, `${SYNC_KINDS[kind]}?limit=50`]);
      // Appointments and supplements page by when they were written (createdAt = `at` here).
      cases.push([
        `${kind} deep page`,
        `${SYNC_KINDS[kind]}?limit=50&before=${encodeURIComponent(deepBefore)}`,
      ]);
    }
    cases.push(["weights chart (limit 100)", "/api/trackers/weights?limit=100"]);
    cases.push(["appointments upcoming", "/api/trackers/appointments?upcoming=1&limit=5"]);
    const all: number[] = [];
    for (const [name, url] of cases) {
      const samples: number[] = [];
      for (let round = 0; round < ROUNDS + 20; round++) {
        const tag = `${name}:${round}`;
        const res = await app.inject({ method: "GET", url, headers: { cookie, "x-bench": tag } });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        const items = res.json<{ items: unknown[] }>().items.length;
        if (!name.includes("upcoming") && items !== (name.includes("100") ? 100 : 50))
          throw new Error(`${url}: ${items} items`);
        // onResponse may run just after the answer is handed over.
        while (!times.has(tag)) await new Promise((resolve) => setImmediate(resolve));
        const took = times.get(tag);
        if (round >= 20 && took !== undefined) samples.push(took); // 20 warm-up rounds
      }
      all.push(...samples);
      console.log(
        `${engine}  ${name.padEnd(28)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms`,
      );
    }
    console.log(
      `${engine}  ALL LISTS                    p50 ${percentile(all, 50).toFixed(2)} ms  p95 ${percentile(all, 95).toFixed(2)} ms  max ${percentile(all, 100).toFixed(2)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-bench-trackers-"));
try {
  await bench("pglite", { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = createPostgresPool(serverUrl);
const name = `saathi_bench_${randomBytes(4).toString("hex")}`;
try {
  await admin.query(`create database "${name}"`);
} catch (error) {
  console.log(`postgres: skipped (${(error as Error).message})`);
  await admin.end();
  process.exit(0);
}
try {
  await bench("postgres", { DATABASE_URL: databaseUrlFor(serverUrl, name) });
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
