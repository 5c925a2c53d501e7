import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import enJournal from "../src/web/locales/en/journal.json" with { type: "json" };
import enLog from "../src/web/locales/en/tracker-log.json" with { type: "json" };
import hiLog from "../src/web/locales/hi/tracker-log.json" with { type: "json" };
import enPlans from "../src/web/locales/en/tracker-plans.json" with { type: "json" };
import hiPlans from "../src/web/locales/hi/tracker-plans.json" with { type: "json" };
import enReadings from "../src/web/locales/en/tracker-readings.json" with { type: "json" };
import hiReadings from "../src/web/locales/hi/tracker-readings.json" with { type: "json" };
import enReport from "../src/web/locales/en/tracker-report.json" with { type: "json" };
import hiReport from "../src/web/locales/hi/tracker-report.json" with { type: "json" };
import enTrackers from "../src/web/locales/en/trackers.json" with { type: "json" };
import hiTrackers from "../src/web/locales/hi/trackers.json" with { type: "json" };
import { newUser, signUp, toast } from "./support/accounts.ts";

/**
 * Issue 14: lists hold her newest 100 entries and show older ones when she asks; the doctor
 * report reads its whole window; a part that cannot load says so, calmly, in her language.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Sign-up, a few hundred entries and several screens each: on a shared machine this takes a while.
test.describe.configure({ timeout: 120_000 });

const LANGUAGES = [
  {
    lng: "en",
    trackers: enTrackers,
    readings: enReadings,
    log: enLog,
    report: enReport,
    plans: enPlans,
  },
  {
    lng: "hi",
    trackers: hiTrackers,
    readings: hiReadings,
    log: hiLog,
    report: hiReport,
    plans: hiPlans,
  },
] as const;
type W = (typeof LANGUAGES)[number];

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const localDay = (daysAhead: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

/** Uploads entries as a phone does at sign-in (POST /api/trackers/sync), each with its own id. */
async function seed(page: Page, kind: string, entries: object[]) {
  const res = await page.request.post("/api/trackers/sync", {
    data: { [kind]: entries.map((entry) => ({ id: randomUUID(), ...entry })) },
  });
  expect(res.status(), `sync ${kind}`).toBeLessThan(300);
  const result = (await res.json()) as Record<string, { created: number }>;
  expect(result[kind]?.created).toBe(entries.length);
}

/** Reading i (i hours old) is a number pair no other of the first 175 has: 100+i%35 / 60+i%25. */
const bp = (i: number) => `${String(100 + (i % 35))}/${String(60 + (i % 25))}`;
const seedReadings = (page: Page, count: number) =>
  seed(
    page,
    "bloodPressure",
    Array.from({ length: count }, (_, i) => ({
      systolic: 100 + (i % 35),
      diastolic: 60 + (i % 25),
      measuredAt: ago((i + 1) * HOUR),
    })),
  );

const readings = (page: Page, w: W) =>
  page.getByRole("region", { name: w.readings.bp.history }).getByRole("listitem");
const reading = (page: Page, w: W, value: string) =>
  readings(page, w).filter({ hasText: new RegExp(`(^|\\D)${value}(\\D|$)`) });
const showOlder = (page: Page, w: W) => page.getByRole("button", { name: w.trackers.older.show });
const olderFailed = (page: Page, w: W) =>
  page.getByRole("alert").filter({ hasText: w.trackers.older.failed });

for (const w of LANGUAGES) {
  test(`${w.lng}: 130 readings show 100, then the rest; a failed page is told and Try again brings it`, async ({
    page,
  }) => {
    await signUp(page, newUser(`older${w.lng}`));
    await expect(page).toHaveURL(/\/dashboard/);
    await seedReadings(page, 130);

    await page.goto(`/symptom-tracker?tab=bloodPressure&lng=${w.lng}`);
    await expect(readings(page, w)).toHaveCount(100);
    await expect(reading(page, w, bp(0))).toHaveCount(1);
    await expect(reading(page, w, bp(129))).toHaveCount(0);

    // The next page fails once: she is told in her language and keeps the 100 she sees.
    let failures = 0;
    await page.route("**/api/trackers/blood-pressure?*before=*", async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 503, json: { message: "busy" } });
      else await route.continue();
    });
    await showOlder(page, w).click();
    await expect(olderFailed(page, w)).toBeVisible();
    await expect(readings(page, w)).toHaveCount(100);
    await page.screenshot({ path: `/tmp/older-shots/bp-failed-${w.lng}.png`, fullPage: true });

    await olderFailed(page, w).getByRole("button", { name: w.trackers.older.retry }).click();
    await expect(readings(page, w)).toHaveCount(130);
    await expect(reading(page, w, bp(129))).toHaveCount(1);
    await expect(olderFailed(page, w)).toHaveCount(0);
    // Nothing older is left: no button promising more.
    await expect(showOlder(page, w)).toHaveCount(0);
    expect(failures).toBe(2);
  });
}

