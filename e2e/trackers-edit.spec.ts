import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import enLog from "../src/web/locales/en/tracker-log.json" with { type: "json" };
import hiLog from "../src/web/locales/hi/tracker-log.json" with { type: "json" };
import enReadings from "../src/web/locales/en/tracker-readings.json" with { type: "json" };
import hiReadings from "../src/web/locales/hi/tracker-readings.json" with { type: "json" };
import enTrackers from "../src/web/locales/en/trackers.json" with { type: "json" };
import hiTrackers from "../src/web/locales/hi/trackers.json" with { type: "json" };
import { newUser, signUp, toast } from "./support/accounts.ts";

test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { lng: "en", log: enLog, readings: enReadings, trackers: enTrackers },
  { lng: "hi", log: hiLog, readings: hiReadings, trackers: hiTrackers },
] as const;
type W = (typeof LANGUAGES)[number];

const readings = (page: Page, w: W) =>
  page.getByRole("region", { name: w.readings.bp.history }).getByRole("listitem");
const serverBp = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch("/api/trackers/blood-pressure");
    return ((await res.json()) as { items: { systolic: number; diastolic: number }[] }).items;
  });

async function addReading(page: Page, w: W, systolic: string, diastolic: string) {
  const form = page.getByRole("form", { name: w.readings.bp.formTitle });
  await form.getByLabel(w.readings.bp.systolic).fill(systolic);
  await form.getByLabel(w.readings.bp.diastolic).fill(diastolic);
  await form.getByRole("button", { name: w.readings.bp.save }).click();
  await expect(toast(page, w.readings.bp.saved)).toBeVisible();
}

for (const w of LANGUAGES) {
  test(`${w.lng}: a reading is edited, a refused edit keeps it, a delete can be undone and a failed one is told`, async ({
    page,
  }) => {
    await signUp(page, newUser(`edit${w.lng}`));
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/symptom-tracker?tab=bloodPressure&lng=${w.lng}`);
    await addReading(page, w, "120", "80");
    await expect(readings(page, w)).toHaveCount(1);

    // Edit: the new numbers show and are on her account.
    const editOf = (value: string) =>
      readings(page, w)
        .first()
        .getByRole("button", {
          name: new RegExp(w.log.edit.label.replace("{{what}}", `${value}.*`)),
        });
    await editOf("120/80").click();
    const form = page.getByRole("form", { name: /120\/80/ });
    await form.getByLabel(w.readings.bp.systolic).fill("132");
    await form.getByLabel(w.readings.bp.diastolic).fill("84");
    await form.getByRole("button", { name: w.log.edit.save }).click();
    await expect(toast(page, w.log.edit.saved)).toBeVisible();
    await expect(readings(page, w).first()).toContainText("132/84");
    await expect.poll(() => serverBp(page)).toMatchObject([{ systolic: 132, diastolic: 84 }]);

    // Her own check: an impossible number is refused before anything is sent.
    await editOf("132/84").click();
    const again = page.getByRole("form", { name: /132\/84/ });
    await again.getByLabel(w.readings.bp.diastolic).fill("150");
    await again.getByRole("button", { name: w.log.edit.save }).click();
    await expect(again.getByText(w.readings.errors.bpOrder)).toBeVisible();

    // The account refuses the change: the field says why in her language, the entry is unchanged.
    await page.route("**/api/trackers/blood-pressure/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 400,
            json: { message: "invalid", fields: { systolic: "errors.bpSystolic" } },
          })
        : route.continue(),
    );
    await again.getByLabel(w.readings.bp.diastolic).fill("90");
    await again.getByLabel(w.readings.bp.systolic).fill("140");
    await again.getByRole("button", { name: w.log.edit.save }).click();
    await expect(toast(page, w.log.edit.failed)).toBeVisible();
    await expect(again.getByText(w.readings.errors.bpSystolic)).toBeVisible();
    await page.screenshot({ path: `/tmp/trackers-shots/refused-edit-${w.lng}.png` });
    await expect(readings(page, w).first()).toContainText("132/84");
    await again.getByRole("button", { name: w.log.edit.cancel }).click();
    await page.unrouteAll({ behavior: "wait" });

    // Delete, then Undo: nothing is sent, the reading is back and stays after a reload.
    const deletes: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "DELETE") deletes.push(r.url());
    });
    const trash = () =>
      readings(page, w)
        .first()
        .getByRole("button", {
          name: new RegExp(w.readings.delete.replace("{{what}}", "132/84.*")),
        });
    await trash().click();
    await expect(readings(page, w)).toHaveCount(0);
    await expect(page.getByText(w.log.delete.waiting)).toBeVisible();
    await page.screenshot({ path: `/tmp/trackers-shots/undo-${w.lng}.png` });
    await page.getByRole("button", { name: w.log.delete.undo }).click();
    await expect(readings(page, w)).toHaveCount(1);
    await page.waitForTimeout(6_000);
    expect(deletes).toEqual([]);
    await page.reload();
    await expect(readings(page, w)).toHaveCount(1);

    // The account fails the delete: after the undo time she is told, and the reading is back.
    await page.route("**/api/trackers/blood-pressure/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { message: "down" } })
        : route.continue(),
    );
    await trash().click();
    await expect(readings(page, w)).toHaveCount(0);
    await expect(toast(page, w.log.delete.failed)).toBeVisible();
    await expect(readings(page, w)).toHaveCount(1);
    expect(await serverBp(page)).toHaveLength(1);
    await page.unrouteAll({ behavior: "wait" });

    // Left alone, the delete goes through when the undo time is over.
    await trash().click();
    await expect(toast(page, w.log.delete.done)).toBeVisible();
    await expect.poll(() => serverBp(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/trackers-shots/bp-${w.lng}.png` });
  });
}

