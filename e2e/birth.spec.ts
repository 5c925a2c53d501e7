import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";

/** Issue 10, "Birth is not loss": 'My baby is born' beside the loss path, on every screen. */

const DAY = 86_400_000;
/** A local calendar day, `days` from today, as the date input takes it. */
function localDay(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const TEXT = {
  en: {
    choose: "Choose",
    week39: "Week 39",
    update: "Update",
    born: "My baby is born",
    date: "Date of birth",
    save: "Save",
    congrats: "Congratulations on your baby!",
    age: "Your baby is 12 days old",
    weeks: "1 week and 5 days",
    body: "Warning signs in your body",
    mind: "Your mind matters too",
    call: (n: string) => new RegExp(`^Call ${n},`),
    undo: "Show my pregnancy again",
    pregnant: "You are currently in week 39",
    development: "Baby Development",
  },
  hi: {
    choose: "चुनें",
    week39: "हफ़्ता 39",
    update: "अपडेट करें",
    born: "मेरे बच्चे का जन्म हो गया है",
    date: "जन्म की तारीख़",
    save: "सेव करें",
    congrats: "बच्चे के जन्म की बहुत-बहुत बधाई!",
    age: "आपके बच्चे की उम्र 12 दिन है",
    weeks: "1 हफ़्ता और 5 दिन",
    body: "आपके शरीर में ख़तरे के लक्षण",
    mind: "आपका मन भी उतना ही ज़रूरी है",
    call: (n: string) => new RegExp(`^${n} पर कॉल करें,`),
    undo: "मेरी गर्भावस्था फिर से दिखाएँ",
    pregnant: "आप अभी हफ़्ता 39 में हैं",
    development: "बच्चे का विकास",
  },
};
type Lang = keyof typeof TEXT;

async function setWeek39(page: Page, lng: Lang) {
  const t = TEXT[lng];
  await page.getByLabel(t.choose, { exact: true }).selectOption({ label: t.week39 });
  await page.getByRole("button", { name: t.update }).click();
  await expect(page.getByText(t.pregnant)).toBeVisible();
}

async function chooseBorn(page: Page, lng: Lang, birthDate: string) {
  const t = TEXT[lng];
  await page.getByRole("button", { name: t.born }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByLabel(t.date)).toHaveValue(localDay(0));
  await dialog.getByLabel(t.date).fill(birthDate);
  await dialog.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("heading", { name: t.congrats })).toBeVisible();
}

/** Congratulations, the age, both groups of signs with tap-to-call numbers, no pregnancy content. */
async function expectBornView(page: Page, lng: Lang) {
  const t = TEXT[lng];
  await expect(page.getByTestId("baby-age")).toHaveText(t.age);
  await expect(page.getByTestId("baby-age-weeks")).toContainText(t.weeks);
  await expect(page.getByRole("heading", { name: t.body })).toBeVisible();
  await expect(page.getByRole("heading", { name: t.mind })).toBeVisible();
  const body = page.getByTestId("warning-body");
  const mind = page.getByTestId("warning-mind");
  await expect(body).toContainText("38 °C (100.4 °F)");
  for (const [section, numbers] of [
    [body, ["108", "112", "911"]],
    [mind, ["14416", "112", "988", "911"]],
  ] as const) {
    for (const n of numbers) {
      await expect(section.getByRole("link", { name: t.call(n) })).toHaveAttribute(
        "href",
        `tel:${n}`,
      );
    }
  }
  await expect(page.getByText(t.development)).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.update })).toHaveCount(0);
  await expect(page.getByTestId("week-badge")).toHaveCount(0);
}

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });
    for (const lng of ["en", "hi"] as const) {
      test(`signed out (${lng}): 'my baby is born', the age, the warning signs, undo`, async ({
        page,
      }) => {
        await page.goto(`/dashboard?lng=${lng}`);
        await setWeek39(page, lng);
        await chooseBorn(page, lng, localDay(-12));
        await expectBornView(page, lng);
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        await page.reload();
        await expectBornView(page, lng);
        await page.getByRole("button", { name: TEXT[lng].undo }).click();
        await expect(page.getByText(TEXT[lng].pregnant)).toBeVisible();
        await expect(page.getByRole("heading", { name: TEXT[lng].congrats })).toHaveCount(0);
      });
    }
  });
}

