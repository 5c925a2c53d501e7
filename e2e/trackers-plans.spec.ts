import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import enPlans from "../src/web/locales/en/tracker-plans.json" with { type: "json" };
import hiPlans from "../src/web/locales/hi/tracker-plans.json" with { type: "json" };
import enLog from "../src/web/locales/en/tracker-log.json" with { type: "json" };
import hiLog from "../src/web/locales/hi/tracker-log.json" with { type: "json" };
import enTrackers from "../src/web/locales/en/trackers.json" with { type: "json" };
import hiTrackers from "../src/web/locales/hi/trackers.json" with { type: "json" };
import { newUser, signUp } from "./support/accounts.ts";

test.use({ viewport: { width: 390, height: 844 } });

const LANGUAGES = [
  { lng: "en", plans: enPlans, log: enLog, trackers: enTrackers, locale: "en-IN" },
  { lng: "hi", plans: hiPlans, log: hiLog, trackers: hiTrackers, locale: "hi-IN" },
] as const;
type Words = (typeof LANGUAGES)[number];

const pad = (n: number) => String(n).padStart(2, "0");
/** A local calendar day `offset` days from today, as the date input takes it. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const compact = (iso: string) => iso.replaceAll("-", "");

async function downloaded(page: Page, button: Locator): Promise<string> {
  const download = page.waitForEvent("download");
  await button.click();
  return readFile(await (await download).path(), "utf8");
}

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function addAppointment(
  page: Page,
  w: Words,
  a: { title: string; date: string; time?: string; place?: string; doctor?: string },
) {
  const form = page.getByRole("form", { name: w.plans.appointments.formTitle });
  await form.getByLabel(w.plans.appointments.title).fill(a.title);
  await form.getByLabel(w.plans.appointments.date, { exact: true }).fill(a.date);
  if (a.time) await form.getByLabel(w.plans.appointments.time).fill(a.time);
  if (a.place) await form.getByLabel(w.plans.appointments.place).fill(a.place);
  if (a.doctor) await form.getByLabel(w.plans.appointments.doctor).fill(a.doctor);
  await form.getByRole("button", { name: w.plans.appointments.save }).click();
}

const upcoming = (page: Page, w: Words) =>
  page.getByRole("region", { name: w.plans.appointments.upcoming }).getByRole("listitem");

for (const w of LANGUAGES) {
  test(`${w.lng}: appointments are added, listed soonest first, exported as .ics and shown on the dashboard`, async ({
    page,
  }) => {
    // Midday, so "tomorrow" stays tomorrow however long the run takes (a full run that
    // crossed midnight saw it become "Today").
    await page.clock.install({ time: new Date(`${day(0)}T12:00:00`) });
    // No appointment yet: the dashboard shows no card for one.
    await page.goto(`/dashboard?lng=${w.lng}`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: w.plans.next.title })).toHaveCount(0);

    await page.goto(`/symptom-tracker?lng=${w.lng}&tab=appointments`);
    await expect(page.getByRole("tab", { name: w.trackers.tabs.appointments })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText(w.plans.appointments.noUpcoming)).toBeVisible();

    // Saving without a title shows the contract's message in her language, and saves nothing.
    const form = page.getByRole("form", { name: w.plans.appointments.formTitle });
    await form.getByLabel(w.plans.appointments.place).fill("District Hospital");
    await form.getByRole("button", { name: w.plans.appointments.save }).click();
    await expect(form.getByText(w.plans.errors.appointmentTitle)).toBeVisible();
    await expect(form.getByText(w.plans.errors.appointmentDate)).toBeVisible();
    await expect(form.getByLabel(w.plans.appointments.place)).toHaveValue("District Hospital");
    await expect(page.getByText(w.plans.appointments.noUpcoming)).toBeVisible();

    const later = day(10);
    const soon = day(1);
    await addAppointment(page, w, { title: "Growth scan", date: later, place: "" });
    await addAppointment(page, w, {
      title: "ANC check-up",
      date: soon,
      time: "10:30",
      place: "District Hospital",
      doctor: "Dr Mehta",
    });
    // Soonest first, whatever the order she added them in.
    await expect(upcoming(page, w)).toHaveCount(2);
    await expect(upcoming(page, w).first()).toContainText("ANC check-up");
    await expect(upcoming(page, w).first()).toContainText("Dr Mehta");
    await expect(upcoming(page, w).nth(1)).toContainText("Growth scan");

    // Tomorrow's one brings the calm reminder, and it is still there after a reload.
    await page.reload();
    const reminder = page.getByRole("region", { name: w.plans.reminder.label });
    await expect(reminder).toContainText(
      w.plans.reminder.tomorrow.replace("{{title}}", "ANC check-up"),
    );
    await expect(reminder).not.toContainText("Growth scan");

    const one = await downloaded(
      page,
      upcoming(page, w).first().getByRole("button", { name: w.plans.appointments.addToCalendar }),
    );
    expect(one).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(one).toContain("SUMMARY:ANC check-up\r\n");
    expect(one).toContain(`DTSTART:${compact(soon)}T103000\r\n`);
    expect(one).toContain(`DTEND:${compact(soon)}T113000\r\n`);
    expect(one).toContain("LOCATION:District Hospital\r\n");
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);

    const feed = await downloaded(
      page,
      page.getByRole("button", { name: w.plans.appointments.feed }),
    );
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain(`DTSTART;VALUE=DATE:${compact(later)}\r\n`);
    expect(feed).toContain("SUMMARY:Growth scan\r\n");

    expect(await seriousViolations(page)).toEqual([]);

    // The dashboard shows the next one, its date in her language, with the way back.
    await page.goto(`/dashboard?lng=${w.lng}`);
    const next = page.getByRole("region", { name: w.plans.next.title });
    await expect(next).toContainText("ANC check-up");
    await expect(next).toContainText("District Hospital");
    const month = new Intl.DateTimeFormat(w.locale, { month: "long" }).format(
      new Date(`${soon}T12:00:00`),
    );
    await expect(next).toContainText(month);
    await expect(next).toContainText(w.plans.appointments.tomorrow);
    await next.getByRole("link", { name: w.plans.next.link }).click();
    await expect(page).toHaveURL(/tab=appointments/);

    // Edited, then deleted after a confirm: the next one moves up on the dashboard.
    await upcoming(page, w)
      .first()
      .getByRole("button", { name: new RegExp(w.plans.appointments.edit) })
      .click();
    const edit = page.getByRole("form", { name: w.plans.appointments.editTitle });
    await edit.getByLabel(w.plans.appointments.title).fill("ANC visit 3");
    await edit.getByRole("button", { name: w.plans.appointments.saveChanges }).click();
    await expect(upcoming(page, w).first()).toContainText("ANC visit 3");
    await upcoming(page, w)
      .first()
      .getByRole("button", { name: new RegExp(w.log.delete.button) })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.log.delete.confirm }).click();
    await expect(upcoming(page, w)).toHaveCount(1);
    await page.goto(`/dashboard?lng=${w.lng}`);
    await expect(page.getByRole("region", { name: w.plans.next.title })).toContainText(
      "Growth scan",
    );
  });
}

/** Check-offs already on the phone: IFA on the two days before today. */
async function seedIfa(page: Page, days: string[]) {
  await page.evaluate((list) => {
    const items = list.map((takenOn) => {
      const at = `${takenOn}T08:00:00.000Z`;
      return { id: crypto.randomUUID(), createdAt: at, updatedAt: at, supplement: "ifa", takenOn };
    });
    localStorage.setItem("saathi_tracker.supplements", JSON.stringify(items));
  }, days);
}

