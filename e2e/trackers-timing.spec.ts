import { expect, test, type Page } from "@playwright/test";
import enTiming from "../src/web/locales/en/tracker-timing.json" with { type: "json" };
import hiTiming from "../src/web/locales/hi/tracker-timing.json" with { type: "json" };
import enTrackers from "../src/web/locales/en/trackers.json" with { type: "json" };
import hiTrackers from "../src/web/locales/hi/trackers.json" with { type: "json" };
import { newUser, signUp } from "./support/accounts.ts";
import { setWeek } from "./support/pregnancy.ts";

test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { lng: "en", timing: enTiming, trackers: enTrackers },
  { lng: "hi", timing: hiTiming, trackers: hiTrackers },
] as const;

async function openTab(page: Page, lng: string, tab: "kicks" | "contractions") {
  await page.goto(`/symptom-tracker?lng=${lng}&tab=${tab}`);
}

for (const { lng, timing, trackers } of LANGUAGES) {
  test(`${lng}: a kick session to 10 movements is saved and survives a reload on the way`, async ({
    page,
  }) => {
    await openTab(page, lng, "kicks");
    await expect(page.getByRole("tab", { name: trackers.tabs.kicks })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(timing.kicks.empty)).toBeVisible();
    await page.getByRole("button", { name: timing.kicks.start }).click();
    const tap = page.getByRole("button", { name: timing.kicks.tap });
    const box = await tap.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(64);
    for (let i = 0; i < 3; i++) await tap.click();
    await expect(page.getByTestId("kick-count")).toHaveText("3");

    // The session in progress is still there after a reload.
    await page.reload();
    await expect(page.getByTestId("kick-count")).toHaveText("3");
    // By keyboard too.
    await tap.focus();
    for (let i = 0; i < 2; i++) await page.keyboard.press("Enter");
    await expect(page.getByTestId("kick-count")).toHaveText("5");
    for (let i = 0; i < 5; i++) await tap.click();

    await expect(page.getByRole("status").filter({ hasText: "10" })).toBeVisible();
    await expect(tap).toHaveCount(0);
    const history = page.getByRole("listitem").filter({
      hasText: timing.kicks.sessionOf.replace("{{count}}", "10"),
    });
    await expect(history).toHaveCount(1);
    await page.reload();
    await expect(history).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test(`${lng}: a session over 2 hours without 10 movements says to call now`, async ({ page }) => {
    await page.clock.install();
    await openTab(page, lng, "kicks");
    await page.getByRole("button", { name: timing.kicks.start }).click();
    await page.getByRole("button", { name: timing.kicks.tap }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await page.clock.fastForward("02:00:30");
    const alert = page.getByRole("alert").filter({ hasText: timing.kicks.long });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "108" })).toHaveAttribute("href", "tel:108");
    await expect(alert.getByRole("link", { name: "911" })).toBeVisible();
    // Ended early, it is kept with the mark.
    await page.getByRole("button", { name: timing.kicks.stop }).click();
    await expect(
      page.getByRole("listitem").filter({ hasText: timing.kicks.longMark }),
    ).toBeVisible();
  });

  test(`${lng}: contractions 5 minutes apart for an hour say it is time to go in`, async ({
    page,
  }) => {
    await page.clock.install();
    await openTab(page, lng, "contractions");
    await expect(page.getByText(timing.contractions.goNow.fluid)).toBeVisible();
    // Eleven contractions already timed: every 5 minutes for 50 minutes, each 65 seconds.
    await page.evaluate(() => {
      const now = Date.now();
      const items = Array.from({ length: 11 }, (_, i) => {
        const start = now - (60 - 5 * i) * 60_000;
        const iso = new Date(start).toISOString();
        return {
          id: crypto.randomUUID(),
          createdAt: iso,
          updatedAt: iso,
          startedAt: iso,
          endedAt: new Date(start + 65_000).toISOString(),
        };
      }).reverse();
      localStorage.setItem("saathi_tracker.contractions", JSON.stringify(items));
    });
    await page.reload();
    const table = page.getByRole("table", { name: timing.contractions.table });
    await expect(table.getByRole("row")).toHaveCount(12);
    await expect(table.getByRole("row").nth(1)).toContainText("1:05");
    await expect(table.getByRole("row").nth(1)).toContainText("5:00");
    await expect(page.getByText(timing.contractions.go.title)).toHaveCount(0);

    // One more, timed live: now the hour is complete.
    await page.getByRole("button", { name: timing.contractions.start }).click();
    await page.clock.fastForward("01:05");
    await expect(page.getByRole("status").filter({ hasText: "1:05" })).toBeVisible();
    await page.getByRole("button", { name: timing.contractions.stop }).click();
    await expect(table.getByRole("row")).toHaveCount(13);
    const go = page.getByRole("alert").filter({ hasText: timing.contractions.go.title });
    await expect(go).toBeVisible();
    await expect(page.getByRole("region", { name: timing.contractions.lastHour })).toContainText(
      "1:05",
    );
    // Nothing about a preterm labour without a week before 37.
    await expect(page.getByText(timing.contractions.warnings.preterm)).toHaveCount(0);

    // Clearing asks first, then the timer starts empty.
    await page.getByRole("button", { name: timing.contractions.clear }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: timing.contractions.clearKeep })
      .click();
    await expect(table.getByRole("row")).toHaveCount(13);
    await page.getByRole("button", { name: timing.contractions.clear }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: timing.contractions.clearConfirm })
      .click();
    await expect(page.getByText(timing.contractions.empty)).toBeVisible();
    await expect(go).toHaveCount(0);
  });
}