test("signed out, in Hindi: symptom, mood and weight entries are edited on the phone", async ({
  page,
}) => {
  const w = LANGUAGES[1];
  const device = (kind: string) =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? "[]") as Record<string, unknown>[],
      `saathi_tracker.${kind}`,
    );
  await page.goto("/symptom-tracker?tab=mood&lng=hi");
  await page.getByLabel(w.log.mood.note).fill("थोड़ी थकान");
  await page
    .getByRole("button", { name: w.log.mood.saveAs.replace("{{mood}}", w.log.mood.moods.okay) })
    .click();
  await expect(toast(page, w.log.mood.saved)).toBeVisible();
  await page
    .getByRole("button", { name: w.log.edit.label.replace("{{what}}", w.log.mood.moods.okay) })
    .click();
  const moodForm = page.getByRole("form", {
    name: w.log.edit.title.replace("{{what}}", w.log.mood.moods.okay),
  });
  await moodForm.getByLabel(w.log.mood.note).fill("शाम को अच्छा लगा");
  await page.screenshot({ path: "/tmp/trackers-shots/mood-edit-hi.png" });
  await moodForm.getByRole("button", { name: w.log.edit.save }).click();
  await expect(page.getByText("शाम को अच्छा लगा")).toBeVisible();
  expect((await device("moods"))[0]).toMatchObject({ mood: "okay", note: "शाम को अच्छा लगा" });

  await page.goto("/symptom-tracker?tab=weight&lng=hi");
  const entry = page.getByRole("form", { name: w.readings.weight.formTitle });
  await entry.getByLabel(new RegExp(w.readings.weight.weight)).fill("61.5");
  await entry.getByRole("button", { name: w.readings.weight.save }).click();
  await expect(toast(page, w.readings.weight.saved)).toBeVisible();
  const weights = page
    .getByRole("region", { name: w.readings.weight.history })
    .getByRole("listitem");
  await weights
    .first()
    .getByRole("button", { name: /61\.5.*बदलें/ })
    .click();
  const weightForm = page.getByRole("form", { name: /61\.5/ });
  await weightForm.getByLabel(new RegExp(w.readings.weight.weight)).fill("900");
  await weightForm.getByRole("button", { name: w.log.edit.save }).click();
  await expect(weightForm.getByText(/25.*300/)).toBeVisible();
  await weightForm.getByLabel(new RegExp(w.readings.weight.weight)).fill("62");
  await weightForm.getByRole("button", { name: w.log.edit.save }).click();
  await expect(weights.first()).toContainText("62");
  expect((await device("weights"))[0]).toMatchObject({ kg: 62 });
});

