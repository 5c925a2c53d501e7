import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromePath, chromiumArgs } from "./scripts/chromium.mjs";

/**
 * Browser tests run the built app (npm run build) on a fresh embedded database.
 * Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-e2e-"));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromePath,
      args: chromiumArgs,
    },
  },
  webServer: {
    command: "node dist/node/server/main.js",
    url: `http://127.0.0.1:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      APP_ORIGIN: `http://127.0.0.1:${PORT}`,
    },
  },
});