const streak = (w: Words, count: number) =>
  w.plans.supplements.streak_other
    .replace("{{name}}", w.plans.supplements.names.ifa)
    .replace("{{count}}", String(count));

for (const w of LANGUAGES) {
  test(`${w.lng}: ticking IFA builds the streak; the evening reminder is calm and goes once ticked`, async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(`${day(0)}T19:00:00`) });
    await page.goto(`/symptom-tracker?lng=${w.lng}&tab=supplements`);
    await seedIfa(page, [day(-1), day(-2)]);
    await page.reload();

    const reminder = page.getByRole("region", { name: w.plans.supplements.reminderTitle });
    await expect(reminder).toContainText(w.plans.supplements.reminder);
    const streaks = page.getByTestId("supplement-streaks");
    // Today not ticked yet does not break it: two days, up to yesterday.
    await expect(streaks).toContainText(streak(w, 2));

    const ifa = page.getByRole("checkbox", { name: w.plans.supplements.names.ifa });
    await ifa.check();
    await expect(streaks).toContainText(streak(w, 3));
    await expect(reminder).toHaveCount(0);
    const ifaRow = page.getByRole("row").filter({ hasText: w.plans.supplements.names.ifa });
    await expect(
      ifaRow.getByRole("cell", { name: w.plans.supplements.taken, exact: true }),
    ).toHaveCount(3);
    await page.reload();
    await expect(ifa).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);

    // A second tap un-marks today.
    await ifa.uncheck();
    await expect(streaks).toContainText(streak(w, 2));
    await expect(reminder).toBeVisible();

    // Her own supplement: added, ticked, then taken off the list (what she ticked is kept).
    await page.getByLabel(w.plans.supplements.addLabel).fill("Vitamin D");
    await page.getByRole("button", { name: w.plans.supplements.add, exact: true }).click();
    const vitaminD = page.getByRole("checkbox", { name: "Vitamin D" });
    await vitaminD.check();
    await expect(vitaminD).toBeChecked();
    await page.getByLabel(w.plans.supplements.addLabel).fill("vitamin d");
    await page.getByRole("button", { name: w.plans.supplements.add, exact: true }).click();
    await expect(
      page.getByText(w.plans.supplements.exists.replace("{{name}}", "Vitamin D")),
    ).toBeVisible();
    await page
      .getByRole("button", { name: w.plans.supplements.remove.replace("{{name}}", "Vitamin D") })
      .click();
    await expect(vitaminD).toHaveCount(0);
    const kept = await page.evaluate(
      () => JSON.parse(localStorage.getItem("saathi_tracker.supplements") ?? "[]") as unknown[],
    );
    expect(kept).toHaveLength(3);
  });
}

