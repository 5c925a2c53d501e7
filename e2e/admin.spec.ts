import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, request, test, type APIRequestContext, type Page } from "@playwright/test";
import { newUser } from "./support/accounts.ts";
import { ADMIN, ADMIN_ORIGIN, SETTINGS_ADMIN, adminLogIn } from "./support/admin.ts";

/**
 * The operator admin at /admin (001 §2, §5, §8; issue 16 part 4) on its own server, whose
 * database starts empty with one admin (playwright.config.ts). In order: empty, with data,
 * Hindi, then the settings (they change the password).
 */
test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/admin-ui-shots";
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const rows = (page: Page) => page.getByRole("tabpanel").locator("tbody tr");
const toast = (page: Page, text: string) => page.locator("li.toast-root").filter({ hasText: text });

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function post(api: APIRequestContext, url: string, data: object) {
  const res = await api.post(url, { data });
  expect(res.status(), url).toBeLessThan(300);
}

/** Twelve mothers through the public API: each signs up (a welcome email), logs a mood, checks a medicine. */
async function seed() {
  const users = [];
  for (let i = 0; i < 12; i++) {
    const api = await request.newContext({ baseURL: ADMIN_ORIGIN });
    const user = newUser("adm");
    await post(api, "/api/auth/register", {
      ...user,
      pregnancyStatus: "expecting",
      pregnancyWeek: 10 + i,
    });
    if (i < 3) await post(api, "/api/trackers/moods", { mood: "low", note: `tired day ${i}` });
    if (i < 2)
      await post(api, "/api/medication/check", {
        medicationName: i ? "Isotretinoin" : "Paracetamol",
      });
    users.push(user);
    await api.dispose();
  }
  const api = await request.newContext({ baseURL: ADMIN_ORIGIN });
  await post(api, "/api/auth/forgot-password", { email: users[0]?.email });
  await post(api, "/api/support", {
    name: "Meera",
    email: "meera@example.com",
    subject: "Cannot find my journal",
    message: "Where did my journal entries go?",
  });
  await api.dispose();
  return users;
}

