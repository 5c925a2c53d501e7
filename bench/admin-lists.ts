// Server time of every admin list (issue 16 "Performance": p95 < 50 ms) on PostgreSQL with
// 100,000 users, 1,000,000 medication checks and the other tables in proportion: the first
// page (limit 100), a page of 1,000, and a deep page (`before` = the cursor of the row 90%
// down the table). The rows are seeded set-based (INSERT ... SELECT generate_series) in time
// order over two years, then vacuumed and analysed as autovacuum would; the admin is made as
// `npm run admin -- create` makes one and logs in by POST /api/admin/login. Server time is
// Fastify's own (reply.elapsedTime: routing, admin session, validation, query, audit entry,
// serialising, compressing as a browser asks), measured in process. A fresh database is made
// on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and dropped at the
// end. Also prints EXPLAIN (ANALYZE) of the SQL the app sent for the deep pages of users and
// medication checks. Not a test: machines here are shared and noisy.
// Usage: npm run bench:admin
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { makeCursor } from "../src/contracts/tracker-common.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { createPostgresPool, openDatabase } from "../src/server/db/client.ts";
import { createAdminAccounts } from "../src/server/modules/admin/admin-accounts.ts";
import { adminCookieName } from "../src/server/modules/admin/admin-session.ts";
import { post } from "../src/server/testing/auth-helpers.ts";
import { databaseUrlFor } from "../src/server/testing/postgres-url.ts";
import { serverTimes } from "./server-time.ts";

const USERS = 100_000;
const CHECKS = 1_000_000;
const MOODS = 300_000;
const SUPPORT = 20_000;
const EMAILS = 200_000;
const AUDIT = 100_000;
const ROUNDS = 100;
const WARM_UP = 10;
const BUDGET_MS = 50;
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * User n's id (1 ≤ n ≤ USERS), a valid version-4 UUID as the API's cursor check wants: other
 * tables name their user without a join.
 */