test("the loss path still opens with condolences, never congratulations", async ({ page }) => {
  await page.goto("/dashboard?lng=en");
  await setWeek39(page, "en");
  await page.getByRole("button", { name: "My pregnancy has ended" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: "Yes, stop the updates" })
    .click();
  await expect(page.getByRole("heading", { name: "We are so sorry" })).toBeVisible();
  await expect(page.getByText("Congratulations")).toHaveCount(0);
  await expect(page.getByText("Tele-MANAS 14416")).toBeVisible();
});

test("the birth date: today by default, never in the future, at most a year back", async ({
  page,
}) => {
  await page.goto("/dashboard?lng=en");
  await setWeek39(page, "en");
  await page.getByRole("button", { name: "My baby is born" }).click();
  const dialog = page.getByRole("alertdialog");
  const date = dialog.getByLabel("Date of birth");
  const save = dialog.getByRole("button", { name: "Save" });
  await date.fill(localDay(1));
  await expect(dialog.getByText("The birth date can't be in the future.")).toBeVisible();
  await expect(save).toBeDisabled();
  await date.fill(localDay(-400));
  await expect(dialog.getByText("Please choose a date within the last year.")).toBeVisible();
  await expect(save).toBeDisabled();
  await date.fill(localDay(0));
  await save.click();
  await expect(page.getByTestId("baby-age")).toHaveText("Your baby was born today");
});

test("keyboard only: choose, date, save, and land on the congratulations", async ({ page }) => {
  await page.goto("/dashboard?lng=en");
  await setWeek39(page, "en");
  await page.getByRole("button", { name: "My baby is born" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Congratulations on your baby!" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show my pregnancy again" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /^Call 108,/ })).toBeFocused();
});

test("signed in: the birth is kept on the account; a birth on this device joins it at sign-up", async ({
  page,
}) => {
  await page.goto("/dashboard?lng=en");
  await setWeek39(page, "en");
  await chooseBorn(page, "en", localDay(-12));
  await signUp(page, newUser("born"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Saved on this device only")).toHaveCount(0);
  await expectBornView(page, "en");

  // Nothing left on the device: what shows comes from the account.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expectBornView(page, "en");
  await page.getByRole("button", { name: "Show my pregnancy again" }).click();
  await expect(page.getByText("You are currently in week 39")).toBeVisible();
  await chooseBorn(page, "en", localDay(-12));
  await page.reload();
  await expectBornView(page, "en");
});

test.describe("the age follows her own calendar day", () => {
  // 20:00 UTC on 25 November 2026: already the 26th in India, still the 25th in New York.
  const instant = new Date("2026-11-25T20:00:00Z");
  const born = JSON.stringify({
    dueDate: "2026-11-20",
    stageType: null,
    stageValue: null,
    method: "due-date",
    ended: true,
    outcome: "born",
    birthDate: "2026-11-13",
    currentWeek: 40,
    lastUpdated: instant.toISOString(),
    _userSpecified: true,
    _timestamp: instant.getTime(),
    _source: "user",
    _priority: 100,
  });

  for (const [timezoneId, days] of [
    ["Asia/Kolkata", 13],
    ["America/New_York", 12],
  ] as const) {
    test(`${timezoneId}: ${days} days old, and a day more after local midnight`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      await page.clock.install({ time: instant });
      await page.goto("/dashboard?lng=en");
      await page.evaluate((data) => localStorage.setItem("saathi_pregnancyData", data), born);
      await page.reload();
      await expect(page.getByTestId("baby-age")).toHaveText(`Your baby is ${days} days old`);
      await page.clock.runFor(24 * 60 * 60 * 1000);
      await expect(page.getByTestId("baby-age")).toHaveText(`Your baby is ${days + 1} days old`);
      await context.close();
    });
  }
});