test("signed out: the login form's texts, a wrong then a right login, every tab empty", async ({
  page,
}) => {
  await page.goto(`${ADMIN_ORIGIN}/admin?lng=en`);
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByLabel("Username (email)").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByText(/Logged in as/)).toHaveCount(0);

  await adminLogIn(page);
  await expect(page.getByRole("link", { name: "Emergency Mode" })).toHaveAttribute(
    "href",
    "/admin/emergency",
  );
  await expect(page.getByText("No users found in database")).toBeVisible();
  await expect(page.getByText("No users found", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Force Refresh" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh Data" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const empty: [string, string, string][] = [
    ["Pregnancy", "No pregnancy data found in database", "No pregnancy data found"],
    ["Mood", "No mood entries found in database", "No mood entries found"],
    ["Medication", "No medication checks found in database", "No medication checks found"],
    ["Support", "No support messages found in database", "No support messages found"],
    ["Emails", "No emails found in database", "No email records found."],
  ];
  for (const [name, count, none] of empty) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText(count)).toBeVisible();
    await expect(page.getByText(none, { exact: true })).toBeVisible();
  }
  await expect(page.getByPlaceholder("Search emails...")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/empty-1280.png`, fullPage: true });
  // The session survives a reload (HttpOnly cookie, checked with a spinner first).
  await page.reload();
  await expect(page.getByText(`Logged in as ${ADMIN.email}`)).toBeVisible();
});

test.describe("with data, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab shows what the public API stored; emails search, sub-tabs and pages", async ({
    page,
  }) => {
    const users = await seed();
    await adminLogIn(page);
    await expect(page.getByText("Showing 12 users")).toBeVisible();
    await expect(rows(page)).toHaveCount(12);
    await expect(rows(page).first()).toContainText(users[11]?.email ?? "");
    await expect(rows(page).first()).toContainText("21"); // her week
    // 'MMM d, yyyy h:mm a'
    await expect(rows(page).first()).toContainText(
      /[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M/,
    );
    await page.screenshot({ path: `${SHOTS}/users-390.png`, fullPage: true });

    await tab(page, "Pregnancy").click();
    await expect(page.getByText("Showing 12 pregnancy records")).toBeVisible();
    await tab(page, "Mood").click();
    await expect(page.getByText("Showing 3 mood entries")).toBeVisible();
    await expect(rows(page).first()).toContainText("tired day 2");
    await tab(page, "Medication").click();
    await expect(page.getByText("Showing 2 medication checks")).toBeVisible();
    const checks = (await (
      await page.request.get(`${ADMIN_ORIGIN}/api/admin/medication-checks`)
    ).json()) as { medicationName: string; isSafe: boolean | null }[];
    for (const check of checks) {
      const label = check.isSafe === null ? "Unknown" : check.isSafe ? "Safe" : "Not Safe";
      await expect(rows(page).filter({ hasText: check.medicationName })).toContainText(label);
    }
    await tab(page, "Support").click();
    await expect(page.getByText("Showing 1 support message")).toBeVisible();
    await expect(rows(page).first()).toContainText("Cannot find my journal");
    await expect(rows(page).first()).toContainText("Unread");
    await rows(page).first().getByRole("button", { name: "Mark as read" }).click();
    await expect(rows(page).first().getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await expect(rows(page).first()).not.toContainText("Unread");
    await expect(rows(page).first()).toContainText("Read");
    expect(await seriousViolations(page)).toEqual([]);

    await tab(page, "Emails").click();
    // 12 welcome emails, a password reset and the support confirmation.
    await expect(page.getByText("Showing 14 emails")).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: "Email pages" });
    await expect(pages.getByRole("button", { name: /^Page / })).toHaveCount(2);
    await pages.getByRole("button", { name: "Page 2" }).click();
    await expect(rows(page)).toHaveCount(4);
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Typing searches case-insensitively and goes back to page 1.
    await page.getByPlaceholder("Search emails...").fill("@EXAMPLE.com");
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(rows(page)).toHaveCount(10);
    await page.getByPlaceholder("Search emails...").fill(users[3]?.username.toUpperCase() ?? "");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(users[3]?.email ?? "");
    await page.getByPlaceholder("Search emails...").fill("");

    await page.getByRole("button", { name: "Password Reset" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(users[0]?.email ?? "");
    await expect(rows(page).locator("[data-variant]")).toHaveAttribute(
      "data-variant",
      /default|outline/,
    );
    await page.getByRole("button", { name: "Welcome Emails" }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(pages.getByRole("button", { name: /^Page / })).toHaveCount(2);
    await page.getByRole("button", { name: "Failed Emails" }).click();
    await expect(page.getByText("No email records found.")).toBeVisible();
    await page.getByRole("button", { name: "All Emails" }).click();
    await page.screenshot({ path: `${SHOTS}/emails-390.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // A failed send shows its reason on a red badge (mail in these tests never fails).
    await page.route("**/api/admin/email-tracking?*", (route) =>
      route.fulfill({
        json: [
          {
            id: "f1",
            emailTo: "x@example.com",
            emailFrom: "care@saathi.test",
            subject: "Welcome",
            emailType: "welcome",
            status: "failed",
            statusDetails: "550 mailbox unavailable",
            sentAt: null,
            createdAt: new Date().toISOString(),
            userDetails: null,
          },
        ],
      }),
    );
    await page.getByRole("button", { name: "Refresh Data" }).click();
    await page.getByRole("button", { name: "Failed Emails" }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('[data-variant="destructive"]')).toHaveText("failed");
    await expect(rows(page)).toContainText("550 mailbox unavailable");
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`Hindi at ${viewport.width}px: login texts and the dashboard`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${ADMIN_ORIGIN}/admin?lng=hi`);
    await expect(page.getByRole("heading", { name: "एडमिन लॉग इन" })).toBeVisible();
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page.getByText("यूज़रनेम ज़रूरी है")).toBeVisible();
    await expect(page.getByText("पासवर्ड ज़रूरी है")).toBeVisible();
    await page.getByLabel("यूज़रनेम (ईमेल)").fill(ADMIN.email);
    await page.getByLabel("पासवर्ड", { exact: true }).fill("wrong-password-here");
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page.getByRole("alert")).toHaveText("ईमेल या पासवर्ड सही नहीं है");
    await page.getByLabel("पासवर्ड", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page.getByText(`लॉग इन हैं: ${ADMIN.email}`)).toBeVisible();
    await expect(page.getByText("12 उपयोगकर्ता दिखाए जा रहे हैं")).toBeVisible();
    await expect(page.getByRole("link", { name: "आपातकालीन मोड" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/users-hi-${viewport.width}.png`, fullPage: true });
    await tab(page, "ईमेल").click();
    await expect(page.getByPlaceholder("ईमेल खोजें...")).toBeVisible();
    await page.getByRole("button", { name: "विफल ईमेल" }).click();
    await expect(page.getByText("ईमेल का कोई रिकॉर्ड नहीं मिला।")).toBeVisible();
    await tab(page, "सेटिंग्स").click();
    await page.getByRole("button", { name: "पासवर्ड बदलें" }).click();
    await expect(page.getByText("मौजूदा पासवर्ड ज़रूरी है")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/settings-hi-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("deleting a user's account asks the protection code; a wrong one deletes nothing", async ({
  page,
}) => {
  await adminLogIn(page);
  await expect(page.getByText("Showing 12 users")).toBeVisible();
  const her = rows(page).first();
  const email = (await her.locator("td").nth(2).textContent()) ?? "";
  await her.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: /^Delete .+'s account\?$/ })).toBeVisible();
  await dialog.getByLabel("Protection code").fill("not-the-code");
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog).toContainText("The protection code you entered is incorrect");
  await dialog.getByLabel("Protection code").fill(ADMIN.code);
  await dialog.getByRole("button", { name: "Delete for good" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "account and data have been deleted")).toBeVisible();
  await expect(page.getByText("Showing 11 users")).toBeVisible();
  await page.getByRole("button", { name: "Refresh Data" }).click();
  await expect(page.getByText("Showing 11 users")).toBeVisible();
  await expect(rows(page).filter({ hasText: email })).toHaveCount(0);

  await page.goto(`${ADMIN_ORIGIN}/admin?lng=hi`);
  await rows(page).first().getByRole("button", { name: "खाता हटाएँ" }).click();
  await expect(dialog.getByRole("heading", { name: / का खाता हटाएँ\?$/ })).toBeVisible();
  await expect(dialog).toContainText("हमेशा के लिए हट जाएगा");
  await expect(dialog.getByLabel("सुरक्षा कोड")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "रद्द करें" }).click();
  await expect(page.getByText("11 उपयोगकर्ता दिखाए जा रहे हैं")).toBeVisible();
});

