import AxeBuilder from "@axe-core/playwright";
import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import enLog from "../src/web/locales/en/tracker-log.json" with { type: "json" };
import hiLog from "../src/web/locales/hi/tracker-log.json" with { type: "json" };
import enReadings from "../src/web/locales/en/tracker-readings.json" with { type: "json" };
import hiReadings from "../src/web/locales/hi/tracker-readings.json" with { type: "json" };
import enReport from "../src/web/locales/en/tracker-report.json" with { type: "json" };
import hiReport from "../src/web/locales/hi/tracker-report.json" with { type: "json" };
import enTiming from "../src/web/locales/en/tracker-timing.json" with { type: "json" };
import hiTiming from "../src/web/locales/hi/tracker-timing.json" with { type: "json" };
import enTrackers from "../src/web/locales/en/trackers.json" with { type: "json" };
import { newUser, signUp } from "./support/accounts.ts";

test.use({ viewport: { width: 390, height: 844 } });
// Sign-up, a month of entries, axe and a PDF: on a shared machine this takes a while.
test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/report-shots";
mkdirSync(SHOTS, { recursive: true });

const LANGUAGES = [
  { lng: "en", report: enReport, log: enLog, readings: enReadings, timing: enTiming },
  { lng: "hi", report: hiReport, log: hiLog, readings: hiReadings, timing: hiTiming },
] as const;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const localDay = (daysBack: number) => {
  const d = new Date(Date.now() - daysBack * DAY);
  return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
/** "Due date: {{date}}" as a pattern that any date fills. */
const filled = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+"));

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function post(page: Page, path: string, data: object, method: "post" | "put" = "post") {
  const res = await page.request[method](path, { data });
  expect(res.status(), `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as { alert?: { level: string } | null };
}

/** A typical month on her account: the brief's four entries and the rest of a month's log. */
async function seedMonth(page: Page) {
  const bleeding = await post(page, "/api/trackers/symptoms", {
    symptom: "bleeding",
    severity: "severe",
    note: "heavy bleeding with clots",
    occurredAt: ago(60_000),
  });
  expect(bleeding.alert?.level).toBe("emergency");
  for (let i = 1; i <= 7; i++)
    await post(page, "/api/trackers/symptoms", {
      symptom: i % 2 ? "back-pain" : "heartburn-acidity",
      severity: "mild",
      occurredAt: ago(i * 3 * DAY),
    });
  await post(page, "/api/trackers/blood-pressure", {
    systolic: 150,
    diastolic: 95,
    measuredAt: ago(2 * 60_000),
  });
  for (let i = 1; i <= 6; i++)
    await post(page, "/api/trackers/blood-pressure", {
      systolic: 112 + i,
      diastolic: 72,
      pulse: 80,
      measuredAt: ago(i * 4 * DAY),
    });
  await post(page, "/api/trackers/weights/profile", { heightCm: 160, prePregnancyKg: 55 }, "put");
  await post(page, "/api/trackers/weights", { kg: 62, measuredAt: ago(10 * DAY) });
  await post(page, "/api/trackers/weights", { kg: 63.5, measuredAt: ago(2 * DAY) });
  // Kick sessions: 10 movements a minute apart (10 min to 10), the newest yesterday.
  for (let i = 1; i <= 6; i++) {
    const start = Date.now() - i * 4 * DAY;
    const movements = Array.from({ length: 10 }, (_, m) =>
      new Date(start + (m + 1) * 60_000).toISOString(),
    );
    await post(page, "/api/trackers/kicks", {
      startedAt: new Date(start).toISOString(),
      endedAt: movements[9],
      movements,
    });
  }
  for (let i = 0; i < 10; i++)
    await post(page, "/api/trackers/supplements", { supplement: "ifa", takenOn: localDay(i) });
  await post(page, "/api/trackers/moods", { mood: "low", note: "a private worry" });
  await post(page, "/api/trackers/moods", { mood: "good" });
}

for (const { lng, report, log, readings, timing } of LANGUAGES) {
  test(`${lng}: the report shows what she logged, prints without the site around it, and fits 1–2 pages`, async ({
    page,
  }) => {
    const user = newUser("report");
    await signUp(page, user, { week: "30" });
    await expect(page).toHaveURL(/\/dashboard/);
    await seedMonth(page);

    await page.goto(`/doctor-report?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(report.title);
    await expect(page.getByText(report.calm)).toBeVisible();
    const facts = page.getByTestId("report-facts");
    await expect(facts).toContainText("Asha Rao");
    await expect(facts).toContainText(report.week.replace("{{week}}", "30"));
    await expect(facts.getByText(filled(report.due))).toBeVisible();

    const symptoms = page.getByRole("region", { name: report.symptoms.title });
    const bleedingRow = symptoms.getByRole("row").filter({ hasText: "bleeding" });
    await expect(bleedingRow).toContainText(log.history.alert.emergency);
    await expect(bleedingRow).toContainText(log.severity.severe);
    // Newest first: the danger sign logged a minute ago heads the table.
    await expect(symptoms.getByRole("row").nth(1)).toContainText("bleeding");
    await expect(symptoms.getByRole("row")).toHaveCount(9);

    const bp = page.getByRole("region", { name: report.bp.title });
    await expect(bp.getByRole("row").filter({ hasText: "150/95" })).toContainText(
      readings.bp.markHigh,
    );
    await expect(bp.getByRole("row").filter({ hasText: "117/72" })).not.toContainText(
      readings.bp.markHigh,
    );

    const weight = page.getByRole("region", { name: report.weight.title });
    await expect(weight.getByRole("row").filter({ hasText: "63.5" })).toBeVisible();
    await expect(weight.getByRole("row").filter({ hasText: "62" })).toBeVisible();
    await expect(weight.getByText(filled(readings.profile.bmi))).toBeVisible();
    await expect(weight.getByTestId("gain-chart")).toBeVisible();
    await expect(weight.getByTestId("gain-point")).toHaveCount(2);
    await expect(weight.getByTestId("gain-band")).toBeVisible();

    const kicks = page.getByRole("region", { name: report.kicks.title });
    await expect(kicks.getByRole("row")).toHaveCount(7);
    await expect(kicks.getByRole("row").nth(1)).toContainText(
      timing.duration.minutes.replace("{{count}}", "10"),
    );
    await expect(page.getByText(report.contractions.empty)).toBeVisible();
    await expect(page.getByText(report.supplements.names.ifa)).toContainText(
      report.supplements.line
        .replace("{{name}}", report.supplements.names.ifa)
        .replace("{{days}}", "10"),
    );
    const mood = page.getByTestId("report-mood-counts");
    await expect(mood).toContainText(`${log.mood.moods.low} 1`);
    await expect(mood).toContainText(`${log.mood.moods.good} 1`);
    // Her mood notes stay out unless she asks.
    await expect(page.getByText("a private worry")).toHaveCount(0);
    await page.getByLabel(report.mood.includeNotes).check();
    await expect(page.getByText("a private worry")).toBeVisible();
    await page.getByLabel(report.mood.includeNotes).uncheck();

    // Questions: added, kept on the device, removed.
    await expect(page.getByText(report.questions.kept)).toBeVisible();
    const field = page.getByLabel(report.questions.field);
    for (const q of ["Is my blood pressure safe?", "Should I keep taking calcium?", "Delete me"]) {
      await field.fill(q);
      await page.getByRole("button", { name: report.questions.add }).click();
    }
    await page
      .getByRole("button", { name: report.questions.remove.replace("{{number}}", "3") })
      .click();
    const questions = page.getByTestId("report-questions");
    await expect(questions.getByRole("listitem")).toHaveText([
      "Is my blood pressure safe?",
      "Should I keep taking calcium?",
    ]);
    await page.reload();
    await expect(questions.getByRole("listitem")).toHaveCount(2);
    expect(await page.evaluate(() => localStorage.getItem("saathi_report.questions"))).toContain(
      "Should I keep taking calcium?",
    );

    await expect(page.getByRole("button", { name: report.print })).toBeVisible();
    await expect(page.getByText(report.pdfHint)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${lng}-screen-390.png`, fullPage: true });
    await page
      .getByRole("region", { name: report.questions.title })
      .screenshot({ path: `${SHOTS}/${lng}-questions-390.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${lng}-screen-top-390.png` });

    // On paper: the report alone, without the site's header, menus, footer, buttons or chat.
    await page.emulateMedia({ media: "print" });
    // Role queries skip what is not displayed, so the elements are found by tag and must exist.
    for (const chrome of ["header", "footer", "nav"]) {
      await expect(page.locator(chrome).first()).toBeAttached();
      for (const element of await page.locator(chrome).all()) await expect(element).toBeHidden();
    }
    const buttons = page.locator("button");
    expect(await buttons.count()).toBeGreaterThan(3);
    for (const button of await buttons.all()) await expect(button).toBeHidden();
    await expect(field).toBeHidden();
    // Black on white, whatever the screen's colours.
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(0, 0, 0)");
    await expect(bleedingRow.getByText(log.history.alert.emergency)).toHaveCSS(
      "color",
      "rgb(0, 0, 0)",
    );
    await expect(bleedingRow).toBeVisible();
    await expect(weight.getByTestId("gain-chart")).toBeVisible();
    await expect(questions.getByRole("listitem").first()).toBeVisible();
    // A4 less the 10 mm margins, at 96 px to the inch: what one printed page holds.
    await page.setViewportSize({ width: 718, height: 1047 });
    await page.screenshot({ path: `${SHOTS}/${lng}-print-a4.png`, fullPage: true });

    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
    writeFileSync(`${SHOTS}/${lng}-report.pdf`, pdf);
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? [];
    test.info().annotations.push({ type: "pdf pages", description: String(pages.length) });
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
  });
}

test("signed out: empty sections say so, and a reading logged on the tracker reaches the report", async ({
  page,
}) => {
  await page.goto("/doctor-report?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(enReport.title);
  await expect(page.getByText(enReport.keptOnDevice)).toBeVisible();
  for (const empty of [
    enReport.symptoms.empty,
    enReport.bp.empty,
    enReport.weight.empty,
    enReport.kicks.empty,
    enReport.contractions.empty,
    enReport.mood.empty,
    enReport.questions.empty,
  ])
    await expect(page.getByText(empty)).toBeVisible();
  await expect(page.getByText(enReport.noPregnancy)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/symptom-tracker?lng=en&tab=bloodPressure");
  await page.getByLabel(enReadings.bp.systolic).fill("150");
  await page.getByLabel(enReadings.bp.diastolic).fill("95");
  await page.getByRole("button", { name: enReadings.bp.save }).click();
  await expect(page.getByText(enReadings.bp.saved).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/en-tracker-link-390.png` });
  await page.getByRole("link", { name: enTrackers.openReport }).click();
  await expect(page).toHaveURL(/\/doctor-report/);
  const bp = page.getByRole("region", { name: enReport.bp.title });
  await expect(bp.getByRole("row").filter({ hasText: "150/95" })).toContainText(
    enReadings.bp.markHigh,
  );
  await expect(page.getByText(enReport.bp.empty)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/en-signed-out-1280.png`, fullPage: true });
});
