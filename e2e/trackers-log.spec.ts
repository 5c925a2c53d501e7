import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp, toast } from "./support/accounts.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** The day's section of a history ("Today"), as she reads it. */
const today = (page: Page, name = "Today") => page.getByRole("region", { name, exact: true });
const entry = (page: Page, text: string, day = "Today") =>
  today(page, day).getByRole("listitem").filter({ hasText: text });

async function logSymptom(
  page: Page,
  s: { listed?: string; own?: string; severity: string; note?: string },
) {
  if (s.own) {
    await page
      .getByLabel("Symptom", { exact: true })
      .selectOption({ label: "Something else (type it)" });
    await page.getByLabel("Your symptom, in your own words").fill(s.own);
  } else if (s.listed) {
    await page.getByRole("combobox", { name: "Symptom" }).selectOption({ label: s.listed });
  }
  await page.getByRole("radio", { name: s.severity }).check();
  if (s.note) await page.getByLabel("Note (optional)").fill(s.note);
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

test("signed out: a danger sign shows the emergency guidance before saving, then everything joins her account", async ({
  page,
}) => {
  await page.goto("/symptom-tracker?lng=en");
  await expect(page.getByRole("heading", { name: "Log a symptom" })).toBeVisible();
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();

  // Nothing chosen: told in words, nothing saved.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Choose mild, moderate or severe.")).toBeVisible();

  await logSymptom(page, {
    own: "bleeding",
    severity: "Severe",
    note: "heavy bleeding with clots",
  });
  const alert = page.getByRole("alert").filter({ hasText: "Get help now" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("link", { name: "108" })).toHaveAttribute("href", "tel:108");
  await expect(page.locator(":focus")).toContainText("Get help now");
  // Not saved yet: she reads the guidance first, and can still save.
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();
  await page.getByRole("button", { name: "Save it to my log" }).click();
  await expect(toast(page, "Symptom saved")).toBeVisible();
  const bleeding = entry(page, "bleeding");
  await expect(bleeding.getByText("Warning sign: get help now")).toBeVisible();
  await expect(bleeding.getByText("heavy bleeding with clots")).toBeVisible();
  await expect(bleeding.getByText("Severe")).toBeVisible();

  // An ordinary symptom: no alert, straight into today's history, with its remedies.
  await logSymptom(page, { listed: "Headache", severity: "Mild" });
  await expect(toast(page, "Symptom saved")).toBeVisible();
  const headache = entry(page, "Headache");
  await expect(headache).toBeVisible();
  await expect(headache.getByText(/Warning sign/)).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Get help now" })).toHaveCount(0);
  await expect(headache.getByRole("link", { name: "What helps with Headache" })).toHaveAttribute(
    "href",
    "/diet-exercise?tab=symptoms",
  );

  // A mood in one tap.
  await page.getByRole("tab", { name: "Mood" }).click();
  await page.getByLabel("A few words (optional)").fill("slept well");
  await page.getByRole("button", { name: "Save mood: Good" }).click();
  await expect(toast(page, "Mood saved")).toBeVisible();
  await expect(entry(page, "Good").getByText("slept well")).toBeVisible();

  // After sign-up the device's entries are on her account, served by the API.
  await signUp(page, newUser("log"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => page.evaluate(async () => (await fetch("/api/trackers/symptoms")).text()))
    .toContain("heavy bleeding with clots");
  await page.evaluate(() => localStorage.clear());
  await page.goto("/symptom-tracker?lng=en");
  await page.reload();
  await expect(entry(page, "bleeding").getByText("Warning sign: get help now")).toBeVisible();
  await expect(entry(page, "Headache")).toBeVisible();
  await expect(page.getByText("On this phone for now")).toHaveCount(0);
  await page.getByRole("tab", { name: "Mood" }).click();
  await expect(entry(page, "Good").getByText("slept well")).toBeVisible();
});

test("signed in: the account's alert is shown and the history keeps the mark; delete asks first", async ({
  page,
}) => {
  await signUp(page, newUser("logsi"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/symptom-tracker?lng=en");
  await logSymptom(page, {
    own: "bleeding",
    severity: "Severe",
    note: "heavy bleeding with clots",
  });
  await expect(page.getByRole("alert").filter({ hasText: "Get help now" })).toBeVisible();
  await page.getByRole("button", { name: "Save it to my log" }).click();
  await expect(entry(page, "bleeding").getByText("Warning sign: get help now")).toBeVisible();
  await page.reload();
  await expect(entry(page, "bleeding").getByText("Warning sign: get help now")).toBeVisible();

  await page.getByRole("button", { name: "Delete bleeding" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Entry deleted")).toBeVisible();
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Nothing logged yet.")).toBeVisible();
});

test("a week of low moods gently suggests mindfulness and, if she asks, the help lines", async ({
  page,
}) => {
  // Four earlier days that ended low or bad, kept on this phone (signed out).
  await page.goto("/symptom-tracker?lng=en&tab=mood");
  await page.evaluate(() => {
    const day = 86_400_000;
    const entries = ["low", "bad", "low", "bad"].map((mood, i) => {
      const at = new Date(Date.now() - (i + 1) * day).toISOString();
      return { id: crypto.randomUUID(), createdAt: at, updatedAt: at, mood, local: { week: 20 } };
    });
    localStorage.setItem("saathi_tracker.moods", JSON.stringify(entries));
  });
  await page.reload();
  await expect(entry(page, "Low", "Yesterday")).toBeVisible();
  // Four low days are not yet a week of them; one tap makes five.
  await expect(page.getByRole("link", { name: "Try a calming exercise" })).toHaveCount(0);
  await page.getByRole("button", { name: "Save mood: Low" }).click();
  await expect(entry(page, "Low")).toBeVisible();
  await expect(page.getByRole("link", { name: "Try a calming exercise" })).toHaveAttribute(
    "href",
    "/mindfulness",
  );
  await expect(page.getByRole("link", { name: "14416" })).toHaveCount(0);
  await page.getByRole("button", { name: "Show help lines" }).click();
  await expect(page.getByRole("link", { name: "14416" })).toHaveAttribute("href", "tel:14416");
  await expect(page.getByRole("link", { name: "988" })).toHaveAttribute("href", "tel:988");
});

test("in Hindi: the labels, the emergency guidance and the mood check-in", async ({ page }) => {
  await page.goto("/symptom-tracker?lng=hi");
  await expect(page.getByRole("heading", { name: "लक्षण लिखें" })).toBeVisible();
  await page.getByRole("combobox", { name: "लक्षण" }).selectOption({ label: "कुछ और (ख़ुद लिखें)" });
  await page.getByLabel("आपका लक्षण, आपके अपने शब्दों में").fill("bleeding");
  await page.getByRole("radio", { name: "तेज़" }).check();
  await page.getByLabel("नोट (ज़रूरी नहीं)").fill("heavy bleeding with clots");
  await page.getByRole("button", { name: "सेव करें", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "अभी मदद लें" })).toBeVisible();
  await page.getByRole("button", { name: "इसे मेरी सूची में सेव करें" }).click();
  await expect(entry(page, "bleeding", "आज").getByText("ख़तरे का लक्षण: अभी मदद लें")).toBeVisible();

  await page.getByRole("combobox", { name: "लक्षण" }).selectOption({ label: "सिरदर्द" });
  await page.getByRole("radio", { name: "हल्का" }).check();
  await page.getByRole("button", { name: "सेव करें", exact: true }).click();
  await expect(entry(page, "सिरदर्द", "आज")).toBeVisible();

  await page.getByRole("tab", { name: "मूड" }).click();
  await page.getByRole("button", { name: "मूड सेव करें: अच्छा" }).click();
  await expect(entry(page, "अच्छा", "आज")).toBeVisible();
});

test("a phone set to US or Indian English or to Hindi (India) gets its list of symptoms", async ({
  browser,
}) => {
  for (const [locale, headache] of [
    ["en-US", "Headache"],
    ["en-IN", "Headache"],
    ["hi-IN", "सिरदर्द"],
  ] as const) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/") && r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    // No ?lng= and nothing stored: the language is the phone's.
    await page.goto("/symptom-tracker");
    const symptom = page.getByRole("combobox", { name: locale === "hi-IN" ? "लक्षण" : "Symptom" });
    await expect(symptom.getByRole("option", { name: headache, exact: true })).toBeAttached();
    expect(refused, locale).toEqual([]);
    await context.close();
  }
});
