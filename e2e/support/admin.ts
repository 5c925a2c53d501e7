import { expect, type Page } from "@playwright/test";
import { ADMIN_PORT } from "./ports.ts";

/**
 * The operator admin of the browser tests. PGlite allows one process per data folder, so
 * playwright.config.ts runs `npm run admin -- create` on the admin server's fresh folder
 * just before that server starts (its webServer command). Test-only secrets of a throwaway
 * database; nothing of them is in the web bundle (admin.spec.ts checks).
 */
export const ADMIN = {
  email: "ops@saathi.test",
  password: "e2e-operator-passphrase",
  code: "e2e-protect-482916",
} as const;

/** The admin whose password and code the settings test changes (same secrets to begin with). */
export const SETTINGS_ADMIN = "settings@saathi.test";

export const ADMIN_ORIGIN = `http://127.0.0.1:${ADMIN_PORT}`;

/** The environment `npm run admin -- create` reads when stdin is not a terminal. */
export const adminSecrets = {
  SAATHI_ADMIN_PASSWORD: ADMIN.password,
  SAATHI_ADMIN_PROTECTION_CODE: ADMIN.code,
};

/** Logs in on the English /admin form and waits for the dashboard. */
export async function adminLogIn(
  page: Page,
  password: string = ADMIN.password,
  email: string = ADMIN.email,
) {
  await page.goto(`${ADMIN_ORIGIN}/admin?lng=en`);
  await page.getByLabel("Username (email)").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
}