const userId = (n: string) =>
  `overlay(overlay(md5('user' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;
const someUser = userId(`(1 + i % ${USERS})`);
/**
 * When row i of n was written: over the last two years in insertion order, as the app writes
 * rows, give or take a few minutes (random() is volatile: one a row).
 */
const when = (n: number) =>
  `now() - interval '730 days' * (1 - i::float8 / ${n}) - random() * interval '5 minutes'`;

const SEED: [string, string][] = [
  [
    `${USERS} users`,
    `insert into users (id, email, username, password_hash, first_name, last_name,
       pregnancy_status, pregnancy_week, created_at, updated_at)
     select ${userId("i")}, 'bench.' || i || '@example.com', 'bench_' || i,
       '$argon2id$v=19$m=19456,t=2,p=1$' || md5('s' || i) || '$' || md5('h' || i),
       'Asha', 'Rao ' || i, 'expecting', case when i % 10 = 0 then 12 + i % 20 end, t, t
     from (select i, ${when(USERS)} as t from generate_series(1, ${USERS}) i) s`,
  ],
  [
    "pregnancies (~85% of users, 1 in 10 of the past ones ended)",
    `insert into pregnancies (user_id, due_date, method, ended_at, outcome, birth_date,
       created_at, updated_at)
     select id, due, 'due-date', case when ended then due::timestamptz end,
       case when ended then 'born' end, case when ended then due end, t, t
     from (select id, created_at + interval '1 minute' as t,
             current_date + (random() * 300)::int - 30 as due, random() < 0.1 as r
           from users where random() < 0.85) s,
       lateral (select r and due < current_date as ended) e`,
  ],
  [
    `${MOODS} mood entries`,
    `insert into mood_entries (user_id, mood, note, week, created_at, updated_at)
     select ${someUser}, (array['great','good','okay','low','bad'])[1 + i % 5],
       case when i % 3 = 0 then 'slept badly' else '' end, 4 + i % 37, t, t
     from (select i, ${when(MOODS)} as t from generate_series(1, ${MOODS}) i) s`,
  ],
  [
    `${CHECKS} medication checks`,
    `insert into medication_checks (user_id, medication_name, is_safe, notes, method, created_at)
     select case when i % 20 = 0 then null else ${someUser} end,
       (array['Paracetamol','Ibuprofen','Iron folic acid','Cetirizine','Metformin'])[1 + i % 5],
       (array[true, false, null])[1 + i % 3], 'Ask your doctor before taking it.',
       case when i % 10 = 0 then 'image' else 'text' end, ${when(CHECKS)}
     from generate_series(1, ${CHECKS}) i`,
  ],
  [
    `${SUPPORT} support messages`,
    `insert into support_messages (name, email, subject, message, is_read, created_at)
     select 'Asha ' || i, 'asha.' || i || '@example.com', 'Question ' || i,
       repeat('I cannot find my appointments. ', 4), i % 4 <> 0, ${when(SUPPORT)}
     from generate_series(1, ${SUPPORT}) i`,
  ],
  [
    `${EMAILS} email tracking rows`,
    `insert into email_tracking (email_to, email_from, subject, email_type, status, sent_at,
       user_id, created_at)
     select 'bench.' || i || '@example.com', 'Saathi <hello@saathi.example>', 'Welcome to Saathi',
       (array['verification','password-reset','welcome'])[1 + i % 3], 'sent', t + interval '2 s',
       case when i % 10 = 0 then null else ${someUser} end, t
     from (select i, ${when(EMAILS)} as t from generate_series(1, ${EMAILS}) i) s`,
  ],
  [
    `${AUDIT} audit entries`,
    `insert into admin_audit (admin_id, action, target, address, created_at)
     select case when i % 50 = 0 then null else (select id from admins limit 1) end,
       case when i % 50 = 0 then 'login-failed' else 'view' end, 'users', '203.0.113.9', ${when(AUDIT)}
     from generate_series(1, ${AUDIT}) i`,
  ],
];

/** The routes, their table and its id column (a pregnancy's id is its user's). */
const LISTS: [string, string, string][] = [
  ["/api/admin/users", "users", "id"],
  ["/api/admin/pregnancy-data", "pregnancies", "user_id"],
  ["/api/admin/mood-entries", "mood_entries", "id"],
  ["/api/admin/medication-checks", "medication_checks", "id"],
  ["/api/admin/support-messages", "support_messages", "id"],
  ["/api/admin/email-tracking", "email_tracking", "id"],
  ["/api/admin/audit", "admin_audit", "id"],
];
const EXPLAINED = new Set(["users", "medication_checks"]);

/** Every query the app sends through a pg pool while `capture.on`: EXPLAIN gets exactly it. */
type Sent = { text: string; values: unknown[] };
const capture = { on: false, sent: [] as Sent[] };
// Called below with the pool as `this`, as pg itself calls it.
const poolQuery = Reflect.get(pg.Pool.prototype, "query") as (...args: unknown[]) => unknown;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  if (capture.on) {
    const [query, values] = args as [string | { text: string; values?: unknown[] }, unknown];
    const text = typeof query === "string" ? query : query.text;
    const given = Array.isArray(values) ? values : typeof query === "object" ? query.values : [];
    capture.sent.push({ text, values: given ?? [] });
  }
  return poolQuery.apply(this, args);
} as typeof pg.Pool.prototype.query;

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
};

const decoded = (res: LightMyRequestResponse) => {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  return encoding === "gzip" ? gunzipSync(res.rawPayload).toString() : res.body;
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    // A bulk load: every reference is valid by construction, so the per-row foreign-key
    // triggers are skipped for this connection (the indexes are all kept up to date).
    await client.query("set session_replication_role = replica");
    for (const [what, text] of SEED) {
      const started = performance.now();
      const { rowCount } = await client.query(text);
      console.log(`  ${what}: ${rowCount} rows in ${seconds(started)}`);
    }
    await client.query("set session_replication_role = origin");
    const started = performance.now();
    // What autovacuum does to a table in service: statistics, visibility map, hint bits.
    await client.query("vacuum analyze");
    console.log(`  vacuum analyze: ${seconds(started)}`);
  } finally {
    client.release();
  }
}

/** The row 90% down the list, its cursor, and the row the deep page must start with. */
async function deepCursor(pool: pg.Pool, table: string, id: string) {
  const { rows: counted } = await pool.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  );
  const offset = Math.floor((counted[0]?.n ?? 0) * 0.9);
  const { rows } = await pool.query<{ created_at: Date; id: string }>(
    `select created_at, ${id} as id from ${table}
     order by created_at desc nulls last, ${id} desc nulls last offset $1 limit 2`,
    [offset],
  );
  const [row, next] = rows;
  if (!row || !next) throw new Error(`${table}: fewer than ${offset + 2} rows`);
  return { offset, cursor: makeCursor(row.created_at.toISOString(), row.id), nextId: next.id };
}

async function explain(pool: pg.Pool, table: string, sent: Sent[]) {
  const query = sent.find((q) => q.text.includes(`from "${table}"`) && /limit/i.test(q.text));
  if (!query) return console.log(`(no list query of ${table} seen)`);
  const { rows } = await pool.query<{ "QUERY PLAN": string }>(
    `explain (analyze, buffers) ${query.text}`,
    query.values,
  );
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the deep page of ${table}:`);
  for (const row of rows) console.log(`    ${row["QUERY PLAN"]}`);
}

