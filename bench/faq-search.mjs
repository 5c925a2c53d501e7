// FAQ search time per keystroke in the browser (issue 15: < 10 ms on a 4x CPU-throttled
// Chromium). Types queries into /faqs letter by letter and reads the page's own
// "faq-search" performance measures. Not a test: machines here are shared and noisy.
// Usage: npm run build && node bench/faq-search.mjs [--port 4197]
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromePath, chromiumArgs } from "../scripts/chromium.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4197" },
    server: { type: "string", default: "dist/node/server/main.js" },
  },
});
const base = `http://127.0.0.1:${values.port}`;
const QUERIES = {
  en: ["anaemia in pregnancy", "can I eat mango", "baby kicks counting", "pregnent travel flight"],
  hi: ["खून की कमी", "kya main aam kha sakti hoon", "पेट में दर्द", "ulti kab tak rahegi"],
};

const server = spawn(process.execPath, [values.server], {
  env: {
    PATH: process.env.PATH,
    PORT: values.port,
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "saathi-bench-faq-")),
    NODE_ENV: "production",
    MAIL_MODE: "log",
    LOG_LEVEL: "warn",
    APP_ORIGIN: base,
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error("server did not start");
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  for (const [lng, queries] of Object.entries(QUERIES)) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${base}/faqs?lng=${lng}`);
    const box = page.locator("#faq-search");
    await page.locator("details").first().waitFor();
    for (const query of queries) {
      await box.fill("");
      await box.pressSequentially(query, { delay: 30 });
    }
    const times = (
      await page.evaluate(() =>
        performance.getEntriesByName("faq-search").map((entry) => entry.duration),
      )
    ).sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
    console.log(
      `${lng}: ${times.length} searches, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (4x CPU throttling)`,
    );
    await page.close();
  }
  await browser.close();
} finally {
  server.kill();
}