test("settings: every validation text, wrong and right changes, the audit log, logout", async ({
  page,
}) => {
  // Three sign-ins and seven code or password changes, each a deliberately slow hash: on a shared
  // machine under load it ran past 60 s with nothing wrong (2026-11-30).
  test.slow();
  await adminLogIn(page, ADMIN.password, SETTINGS_ADMIN);
  await tab(page, "Settings").click();
  await expect(page.getByText(/default/i)).toHaveCount(0);
  await expect(page.getByText(ADMIN.code)).toHaveCount(0);

  const saveCode = page.getByRole("button", { name: "Update protection code" });
  await saveCode.click();
  await expect(page.getByText("Current protection code is required")).toBeVisible();
  await expect(page.getByText("New code must be at least 6 characters")).toBeVisible();
  await expect(page.getByText("Confirm new code is required")).toBeVisible();
  await page.getByLabel("Current protection code").fill("000000");
  await page.getByLabel("New protection code").fill("246810-new");
  await page.getByLabel("Confirm new code").fill("246810-other");
  await saveCode.click();
  await expect(page.getByText("New codes don't match")).toBeVisible();
  await page.getByLabel("Confirm new code").fill("246810-new");
  await saveCode.click();
  await expect(toast(page, "Update Error")).toContainText(
    "The current protection code is incorrect",
  );
  await page.getByLabel("Current protection code").fill(ADMIN.code);
  await page.getByLabel("New protection code").fill("246810-new");
  await page.getByLabel("Confirm new code").fill("246810-new");
  await saveCode.click();
  await expect(toast(page, "Code Updated")).toContainText(
    "Protection code has been updated successfully",
  );
  await expect(page.getByLabel("Current protection code")).toHaveValue("");

  const savePassword = page.getByRole("button", { name: "Update password" });
  await savePassword.click();
  await expect(page.getByText("Current password is required")).toBeVisible();
  await expect(page.getByText("New password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();
  await page.getByLabel("Current password").fill("wrong-current-pass");
  await page.getByLabel("New password", { exact: true }).fill("a-new-long-passphrase");
  await page.getByLabel("Confirm new password").fill("a-different-passphrase");
  await savePassword.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("a-new-long-passphrase");
  await savePassword.click();
  await expect(toast(page, "The current password is incorrect")).toBeVisible();
  await page.getByLabel("Current password").fill(ADMIN.password);
  await page.getByLabel("New password", { exact: true }).fill("a-new-long-passphrase");
  await page.getByLabel("Confirm new password").fill("a-new-long-passphrase");
  await savePassword.click();
  await expect(toast(page, "Password updated successfully")).toBeVisible();

  // The audit log lists what this admin just did.
  await expect(page.getByText(/Showing \d+ audit entr/)).toBeVisible();
  const auditTable = page.getByRole("region", { name: /Audit log table/ });
  await expect(auditTable).toContainText("password-change");
  await expect(auditTable).toContainText("protection-code-change-failed");
  await expect(auditTable).toContainText("protection-code-change");
  await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin login" })).toBeVisible();
  await page.getByLabel("Username (email)").fill(SETTINGS_ADMIN);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await adminLogIn(page, "a-new-long-passphrase", SETTINGS_ADMIN);
});

test("/admin/anything-else is the not-found page", async ({ page }) => {
  await page.goto(`${ADMIN_ORIGIN}/admin/settings?lng=en`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found|404/i);
});

test("the web bundle holds no admin credential, default code or Basic authorization", () => {
  const dir = process.env.WEB_DIST_DIR ?? "dist/web";
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    /\.(js|html|json|webmanifest)$/.test(f),
  );
  const admin = files.filter((f) =>
    readFileSync(path.join(dir, f), "utf8").includes("/api/admin/"),
  );
  // The admin code is built (it is in some chunk), and only there: no secret anywhere.
  expect(admin.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(path.join(dir, file), "utf8");
    for (const secret of [ADMIN.password, ADMIN.code, "SAATHI_ADMIN_", "Basic "])
      expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    expect(text, file).not.toMatch(/authorization["']?\s*[:,]\s*["'`]Basic/i);
  }
});

test("public pages never load the admin code", async ({ page }) => {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.add(response.url());
  });
  for (const url of ["/?lng=en", "/faqs?lng=en", "/auth?lng=hi"])
    await page.goto(url, { waitUntil: "networkidle" });
  expect(scripts.size).toBeGreaterThan(0);
  const admin: string[] = [];
  for (const url of scripts)
    if ((await (await page.request.get(url)).text()).includes("/api/admin/")) admin.push(url);
  expect(admin).toEqual([]);
});
