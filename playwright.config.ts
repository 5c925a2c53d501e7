import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { ADMIN, SETTINGS_ADMIN, adminSecrets } from "./e2e/support/admin.ts";
import {
  ADMIN_PORT,
  MAIL_PORT,
  MAILBOX,
  MODEL_LLM_PORT,
  MODEL_PORT,
  PORT,
} from "./e2e/support/ports.ts";
import { chromePath, chromiumArgs } from "./scripts/chromium.mjs";

/**
 * Browser tests run the built app (npm run build) on a fresh embedded database.
 * Chromium: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser.
 */

// A helper working beside others may build the server elsewhere under dist/ (E2E_SERVER_MAIN).
const serverCommand = `node ${process.env.E2E_SERVER_MAIN ?? "dist/node/server/main.js"}`;
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "saathi-e2e-"));
const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir(),
  LOG_LEVEL: "warn",
  NODE_ENV: "production",
  // No mail server in most browser tests, on purpose (the mail tests set SMTP_URL).
  MAIL_MODE: "log",
  APP_ORIGIN: `http://127.0.0.1:${port}`,
  // Every browser test signs in from 127.0.0.1: raise (never remove) the per-address limits.
  RATE_LIMIT_MULTIPLIER: "50",
});

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A shared two-core machine runs four servers and two browsers: a whole flow can take 40 s.
  timeout: 60_000,
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
  webServer: [
    {
      command: serverCommand,
      url: `http://127.0.0.1:${PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(PORT),
    },
    {
      command: "node e2e/support/mailbox.mjs",
      url: `http://127.0.0.1:${MAILBOX.http}/health`,
      reuseExistingServer: false,
      env: { MAILBOX_SMTP_PORT: String(MAILBOX.smtp), MAILBOX_HTTP_PORT: String(MAILBOX.http) },
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${MAIL_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(MAIL_PORT),
        SMTP_URL: `smtp://127.0.0.1:${MAILBOX.smtp}`,
        MAIL_FROM: "Saathi <care@saathi.test>",
      },
    },
    {
      command: "npx tsx e2e/support/model-server.ts",
      port: MODEL_LLM_PORT,
      reuseExistingServer: false,
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${MODEL_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(MODEL_PORT),
        LLM_BASE_URL: `http://127.0.0.1:${MODEL_LLM_PORT}/v1`,
        LLM_API_KEY: "sk-e2e",
        LLM_MODEL: "e2e-model",
      },
    },
    {
      // The operator admin exists before the server opens the folder (PGlite: one process
      // at a time), made the documented way; its own database keeps the empty lists empty.
      // A second admin is the one whose password and code the settings test changes, so
      // tests that log in as the first never race it.
      command: `node scripts/admin.mjs create --email ${ADMIN.email} && node scripts/admin.mjs create --email ${SETTINGS_ADMIN} && ${serverCommand}`,
      url: `http://127.0.0.1:${ADMIN_PORT}/api/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv(ADMIN_PORT), ...adminSecrets },
    },
  ],
});