test("a weight profile the account cannot save is told, and what she typed stays", async ({
  page,
}) => {
  await signUp(page, newUser("profilefail"));
  await expect(page).toHaveURL(/\/dashboard/);
  await page.route("**/api/trackers/weights/profile", (route) =>
    route.request().method() === "GET"
      ? route.continue()
      : route.fulfill({ status: 500, json: { message: "down" } }),
  );
  await page.goto("/symptom-tracker?tab=weight&lng=en");
  const form = page.getByRole("form", { name: enReadings.profile.formTitle });
  await form.getByLabel(enReadings.profile.height).fill("158");
  await form.getByLabel(new RegExp(enReadings.profile.before)).fill("55");
  await form.getByRole("button", { name: enReadings.profile.save }).click();
  await expect(toast(page, enReadings.saveFailed)).toBeVisible();
  await expect(form.getByLabel(enReadings.profile.height)).toHaveValue("158");
  await expect(form.getByLabel(new RegExp(enReadings.profile.before))).toHaveValue("55");
  await expect(page.getByTestId("bmi-result")).toHaveCount(0);
});

// One test per tab and language: eight axe scans in one test ran past its timeout in CI.
for (const w of LANGUAGES) {
  for (const [key, tab] of Object.entries(w.trackers.tabs)) {
    test(`${w.lng}: the ${key} tab has no serious accessibility problem`, async ({ page }) => {
      await page.goto(`/symptom-tracker?lng=${w.lng}&tab=${key}`);
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await page.waitForLoadState("networkidle");
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${tab}: ${v.id}`)).toEqual([]);
    });
  }
}

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("signed out: a symptom's severity and note are edited, and its delete undone", async ({
    page,
  }) => {
    await page.goto("/symptom-tracker?lng=en");
    await page.getByLabel("Symptom", { exact: true }).selectOption({ label: enLog.symptoms.other });
    await page.getByLabel(enLog.symptoms.own).fill("back ache");
    await page.getByRole("radio", { name: enLog.severity.mild }).check();
    await page.getByRole("button", { name: enLog.symptoms.save, exact: true }).click();
    await expect(toast(page, enLog.symptoms.saved)).toBeVisible();
    const item = page.getByRole("listitem").filter({ hasText: "back ache" });
    await expect(item).toContainText(enLog.severity.mild);

    await item.getByRole("button", { name: "Edit back ache" }).click();
    const form = page.getByRole("form", { name: "Change back ache" });
    await form.getByLabel(enLog.symptoms.severity).selectOption({ label: enLog.severity.moderate });
    await form.getByLabel(enLog.symptoms.note).fill("after lifting");
    await page.screenshot({ path: "/tmp/trackers-shots/symptom-edit-en-wide.png" });
    await form.getByRole("button", { name: enLog.edit.save }).click();
    await expect(item).toContainText(enLog.severity.moderate);
    await expect(item).toContainText("after lifting");
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "after lifting" })).toContainText(
      enLog.severity.moderate,
    );

    await page.getByRole("button", { name: "Delete back ache" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: enLog.delete.confirm }).click();
    await expect(page.getByText(enLog.delete.waiting)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "back ache" })).toHaveCount(0);
    await page.screenshot({ path: "/tmp/trackers-shots/undo-en-wide.png" });
    await page.getByRole("button", { name: enLog.delete.undo }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "back ache" })).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: "back ache" })).toHaveCount(1);
  });
});
