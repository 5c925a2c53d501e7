import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";
import { setWeek } from "./support/pregnancy.ts";

test.use({ viewport: { width: 390, height: 844 } });

const EN = {
  top: "Top number (systolic)",
  bottom: "Bottom number (diastolic)",
  save: "Save reading",
  headache: "A headache that will not go away",
};
const HI = {
  top: "ऊपर वाली संख्या (सिस्टोलिक)",
  bottom: "नीचे वाली संख्या (डायस्टोलिक)",
  save: "रीडिंग सेव करें",
};

async function reading(page: Page, labels: typeof HI, systolic: string, diastolic: string) {
  await page.getByLabel(labels.top).fill(systolic);
  await page.getByLabel(labels.bottom).fill(diastolic);
  await page.getByRole("button", { name: labels.save }).click();
}

/** What the account holds, read as the page would. */
const getJson = <T>(page: Page, url: string) =>
  page.evaluate(async (path) => (await fetch(path)).json() as Promise<unknown>, url) as Promise<T>;
const deviceWeights = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("saathi_tracker.weights") ?? "[]") as { kg: number }[],
  );

const history = (page: Page, name: string) =>
  page.getByRole("region", { name }).getByRole("listitem");

test("blood pressure signed out: a cuff's impossible reading is refused, high readings bring the right guidance", async ({
  page,
}) => {
  await page.goto("/symptom-tracker?tab=bloodPressure&lng=en");
  await expect(page.getByRole("heading", { name: "Add a blood pressure reading" })).toBeVisible();

  await reading(page, EN, "400", "10");
  await expect(
    page.getByText("Enter the top number (systolic) as a whole number from 50 to 300."),
  ).toBeVisible();
  await expect(
    page.getByText("Enter the bottom number (diastolic) as a whole number from 20 to 200."),
  ).toBeVisible();
  await expect(page.getByLabel(EN.top)).toHaveValue("400");
  await expect(page.getByText("No readings yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Get help now" })).toHaveCount(0);

  // A diastolic above the systolic is refused too.
  await reading(page, EN, "80", "120");
  await expect(
    page.getByText("The bottom number must be lower than the top number.", { exact: false }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem("saathi_tracker.bloodPressure")),
  ).toBeNull();

  await reading(page, EN, "145", "92");
  const urgent = page.getByTestId("alert-urgent");
  await expect(urgent).toContainText("Call your doctor or midwife today");
  await expect(urgent).toContainText("needs your doctor or midwife today");
  await expect(page.getByTestId("alert-emergency")).toHaveCount(0);
  await expect(page.getByLabel(EN.top)).toHaveValue("");

  await reading(page, EN, "165", "112");
  const emergency = page.getByTestId("alert-emergency");
  await expect(emergency).toContainText("Get help now");
  await expect(emergency).toContainText("pre-eclampsia");
  await expect(emergency.getByRole("link", { name: "108" })).toHaveAttribute("href", "tel:108");

  // 140/90 with a sign of pre-eclampsia is an emergency too.
  await page.getByLabel(EN.headache).check();
  await reading(page, EN, "142", "91");
  await expect(page.getByTestId("alert-emergency")).toContainText("pre-eclampsia");

  const items = history(page, "Your readings");
  await expect(items).toHaveCount(3);
  await page.reload();
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: "165/112" })).toContainText("Very high: get help now");
  await expect(items.filter({ hasText: "145/92" })).toContainText(
    "High: call your doctor or midwife today",
  );
  await expect(items.filter({ hasText: "142/91" })).toContainText(EN.headache);
});

test("blood pressure in Hindi, signed out: emergency guidance and a refused reading", async ({
  page,
}) => {
  await page.goto("/symptom-tracker?tab=bloodPressure&lng=hi");
  await expect(page.getByRole("heading", { name: "ब्लड प्रेशर की रीडिंग जोड़ें" })).toBeVisible();
  await reading(page, HI, "400", "10");
  await expect(
    page.getByText("ऊपर वाली संख्या (सिस्टोलिक) 50 से 300 के बीच की पूरी संख्या लिखें।"),
  ).toBeVisible();
  await expect(page.getByText("अभी कोई रीडिंग नहीं है।", { exact: false })).toBeVisible();

  await reading(page, HI, "165", "112");
  const emergency = page.getByTestId("alert-emergency");
  await expect(emergency).toContainText("अभी मदद लें");
  await expect(emergency).toContainText("प्री-एक्लेम्पसिया");
  await reading(page, HI, "145", "92");
  await expect(page.getByTestId("alert-urgent")).toContainText(
    "आज ही अपने डॉक्टर या नर्स/ANM को फ़ोन करके",
  );
  await expect(history(page, "आपकी रीडिंग").filter({ hasText: "165/112" })).toContainText(
    "बहुत ज़्यादा: अभी मदद लें",
  );
});