test("en: an older entry is edited and deleted (with undo) in place; a new one leaves the older ones shown", async ({
  page,
}) => {
  const w = LANGUAGES[0];
  await signUp(page, newUser("olderedit"));
  await expect(page).toHaveURL(/\/dashboard/);
  await seedReadings(page, 130);
  await page.goto("/symptom-tracker?tab=bloodPressure&lng=en");
  await expect(readings(page, w)).toHaveCount(100);
  await showOlder(page, w).click();
  await expect(readings(page, w)).toHaveCount(130);

  // Edit reading 120 (on the second page): its new numbers show where it was.
  await reading(page, w, bp(120))
    .getByRole("button", { name: new RegExp(w.log.edit.label.replace("{{what}}", `${bp(120)}.*`)) })
    .click();
  const form = page.getByRole("form", { name: new RegExp(bp(120)) });
  await form.getByLabel(w.readings.bp.systolic).fill("133");
  await form.getByLabel(w.readings.bp.diastolic).fill("88");
  await form.getByRole("button", { name: w.log.edit.save }).click();
  await expect(toast(page, w.log.edit.saved)).toBeVisible();
  await expect(reading(page, w, "133/88")).toHaveCount(1);
  await expect(readings(page, w)).toHaveCount(130);

  // Delete the oldest, undo, then delete it for good: the rest of the second page stays.
  const trash = () =>
    reading(page, w, bp(129)).getByRole("button", {
      name: new RegExp(w.readings.delete.replace("{{what}}", `${bp(129)}.*`)),
    });
  await trash().click();
  await expect(readings(page, w)).toHaveCount(129);
  await page.getByRole("button", { name: w.log.delete.undo }).click();
  await expect(reading(page, w, bp(129))).toHaveCount(1);
  await trash().click();
  await expect(toast(page, w.log.delete.done)).toBeVisible();
  await expect(readings(page, w)).toHaveCount(129);
  await expect(reading(page, w, bp(129))).toHaveCount(0);
  await expect(reading(page, w, bp(128))).toHaveCount(1);

  // A new reading heads the list; the older page is still there below.
  const add = page.getByRole("form", { name: w.readings.bp.formTitle });
  await add.getByLabel(w.readings.bp.systolic).fill("126");
  await add.getByLabel(w.readings.bp.diastolic).fill("85");
  await add.getByRole("button", { name: w.readings.bp.save }).click();
  await expect(toast(page, w.readings.bp.saved)).toBeVisible();
  await expect(readings(page, w).first()).toContainText("126/85");
  await expect(readings(page, w)).toHaveCount(130);
  await expect(reading(page, w, bp(128))).toHaveCount(1);
});

test("en: the journal and the mood log show older entries too, and her search reads them all", async ({
  page,
}) => {
  await signUp(page, newUser("olderjournal"));
  await expect(page).toHaveURL(/\/dashboard/);
  await seed(
    page,
    "journal",
    Array.from({ length: 205 }, (_, i) => ({
      title: `Day note ${String(i)}`,
      content: "A quiet day.",
      mood: "good",
      createdAt: ago((i + 1) * HOUR),
    })),
  );
  // A check-in every 6 hours for a month: the log shows its last 14 days first.
  await seed(
    page,
    "moods",
    Array.from({ length: 120 }, (_, i) => ({ mood: "okay", createdAt: ago((i + 1) * 6 * HOUR) })),
  );

  await page.goto("/faqs?lng=en#journal-section");
  const entries = page.getByRole("region", { name: enJournal.list.heading }).getByRole("article");
  const note = (i: number) =>
    page.getByRole("article", { name: `Day note ${String(i)}`, exact: true });
  await expect(entries).toHaveCount(100);
  await expect(note(104)).toHaveCount(0);
  await page.getByRole("button", { name: enJournal.list.older }).click();
  await expect(entries).toHaveCount(200);
  await expect(note(104)).toBeVisible();
  // Her search looks through every entry, also those on a page not shown yet.
  await expect(note(204)).toHaveCount(0);
  await page.getByLabel(enJournal.list.search).fill("note 204");
  await expect(page.getByText(enJournal.list.found_one.replace("{{count}}", "1"))).toBeVisible();
  await expect(note(204)).toBeVisible();
  await expect(entries).toHaveCount(1);
  await page.getByLabel(enJournal.list.search).fill("");
  await expect(entries).toHaveCount(205);
  await expect(page.getByRole("button", { name: enJournal.list.older })).toHaveCount(0);

  await page.goto("/symptom-tracker?tab=mood&lng=en");
  const moods = page.getByRole("tabpanel").getByRole("listitem");
  await expect(page.getByRole("heading", { name: enLog.mood.history })).toBeVisible();
  const recent = await moods.count();
  expect(recent).toBeGreaterThan(40);
  expect(recent).toBeLessThan(100);
  // First the rest of what is here, then the account's next page.
  await showOlder(page, LANGUAGES[0]).click();
  await expect(page.getByRole("heading", { name: enLog.mood.historyAll })).toBeVisible();
  await expect(moods).toHaveCount(100);
  await showOlder(page, LANGUAGES[0]).click();
  await expect(moods).toHaveCount(120);
  await expect(showOlder(page, LANGUAGES[0])).toHaveCount(0);
});

