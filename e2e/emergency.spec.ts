import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, ADMIN_ORIGIN, adminLogIn } from "./support/admin.ts";

/**
 * Emergency mode (issue 16 part 8) on the admin server (its admin is made before it starts,
 * playwright.config.ts): the banner is switched on behind the protection code, seen on the
 * public site in English and Hindi, then switched off again.
 */
test.describe.configure({ mode: "serial" });

const SHOTS = "/tmp/emergency-shots";
const BANNER = {
  en: "Saathi is busy today. For emergencies call 108 / 112 (India) or 911 (USA).",
  hi: "आज साथी पर काम ज़्यादा है। आपात स्थिति में 108 / 112 (भारत) या 911 (अमेरिका) पर कॉल करें।",
};
const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });

/** Phone and desktop; public pages only their top, where the banner is. */
async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage });
  }
}

/** Opens the confirm dialog of a switch's button and enters a protection code. */
async function confirmWith(page: Page, button: string, code: string, within: string) {
  await card(page, within).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Protection code").fill(code);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  return dialog;
}

test("without an admin session the page asks for the admin login", async ({ page }) => {
  await page.goto(`${ADMIN_ORIGIN}/admin/emergency?lng=en`);
  await expect(page.getByLabel("Username (email)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Emergency mode" })).toHaveCount(0);
});

test("the banner goes on behind the protection code, shows in both languages, goes off", async ({
  page,
}) => {
  const banner = page.getByTestId("status-banner");
  await page.goto(`${ADMIN_ORIGIN}/?lng=en`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await adminLogIn(page);
  await page.goto(`${ADMIN_ORIGIN}/admin/emergency?lng=en`);
  await expect(page.getByRole("heading", { name: "Emergency mode", level: 1 })).toBeVisible();
  const bannerCard = card(page, "Site-wide banner");
  await expect(bannerCard.getByTestId("state-banner")).toHaveText("Off");
  await bannerCard.getByLabel("Banner text in English").fill(BANNER.en);
  await bannerCard.getByLabel("Banner text in Hindi").fill(BANNER.hi);

  // A wrong code: the reason in the dialog, and the switch stays off.
  const dialog = await confirmWith(page, "Switch on", "not-the-code", "Site-wide banner");
  await expect(dialog.getByText("The protection code you entered is incorrect")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(bannerCard.getByTestId("state-banner")).toHaveText("Off");

  await confirmWith(page, "Switch on", ADMIN.code, "Site-wide banner");
  await expect(bannerCard.getByTestId("state-banner")).toHaveText("On");
  await expect(bannerCard.getByText(`by ${ADMIN.email}`)).toBeVisible();
  await shoot(page, "admin-emergency-en");

  // Pages follow a switch within 5 s (/api/status may be kept that long): the home page
  // fetched it before the switch, so a reload soon after may still show none.
  await expect(async () => {
    await page.goto(`${ADMIN_ORIGIN}/?lng=en`);
    await expect(banner).toHaveText(BANNER.en, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await shoot(page, "public-banner-en", false);
  await page.goto(`${ADMIN_ORIGIN}/faqs?lng=hi`);
  await expect(banner).toHaveText(BANNER.hi);
  await shoot(page, "public-banner-hi", false);

  await page.goto(`${ADMIN_ORIGIN}/admin/emergency?lng=hi`);
  await expect(page.getByRole("heading", { name: "आपात मोड", level: 1 })).toBeVisible();
  await expect(card(page, "पूरी साइट पर सूचना").getByTestId("state-banner")).toHaveText("चालू");
  await shoot(page, "admin-emergency-hi");

  await page.goto(`${ADMIN_ORIGIN}/admin/emergency?lng=en`);
  await confirmWith(page, "Switch off", ADMIN.code, "Site-wide banner");
  await expect(bannerCard.getByTestId("state-banner")).toHaveText("Off");
  // /api/status may be cached for up to 5 seconds: a fresh look after that shows no banner.
  await expect(async () => {
    await page.goto(`${ADMIN_ORIGIN}/?lng=en`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  }).toPass({ timeout: 15_000 });
});
