// Performance figures for the issue notes (not a test: machines here are shared and noisy).
//  1. Initial JavaScript for "/": every script the page loads before it settles, gzipped as served.
//  2. Lighthouse (mobile preset, simulated throttling) for "/": median of N runs.
// Usage: npm run build && npm run bench [-- --runs 3 --path / --details --cpu 4]
//  --details also prints where each run's main-thread time went and what best practices failed.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath, chromiumArgs } from "../scripts/chromium.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    path: { type: "string", default: "/" },
    port: { type: "string", default: "4199" },
    details: { type: "boolean", default: false },
    // Lighthouse's 4x CPU slowdown assumes a fast desktop; on a slower machine its docs say to
    // lower it (benchmarkIndex 1000-1500, a low-end desktop: 2x for a mid-tier phone).
    cpu: { type: "string", default: "4" },
  },
});
const runs = Number(values.runs);
const base = `http://127.0.0.1:${values.port}`;
const url = `${base}${values.path}`;
/** What a run spent its main thread on, its long tasks and the audits that cost points. */
function printDetails(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(`-- run: TBT ${ms(lhr.audits["total-blocking-time"].numericValue)}`);
  for (const i of items("mainthread-work-breakdown").slice(0, 6))
    console.log(`   main thread  ${ms(i.duration).padStart(8)}  ${i.groupLabel ?? i.group}`);
  for (const i of items("bootup-time").slice(0, 6))
    console.log(`   script       ${ms(i.total).padStart(8)}  ${i.url.replace(base, "")}`);
  for (const i of items("long-tasks").slice(0, 8))
    console.log(
      `   long task    ${ms(i.duration).padStart(8)}  at ${ms(i.startTime)} ${i.url.replace(base, "")}`,
    );
  const lcp = items("largest-contentful-paint-element")[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`   LCP element  ${lcp.slice(0, 120)}`);
  for (const [id, audit] of Object.entries(lhr.audits))
    if (
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== "informative" &&
      audit.scoreDisplayMode !== "manual"
    )
      console.log(`   below full   ${id}: ${audit.displayValue ?? audit.score}`);
}

const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];

if (!existsSync("dist/node/server/main.js") || !existsSync("dist/web/index.html")) {
  console.error("Build first: npm run build");
  process.exit(1);
}

const server = spawn(process.execPath, ["dist/node/server/main.js"], {
  env: {
    PATH: process.env.PATH,
    PORT: values.port,
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    MAIL_MODE: "log",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "saathi-bench-")),
    // Compare another build's web app with this server: WEB_DIST_DIR=/path/to/dist/web.
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  },
  stdio: "inherit",
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    if (i > 100) throw new Error("server did not start");
  }
  await new Promise((r) => setTimeout(r, 200));
}

try {
  // 1. Initial JavaScript.
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumArgs,
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = [];
  page.on("response", async (res) => {
    if (res.request().resourceType() !== "script") return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: res.url().replace(base, ""),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body).length,
    });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  await browser.close();
  const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0);
  const js = { raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
  scripts.sort((a, b) => b.gzip - a.gzip);

  // 2. Lighthouse, mobile.
  const scores = [];
  for (let i = 0; i < runs; i++) {
    // A fresh browser each run, so no run starts with another's cache or service worker.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        },
        {
          extends: "lighthouse:default",
          settings: { throttling: { cpuSlowdownMultiplier: Number(values.cpu) } },
        },
      );
      if (lhr.runtimeError) {
        console.error(
          `Lighthouse run ${i + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        );
        continue;
      }
      if (values.details) printDetails(lhr);
      scores.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        // Lighthouse's own measure of this machine's CPU: its 4x slowdown assumes a fast desktop.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    } finally {
      await chrome.kill();
    }
  }
  const median = (key) =>
    [...scores.map((s) => s[key])].sort((a, b) => a - b)[Math.floor(scores.length / 2)];
  const result = {
    date: new Date().toISOString(),
    url: values.path,
    cpuSlowdown: Number(values.cpu),
    initialJs: {
      files: scripts.length,
      gzipKB: +(js.gzip / 1024).toFixed(1),
      brotliKB: +(js.brotli / 1024).toFixed(1),
      rawKB: +(js.raw / 1024).toFixed(1),
      largest: scripts.slice(0, 6),
    },
    lighthouse: {
      runs: scores,
      median: Object.fromEntries(Object.keys(scores[0]).map((k) => [k, median(k)])),
    },
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(
    `bench/results/${result.date.replace(/[:.]/g, "-")}.json`,
    JSON.stringify(result, null, 2),
  );
  console.log(
    `Initial JS for ${values.path}: ${result.initialJs.gzipKB} KB gzipped, ${result.initialJs.brotliKB} KB brotli as served (${result.initialJs.rawKB} KB raw) in ${scripts.length} files`,
  );
  for (const s of result.initialJs.largest)
    console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}`);
  console.log(`Lighthouse mobile, median of ${runs}:`, result.lighthouse.median);
  console.log(
    "runs:",
    scores.map((s) => `${s.performance}/${s.accessibility}/${s.bestPractices}`).join("  "),
    "(performance/accessibility/best practices)",
  );
} finally {
  server.kill("SIGTERM");
}
