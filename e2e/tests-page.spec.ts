import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";
import { setWeek } from "./support/pregnancy.ts";

test.use({ viewport: { width: 390, height: 844 } });

const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("without a pregnancy it says where to set one", async ({ page }) => {
  await page.goto("/tests?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Tests & Appointments" })).toBeVisible();
  await page.getByRole("link", { name: "Go to Baby & Me" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test("her dated timeline: mark a test done with a note, it stays after a reload, then joins her account", async ({
  page,
}) => {
  await setWeek(page, 20);
  await page.goto("/tests");
  await page.getByRole("button", { name: "India" }).click();
  const anatomy = card(page, "Anatomy Scan Ultrasound");
  await expect(anatomy.getByText("Due now")).toBeVisible();
  // What is done or past folds away under one line; what is due comes first.
  await expect(card(page, "Dating Ultrasound")).toBeHidden();
  await page.getByText(/^Earlier and done: \d+ tests$/).click();
  await expect(card(page, "Dating Ultrasound").getByText("Usual time passed")).toBeVisible();

  await page.getByRole("button", { name: "Mark as done: Dating Ultrasound" }).click();
  await page.getByLabel("Result or note (optional)").fill("Heartbeat seen, dates match");
  await page.getByRole("button", { name: "Save" }).click();
  const dating = card(page, "Dating Ultrasound");
  await expect(dating.getByText("Done", { exact: true })).toBeVisible();
  await expect(dating.getByText(/Heartbeat seen, dates match/)).toBeVisible();
  await page.reload();
  await page.getByText(/^Earlier and done/).click();
  await expect(card(page, "Dating Ultrasound").getByText(/Heartbeat seen/)).toBeVisible();

  // A date in the future is refused in words, and nothing is saved.
  await page.getByRole("button", { name: "Mark as done: NIPT" }).click();
  await page.getByLabel("Date it was done").fill("2099-01-01");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByText("Choose a date from the last two years, not in the future."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  // Signing up brings the device's record into the account.
  await signUp(page, newUser("tests"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => page.evaluate(async () => (await fetch("/api/tests/records")).text()))
    .toContain("Heartbeat seen, dates match");
});

test("the next test goes into her calendar as an .ics file", async ({ page }) => {
  await setWeek(page, 16);
  await page.goto("/tests");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add to calendar" }).click();
  const file = await (await download).path();
  const ics = await readFile(file, "utf8");
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);
  expect(ics).toContain("SUMMARY:Pregnancy check-up: ");
});

test("in Hindi: the timeline and its buttons", async ({ page }) => {
  await setWeek(page, 30);
  await page.goto("/tests?lng=hi");
  await expect(page.getByRole("heading", { level: 1, name: "टेस्ट और अपॉइंटमेंट" })).toBeVisible();
  await expect(page.getByText("आपका अगला टेस्ट")).toBeVisible();
  await expect(page.getByRole("button", { name: /हो गया दर्ज करें/ }).first()).toBeVisible();
});