test("blood pressure signed in: the account's guidance, kept on the account", async ({ page }) => {
  await signUp(page, newUser("bp"), { week: "30" });
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/symptom-tracker?tab=bloodPressure&lng=en");
  await expect(page.getByText("What you log is kept on your account")).toBeVisible();

  await reading(page, EN, "400", "10");
  await expect(
    page.getByText("Enter the top number (systolic)", { exact: false }).last(),
  ).toBeVisible();

  await reading(page, EN, "145", "92");
  // The server's own words for a raised reading.
  await expect(page.getByTestId("alert-urgent")).toContainText("your doctor or midwife today");
  await reading(page, EN, "165", "112");
  await expect(page.getByTestId("alert-emergency")).toContainText("pre-eclampsia");

  const stored = await getJson<{ items: { systolic: number; category: string }[] }>(
    page,
    "/api/trackers/blood-pressure",
  );
  expect(stored.items.map((i) => `${String(i.systolic)} ${i.category}`).sort()).toEqual([
    "145 high",
    "165 emergency",
  ]);
  await page.reload();
  await expect(history(page, "Your readings").filter({ hasText: "165/112" })).toContainText(
    "Very high",
  );
});

test("weight signed out: BMI class, the recommended band on the chart, and lb kept as kg", async ({
  page,
}) => {
  await setWeek(page, 20);
  await page.goto("/symptom-tracker?tab=weight&lng=en");
  await expect(
    page.getByText("Add your height and weight before pregnancy to see the chart"),
  ).toBeVisible();

  // Bad input is refused in words and kept.
  await page.getByLabel("Height (cm)").fill("60");
  await page.getByLabel("Weight before pregnancy (kg)").fill("55");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText("Enter your height in centimetres, between 120 and 220."),
  ).toBeVisible();
  await page.getByLabel("Height (cm)").fill("160");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("bmi-result")).toHaveText(
    "Your BMI before pregnancy: 21.5 (healthy weight).",
  );
  await expect(
    page.getByText("Recommended gain over the whole pregnancy: 11.5–16.0 kg."),
  ).toBeVisible();

  await page.getByLabel("Weight (kg)").fill("59.2");
  await page.getByRole("button", { name: "Save weight" }).click();
  const summary = page.getByTestId("gain-summary");
  await expect(summary).toHaveText(
    /^You have gained 4\.2 kg by week 20; the recommended range at this week is 3\.0–5\.5 kg\.$/,
  );
  const chart = page.getByRole("img", { name: /Chart of your weight gain by week of pregnancy/ });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId("gain-band")).toHaveAttribute(
    "points",
    /\d+\.\d,\d+\.\d( \d+\.\d,\d+\.\d){85}/,
  );
  await expect(chart.getByTestId("gain-point")).toHaveCount(1);

  // lb: typed and shown back in lb, kept in kg on the device; the switch is remembered.
  await page.getByRole("radio", { name: "lb" }).check();
  await page.getByLabel("Weight (lb)").fill("150");
  await page.getByRole("button", { name: "Save weight" }).click();
  const items = history(page, "Your weights");
  await expect(items.filter({ hasText: "150 lb" })).toHaveCount(1);
  const kept = await deviceWeights(page);
  expect(kept.map((i) => i.kg).sort()).toEqual([59.2, 68.04]);
  await page.reload();
  await expect(page.getByRole("radio", { name: "lb" })).toBeChecked();
  await expect(items.filter({ hasText: "150 lb" })).toHaveCount(1);
  await page.getByRole("radio", { name: "kg" }).check();
  await expect(items.filter({ hasText: "68 kg" })).toHaveCount(1);
});

test("weight in Hindi, signed in: BMI class, band and summary, kept on the account in kg", async ({
  page,
}) => {
  await signUp(page, newUser("wt"), { week: "20" });
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/symptom-tracker?tab=weight&lng=hi");
  await expect(page.getByText("आप जो लिखती हैं वह आपके खाते में रहता है")).toBeVisible();
  await page.getByLabel("लंबाई (सेंटीमीटर)").fill("150");
  await page.getByLabel("प्रेग्नेंसी से पहले का वज़न (किलो)").fill("60");
  await page.getByRole("button", { name: "सेव करें", exact: true }).click();
  await expect(page.getByTestId("bmi-result")).toHaveText(
    "प्रेग्नेंसी से पहले आपका BMI: 26.7 (ज़्यादा वज़न)।",
  );

  await page.getByRole("radio", { name: "पाउंड" }).check();
  await page.getByLabel("वज़न (पाउंड)").fill("140");
  await page.getByRole("button", { name: "वज़न सेव करें" }).click();
  await expect(page.getByTestId("gain-summary")).toContainText("हफ़्ते 20 तक आपका वज़न");
  await expect(page.getByTestId("gain-summary")).toContainText("पाउंड");
  const chart = page.getByRole("img", { name: /वज़न बढ़त का चार्ट/ });
  await expect(chart.getByTestId("gain-band")).toBeVisible();
  await expect(history(page, "आपका वज़न").filter({ hasText: "140 पाउंड" })).toHaveCount(1);

  const weights = await getJson<{ items: { kg: number }[] }>(page, "/api/trackers/weights");
  expect(weights.items.map((i) => i.kg)).toEqual([63.5]);
  const profile = await getJson<unknown>(page, "/api/trackers/weights/profile");
  expect(profile).toMatchObject({ heightCm: 150, prePregnancyKg: 60, bmiClass: "overweight" });
});