test("signed out, then signed in: the appointment and today's IFA join her account", async ({
  page,
}) => {
  await page.goto("/symptom-tracker?lng=en&tab=appointments");
  await expect(page.getByText(enTrackers.keptOnDevice)).toBeVisible();
  const w = LANGUAGES[0];
  await addAppointment(page, w, { title: "Blood test", date: day(3), time: "09:15" });
  await expect(upcoming(page, w)).toHaveCount(1);
  await page.getByRole("tab", { name: enTrackers.tabs.supplements }).click();
  await page.getByRole("checkbox", { name: enPlans.supplements.names.ifa }).check();
  await expect(page.getByTestId("supplement-streaks")).toContainText(
    enPlans.supplements.streak_one
      .replace("{{name}}", enPlans.supplements.names.ifa)
      .replace("{{count}}", "1"),
  );

  await signUp(page, newUser("plans"));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole("region", { name: enPlans.next.title })).toContainText("Blood test");
  const items = async (path: string) =>
    ((await (await page.request.get(path)).json()) as { items: Record<string, unknown>[] }).items;
  await expect.poll(() => items("/api/trackers/appointments")).toHaveLength(1);
  expect((await items("/api/trackers/appointments"))[0]).toMatchObject({
    title: "Blood test",
    date: day(3),
    time: "09:15",
  });
  await expect.poll(() => items("/api/trackers/supplements")).toHaveLength(1);
  expect((await items("/api/trackers/supplements"))[0]).toMatchObject({
    supplement: "ifa",
    takenOn: day(0),
  });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("saathi_tracker.appointments")))
    .toBeNull();

  // On the account now: un-marking deletes it there.
  await page.goto("/symptom-tracker?lng=en&tab=supplements");
  await expect(page.getByText(enTrackers.keptOnAccount)).toBeVisible();
  const ifa = page.getByRole("checkbox", { name: enPlans.supplements.names.ifa });
  await expect(ifa).toBeChecked();
  await ifa.uncheck();
  await expect.poll(() => items("/api/trackers/supplements")).toHaveLength(0);
  await page.getByRole("tab", { name: enTrackers.tabs.appointments }).click();
  await expect(upcoming(page, w)).toHaveCount(1);
  await expect(upcoming(page, w).first()).not.toContainText(enLog.pending);
});