async function bench(url: string, pool: pg.Pool) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MULTIPLIER: "1000",
    DATABASE_URL: url,
  });
  const database = await openDatabase(config);
  await database.migrate();
  const email = `ops.${Date.now()}@example.com`;
  const password = "a long admin secret";
  await createAdminAccounts(database.db).create({ email, password, protectionCode: "915273" });

  const seeding = performance.now();
  console.log("seeding:");
  await seed(pool);
  console.log(`seeded in ${seconds(seeding)}`);

  const app = await buildApp({ config, database, webRoot: null });
  const times = serverTimes(app);
  await app.ready();
  const slow: string[] = [];
  try {
    const login = await post(app, "/api/admin/login", { username: email, password });
    const name = adminCookieName(config.secureCookies);
    const token = login.cookies.find((c) => c.name === name)?.value;
    if (!token) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    const cookie = `${name}=${token}`;

    /** ROUNDS timed calls of one page after WARM_UP; checks what an admin would see. */
    const measure = async (path: string, kind: string, query: string, want: number) => {
      const samples: number[] = [];
      let sent = "";
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        const tag = `${path}:${kind}:${round}`;
        const res = await app.inject({
          method: "GET",
          url: `${path}?${query}`,
          // Compressed as a browser asks: part of the server time of a large page.
          headers: { cookie, "x-bench": tag, "accept-encoding": "br, gzip" },
        });
        if (res.statusCode !== 200) throw new Error(`${path}?${query}: ${res.statusCode}`);
        const items = JSON.parse(decoded(res)) as { id: string }[];
        if (items.length !== want || res.headers["x-next-cursor"] === undefined)
          throw new Error(`${path}?${query}: ${items.length} rows, ${want} expected`);
        // onResponse may run just after the answer is handed over.
        while (!times.has(tag)) await new Promise((resolve) => setImmediate(resolve));
        if (round >= WARM_UP) samples.push(times.get(tag) ?? 0);
        if (round === 0) capture.on = false;
        const size = `${Math.round(res.rawPayload.length / 1024)} KB`;
        sent = `${size} ${res.headers["content-encoding"] ?? "uncompressed"}`;
      }
      const { p50, p95, max } = stats(samples);
      const flag = p95 >= BUDGET_MS ? `  <-- p95 >= ${BUDGET_MS} ms` : "";
      if (flag) slow.push(`${path} ${kind}`);
      const label = `${path} ${kind}`.padEnd(48);
      const ms = (n: number) => `${n.toFixed(2)} ms`.padStart(10);
      console.log(`${label} p50 ${ms(p50)}  p95 ${ms(p95)}  max ${ms(max)}  ${sent}${flag}`);
      return samples;
    };

    // The first calls compile the code paths and fill PostgreSQL's caches: not server time.
    for (const [path] of LISTS)
      for (let round = 0; round < WARM_UP; round++)
        await app.inject({ method: "GET", url: `${path}?limit=1000`, headers: { cookie } });

    console.log(`\nserver time, ${ROUNDS} rounds each after ${WARM_UP} warm-up:`);
    const all: number[] = [];
    const explained = new Map<string, Sent[]>();
    for (const [path, table, id] of LISTS) {
      all.push(...(await measure(path, "first page", "t=1", 100)));
      all.push(...(await measure(path, "limit 1000", "t=1&limit=1000", 1000)));
      const deep = await deepCursor(pool, table, id);
      const query = `t=1&before=${encodeURIComponent(deep.cursor)}`;
      const check = await app.inject({
        method: "GET",
        url: `${path}?${query}`,
        headers: { cookie },
      });
      const first = check.json<{ id: string }[]>()[0]?.id;
      if (first !== deep.nextId)
        throw new Error(`${path}: the deep page starts at ${first} (${check.statusCode})`);
      capture.sent = [];
      capture.on = EXPLAINED.has(table);
      all.push(...(await measure(path, `deep (row ${deep.offset + 1})`, query, 100)));
      if (EXPLAINED.has(table)) explained.set(table, capture.sent);
    }
    const { p50, p95, max } = stats(all);
    console.log(
      `ALL LISTS p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  max ${max.toFixed(2)} ms`,
    );
    console.log(
      slow.length
        ? `MISSED p95 < ${BUDGET_MS} ms: ${slow.join(", ")}`
        : `every list: p95 < ${BUDGET_MS} ms`,
    );
    for (const [table, sent] of explained) await explain(pool, table, sent);
  } finally {
    await app.close();
    await database.close();
  }
}

const admin = createPostgresPool(serverUrl);
const name = `saathi_bench_${randomBytes(4).toString("hex")}`;
try {
  await admin.query(`create database "${name}"`);
} catch (error) {
  console.log(`postgres: not reachable (${(error as Error).message})`);
  await admin.end();
  process.exit(1);
}
const benchUrl = databaseUrlFor(serverUrl, name);
const pool = createPostgresPool(benchUrl);
const started = performance.now();
try {
  await bench(benchUrl, pool);
} finally {
  await pool.end();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  console.log(`whole run: ${seconds(started)}`);
}