test("before 37 weeks a timed contraction brings the preterm warning, and a close one too", async ({
  page,
}) => {
  await setWeek(page, 26);
  await page.clock.install();
  await openTab(page, "en", "contractions");
  await expect(page.getByRole("alert")).toHaveCount(0);
  const start = page.getByRole("button", { name: enTiming.contractions.start });
  const stop = page.getByRole("button", { name: enTiming.contractions.stop });
  await start.click();
  await page.clock.fastForward("00:40");
  await stop.click();
  const alert = page.getByRole("alert").filter({ hasText: enTiming.contractions.warnings.preterm });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "108" })).toBeVisible();
  await expect(page.getByText(enTiming.contractions.warnings.close)).toHaveCount(0);
  await page.clock.fastForward("00:30");
  await start.click();
  await page.clock.fastForward("00:40");
  await stop.click();
  await expect(alert).toContainText(enTiming.contractions.warnings.close);

  // Kicks before 28 weeks: allowed, with a calm note.
  await page.getByRole("tab", { name: "Kicks" }).click();
  await expect(page.getByText(enTiming.kicks.early)).toBeVisible();
});

test("signed in: a kick session and a timed contraction are kept on her account", async ({
  page,
}) => {
  await signUp(page, newUser("kicks"), { week: "32" });
  await expect(page).toHaveURL(/\/dashboard/);
  await openTab(page, "en", "kicks");
  await expect(page.getByText(enTrackers.keptOnAccount)).toBeVisible();
  await page.getByRole("button", { name: enTiming.kicks.start }).click();
  const tap = page.getByRole("button", { name: enTiming.kicks.tap });
  for (let i = 0; i < 10; i++) await tap.click();
  const session = page.getByRole("listitem").filter({
    hasText: enTiming.kicks.sessionOf.replace("{{count}}", "10"),
  });
  await expect(session).toHaveCount(1);
  // Served by the account, not held on the phone.
  await expect(
    page.evaluate(() => localStorage.getItem("saathi_tracker.kicks")),
  ).resolves.toBeNull();
  const kicks = await page.request.get("/api/trackers/kicks");
  const stored = (await kicks.json()) as { items: { movements: string[]; week: number | null }[] };
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]?.movements).toHaveLength(10);
  expect(stored.items[0]?.week).toBe(32);

  await openTab(page, "en", "contractions");
  await page.getByRole("button", { name: enTiming.contractions.start }).click();
  await page.waitForTimeout(1200);
  await page.getByRole("button", { name: enTiming.contractions.stop }).click();
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/trackers/contractions");
      return ((await res.json()) as { items: unknown[] }).items.length;
    })
    .toBe(1);
  await page.reload();
  await expect(page.getByRole("table")).toBeVisible();
});