for (const w of LANGUAGES) {
  test(`${w.lng}: the doctor report reads a busy month whole, and names the part that could not load`, async ({
    page,
  }) => {
    await signUp(page, newUser(`reportfail${w.lng}`), { week: "30" });
    await expect(page).toHaveURL(/\/dashboard/);
    // 130 symptoms in the last 3 weeks: more than a page, all inside the report's 4 weeks.
    await seed(
      page,
      "symptoms",
      Array.from({ length: 130 }, (_, i) => ({
        symptom: "back-pain",
        severity: "mild",
        occurredAt: ago((i + 1) * 4 * HOUR),
      })),
    );
    await seedReadings(page, 3);
    await seed(page, "weights", [{ kg: 63.5, measuredAt: ago(2 * 24 * HOUR) }]);

    let failing = true;
    await page.route("**/api/trackers/blood-pressure?*", async (route) => {
      if (failing) await route.fulfill({ status: 500, json: { message: "down" } });
      else await route.continue();
    });
    await page.goto(`/doctor-report?lng=${w.lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.report.title);

    // The failed part says which it is, in her language; the summary says so before she prints.
    const bpPart = page.getByRole("region", { name: w.report.bp.title });
    const failed = bpPart.getByRole("alert");
    await expect(failed).toContainText(
      w.report.loadFailedPart.replace("{{part}}", w.report.bp.title),
    );
    await expect(
      page.getByText(w.report.partsFailed_one.replace("{{parts}}", w.report.bp.title)),
    ).toBeVisible();
    // The rest is all there: every one of the 130 symptoms, and her weight.
    const symptoms = page.getByRole("region", { name: w.report.symptoms.title });
    await expect(symptoms.getByRole("row")).toHaveCount(131);
    const weight = page.getByRole("region", { name: w.report.weight.title });
    await expect(weight.getByRole("row").filter({ hasText: "63.5" })).toBeVisible();
    await page.screenshot({ path: `/tmp/older-shots/report-failed-${w.lng}.png`, fullPage: true });

    failing = false;
    await failed.getByRole("button", { name: w.report.retry }).click();
    await expect(bpPart.getByRole("row").filter({ hasText: bp(0) })).toBeVisible();
    await expect(bpPart.getByRole("alert")).toHaveCount(0);
    await expect(
      page.getByText(w.report.partsFailed_one.replace("{{parts}}", w.report.bp.title)),
    ).toHaveCount(0);
  });
}

test("signed in: when her appointments cannot load, the dashboard says so in one calm line, and Try again shows the next one", async ({
  page,
}) => {
  await signUp(page, newUser("dashfail"));
  await expect(page).toHaveURL(/\/dashboard/);
  const res = await page.request.post("/api/trackers/appointments", {
    data: { title: "Growth scan", date: localDay(3), time: "10:30" },
  });
  expect(res.status()).toBe(201);

  let failing = true;
  await page.route("**/api/trackers/appointments?*", async (route) => {
    if (failing) await route.fulfill({ status: 500, json: { message: "down" } });
    else await route.continue();
  });
  for (const w of LANGUAGES) {
    await page.goto(`/dashboard?lng=${w.lng}`);
    const note = page.getByText(w.plans.next.failed);
    await expect(note).toBeVisible();
    // Calm: a line, not an alert, and no card claiming there is nothing next.
    await expect(page.getByRole("alert").filter({ hasText: w.plans.next.failed })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: w.plans.next.title })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/older-shots/dashboard-failed-${w.lng}.png` });
  }

  failing = false;
  await page
    .locator("p", { hasText: hiPlans.next.failed })
    .getByRole("button", { name: hiPlans.next.retry })
    .click();
  const card = page.getByRole("region", { name: hiPlans.next.title });
  await expect(card).toContainText("Growth scan");
  await expect(page.getByText(hiPlans.next.failed)).toHaveCount(0);
});
