// Requests per second of GET /api/auth/me (signed in) and POST /api/auth/signin, with a bare
// Fastify route measured in the same run as the baseline (issue 3). Not a test: compare ratios.
// Usage: npm run build && node bench/auth.mjs [--seconds 10] [--connections 10] [--database-url postgres://…]
import { parseArgs } from "node:util";
import { load, processes, startBaselineAndApp } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "database-url": { type: "string" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const procs = processes();
const run = (title, options) => load(title, { duration, connections, ...options });

try {
  const { appUrl: base, bareUrl } = await startBaselineAndApp(procs, {
    app: 4197,
    bare: 4198,
    tag: "auth",
    env: {
      RATE_LIMIT_MULTIPLIER: "1000",
      ...(values["database-url"] ? { DATABASE_URL: values["database-url"] } : {}),
    },
  });
  const account = {
    email: `bench.${Date.now()}@example.com`,
    username: `bench_${Date.now()}`,
    password: "bench-password-1",
    firstName: "Bench",
    lastName: "Mark",
  };
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  const cookie = (registered.headers.get("set-cookie") ?? "").split(";")[0];
  if (!cookie.startsWith("saathi_session=")) throw new Error(`no session: ${registered.status}`);

  const results = [];
  results.push(await run("bare Fastify route (baseline)", { url: bareUrl }));
  results.push(
    await run("GET /api/auth/me (signed in)", { url: `${base}/api/auth/me`, headers: { cookie } }),
  );
  results.push(
    await run("POST /api/auth/signin (argon2id)", {
      url: `${base}/api/auth/signin`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }),
  );
  const baseline = results[0].rps;
  console.log(
    `database: ${values["database-url"] ? "PostgreSQL" : "PGlite"}, ${connections} connections, ${duration} s each`,
  );
  for (const r of results) {
    console.log(
      `${r.title.padEnd(34)} ${String(r.rps).padStart(7)} req/s  ${String(Math.round((100 * r.rps) / baseline)).padStart(4)}% of baseline  p50 ${r.p50ms} ms  p99 ${r.p99ms} ms  non-2xx ${r.non2xx}`,
    );
  }
} finally {
  procs.stop();
}
