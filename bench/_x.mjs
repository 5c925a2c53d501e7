import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromePath, chromiumArgs } from "../scripts/chromium.mjs";
const port = 4198;
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["dist/node/server/main.js"], {
  env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", MAIL_MODE: "log", DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "x-")) },
  stdio: "inherit",
});
for (;;) {
  try {
    if ((await fetch(`${base}/api/ready`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 200));
}
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs] });
try {
  const { lhr } = await lighthouse(`${base}${process.argv[2] ?? "/dashboard"}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  for (const r of lhr.audits["network-requests"].details.items)
    console.log(String(Math.round(r.networkRequestTime)).padStart(6), String(Math.round(r.networkEndTime)).padStart(6), (r.resourceType ?? "").padEnd(8), r.url.replace(base, "").slice(0, 80));
  console.log("LCP", Math.round(lhr.audits["largest-contentful-paint"].numericValue), "FCP", Math.round(lhr.audits["first-contentful-paint"].numericValue), "TBT", Math.round(lhr.audits["total-blocking-time"].numericValue), "score", lhr.categories.performance.score);
  for (const i of lhr.audits["long-tasks"].details.items.slice(0, 8)) console.log("long task", Math.round(i.duration), "at", Math.round(i.startTime), i.url.replace(base, ""));
  console.log(JSON.stringify(lhr.audits["largest-contentful-paint-element"].details.items.map((x) => x.items), null, 0).slice(0, 800));
} finally {
  await chrome.kill();
  server.kill();
}
