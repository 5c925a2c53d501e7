// GET /api/baby-development/:week from memory beside a bare Fastify route in the same run,
// and the dashboard's JavaScript chunks gzipped (issue 4). Usage: npm run build && node bench/development.mjs
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { load, processes, startBaselineAndApp } from "./lib.mjs";

const procs = processes();
const run = (title, url) => load(title, { url });

try {
  const { appUrl, bareUrl } = await startBaselineAndApp(procs, {
    app: 4195,
    bare: 4198,
    tag: "dev",
  });
  const results = [
    await run("bare Fastify route (baseline)", bareUrl),
    await run("GET /api/baby-development/24?lang=hi", `${appUrl}/api/baby-development/24?lang=hi`),
  ];
  for (const r of results) {
    console.log(
      `${r.title.padEnd(40)} ${String(r.rps).padStart(7)} req/s  ${Math.round((100 * r.rps) / results[0].rps)}% of baseline  p99 ${r.p99ms} ms  non-2xx ${r.non2xx}`,
    );
  }
  const assets = "dist/web/assets";
  const chunks = readdirSync(assets).filter((f) =>
    /^(dashboard-page|dashboard|development|pregnancy)[-\w]*\.js$/.test(f),
  );
  const gz = (f) => gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length;
  for (const f of chunks)
    console.log(`dashboard chunk ${f}: ${(gz(f) / 1024).toFixed(1)} KB gzipped`);
  console.log(
    `dashboard chunks total: ${(chunks.reduce((s, f) => s + gz(f), 0) / 1024).toFixed(1)} KB gzipped`,
  );
} finally {
  procs.stop();
}
