import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * /mindfulness (issue 13 part 5) on a phone, in English and Hindi: the breathing guide on a
 * controlled clock, the scripts read aloud by a fake speech synthesis, and the EPDS self-check
 * scored on the device with no request and nothing stored.
 */
test.use({ viewport: { width: 390, height: 844 } });

const T0 = new Date("2026-11-27T08:00:00Z");

/** Loads the page on a fake clock, then stops the clock: only runFor moves time on. */
async function openOnPausedClock(page: Page, lng: "en" | "hi") {
  await page.clock.install({ time: T0 });
  await page.goto(`/mindfulness?lng=${lng}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.clock.pauseAt(new Date(T0.getTime() + 120_000));
}

interface Spoken {
  text: string;
  lang: string;
}

/** A speech synthesis that records what it was asked to say and ends each line at once. */
function fakeSpeech(page: Page) {
  return page.addInitScript(() => {
    const record = { spoken: [] as Spoken[], cancelled: 0 };
    (window as unknown as { __speech: typeof record }).__speech = record;
    const fake = {
      speak(u: SpeechSynthesisUtterance) {
        record.spoken.push({ text: u.text, lang: u.lang });
        setTimeout(() => {
          u.onend?.(new Event("end") as SpeechSynthesisEvent);
        }, 20);
      },
      cancel() {
        record.cancelled += 1;
      },
      getVoices: (): SpeechSynthesisVoice[] => [],
      pause() {},
      resume() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: fake, configurable: true });
  });
}

const speech = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __speech: { spoken: Spoken[]; cancelled: number } }).__speech,
  );

test("breathing: a session starts, counts down, pauses, stops, and ends by itself", async ({
  page,
}) => {
  await openOnPausedClock(page, "en");
  const guide = page.locator("#breathing");
  const cue = guide.getByTestId("breathing-cue");
  const left = guide.getByRole("timer");
  await expect(guide.getByRole("button", { name: "3 minutes" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(left).toHaveText("3:00");
  await guide.getByRole("button", { name: "Start" }).click();
  await expect(cue).toHaveText("Breathe in · 4");
  await expect(guide.getByRole("button", { name: "1 minute" })).toBeDisabled();
  // The guide moves on every 250 ms: each step runs one tick past the second it checks.
  await page.clock.runFor(2300);
  await expect(cue).toHaveText("Breathe in · 2");
  await page.clock.runFor(3000);
  await expect(cue).toHaveText("Breathe out · 5");
  await expect(left).toHaveText("2:55");

  await guide.getByRole("button", { name: "Pause" }).click();
  await page.clock.runFor(3000);
  await expect(left).toHaveText("2:55");
  await expect(cue).toContainText("Paused");
  await guide.getByRole("button", { name: "Resume" }).click();
  await page.clock.runFor(1300);
  await expect(left).toHaveText("2:54");

  await guide.getByRole("button", { name: "Stop" }).click();
  await expect(left).toHaveText("3:00");
  await expect(cue).toContainText("press Start when you are ready");

  await guide.getByRole("button", { name: "1 minute" }).click();
  await expect(left).toHaveText("1:00");
  await guide.getByRole("button", { name: "Start" }).click();
  await page.clock.runFor(60_300);
  await expect(cue).toContainText("Your session is over");
  await expect(left).toHaveText("0:00");
  await expect(guide.getByRole("button", { name: "Start" })).toBeVisible();
});

test("breathing in Hindi with reduced motion: words only; leaving the page stops it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openOnPausedClock(page, "hi");
  const guide = page.locator("#breathing");
  await guide.getByRole("button", { name: "शुरू करें" }).click();
  await expect(guide.getByTestId("breathing-cue")).toHaveText("साँस अंदर लें · 4");
  await expect(guide.getByTestId("breathing-circle")).toBeHidden();
  await expect(guide.getByText("सिर्फ़ शब्द दिखेंगे")).toBeVisible();
  await page.clock.runFor(4300);
  await expect(guide.getByTestId("breathing-cue")).toHaveText("साँस बाहर छोड़ें · 6");

  await page.getByRole("link", { name: "साथी होम" }).click();
  await expect(page).not.toHaveURL(/mindfulness/);
  await page.clock.runFor(5000); // the session's timer is gone with the page: nothing runs
  expect(errors).toEqual([]);
  await page.goBack();
  await expect(page.locator("#breathing").getByRole("timer")).toHaveText("3:00");
  await expect(page.locator("#breathing").getByRole("button", { name: "शुरू करें" })).toBeVisible();
});

test("the relaxation is read aloud in English; Stop silences it", async ({ page }) => {
  await fakeSpeech(page);
  await page.goto("/mindfulness?lng=en");
  const relaxation = page.locator("#relaxation");
  const firstStep = await relaxation.getByRole("listitem").first().innerText();
  await relaxation.getByRole("button", { name: "Play" }).click();
  await expect(relaxation.getByText("Reading aloud…")).toBeVisible();
  await expect.poll(async () => (await speech(page)).spoken.length).toBeGreaterThan(0);
  const [first] = (await speech(page)).spoken;
  expect(first?.lang).toMatch(/^en-(IN|US)$/);
  expect(firstStep).toContain(first?.text ?? "-");
  expect(first?.text).toMatch(/^Get comfortable/);
  await expect(relaxation.getByRole("listitem").first()).toHaveAttribute("aria-current", "step");
  // After a short pause, the next step follows.
  await expect.poll(async () => (await speech(page)).spoken.length, { timeout: 6000 }).toBe(2);
  await expect(relaxation.getByRole("listitem").nth(1)).toHaveAttribute("aria-current", "step");

  const before = (await speech(page)).cancelled;
  await relaxation.getByRole("button", { name: "Stop" }).click();
  await expect(relaxation.getByRole("button", { name: "Play" })).toBeVisible();
  expect((await speech(page)).cancelled).toBeGreaterThan(before);
  await expect(relaxation.locator("[aria-current=step]")).toHaveCount(0);
});

test("the body scan is read aloud in Hindi (hi-IN), and leaving the page silences it", async ({
  page,
}) => {
  await fakeSpeech(page);
  await page.goto("/mindfulness?lng=hi");
  const scan = page.locator("#bodyScan");
  await scan.getByRole("button", { name: "सुनें" }).click();
  await expect.poll(async () => (await speech(page)).spoken.length).toBeGreaterThan(0);
  const [first] = (await speech(page)).spoken;
  expect(first?.lang).toBe("hi-IN");
  expect(first?.text).toMatch(/^आराम की स्थिति में आ जाएँ/);
  const before = (await speech(page)).cancelled;
  await page.getByRole("link", { name: "साथी होम" }).click();
  await expect(page).not.toHaveURL(/mindfulness/);
  expect((await speech(page)).cancelled).toBeGreaterThan(before);
});

test("without speech synthesis the page says so and keeps the text", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
  });
  await page.goto("/mindfulness?lng=en");
  const relaxation = page.locator("#relaxation");
  await expect(relaxation.getByRole("note")).toContainText("Your browser cannot read aloud");
  await expect(relaxation.getByRole("button", { name: "Play" })).toBeDisabled();
  await expect(relaxation.getByRole("listitem")).toHaveCount(11);
});

/** Picks answer `choice` (0 = first shown) for EPDS item `item` (1-10). */
const answer = (page: Page, item: number, choice: number) =>
  page
    .getByRole("group", { name: new RegExp(`^${String(item)}\\. `) })
    .getByRole("radio")
    .nth(choice)
    .check();

/** Records every /api/ request from now on, and what the page keeps in storage. */
async function watchPrivacy(page: Page) {
  await page.waitForLoadState("networkidle");
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) requests.push(request.url());
  });
  const storage = () =>
    page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  const stored = await storage();
  return { requests, storedNow: storage, stored };
}

test("EPDS: every band from the answers, scored on the device with no request", async ({
  page,
}) => {
  await page.goto("/mindfulness?lng=en#self-check");
  const check = page.locator("#self-check");
  await expect(check.getByText(/never sent anywhere or saved/)).toBeVisible();
  await expect(
    check.getByText(/Cox, J\.L\., Holden, J\.M\. and Sagovsky, R\. \(1987\)/),
  ).toBeVisible();
  const privacy = await watchPrivacy(page);

  await answer(page, 1, 0);
  await check.getByRole("button", { name: "See my result" }).click();
  await expect(check.getByText("Please answer every question (9 still to answer).")).toBeVisible();
  await expect(page.getByRole("group", { name: /^2\. / }).getByRole("radio").first()).toBeFocused();

  // The calmest answers: 0 out of 30.
  for (const [item, choice] of [0, 0, 3, 0, 3, 3, 3, 3, 3, 3].entries()) {
    await answer(page, item + 1, choice);
  }
  await expect(page.getByTestId("crisis-help")).toHaveCount(0);
  await check.getByRole("button", { name: "See my result" }).click();
  const result = page.getByTestId("epds-result");
  await expect(result).toContainText("0 out of 30");
  await expect(result).toContainText("Your answers do not suggest depression");

  // Items 1, 2, 4 at their hardest and item 3 at "most of the time": 12, possible.
  for (const [item, choice] of [
    [1, 3],
    [2, 3],
    [4, 3],
    [3, 0],
  ] as const) {
    await answer(page, item, choice);
  }
  await expect(result).toContainText("12 out of 30");
  await expect(result).toContainText("Your answers suggest you could be depressed");
  await answer(page, 5, 2); // "No, not much" adds 1: 13, likely.
  await expect(result).toContainText("13 out of 30");
  await expect(result).toContainText("Please talk to your doctor soon");

  await check.getByRole("button", { name: "Start again" }).click();
  await expect(result).toHaveCount(0);
  await expect(check.getByRole("radio", { checked: true })).toHaveCount(0);
  expect(privacy.requests).toEqual([]);
  expect(await privacy.storedNow()).toBe(privacy.stored);
});

test("EPDS item 10: any answer but 'Never' shows the crisis numbers at once", async ({ page }) => {
  await page.goto("/mindfulness?lng=en");
  const privacy = await watchPrivacy(page);
  await answer(page, 10, 2); // "Hardly ever", before any other answer
  const help = page.getByTestId("crisis-help");
  await expect(help).toBeVisible();
  await expect(help).toHaveAttribute("role", "alert");
  for (const number of ["14416", "988", "112", "108", "911"]) {
    await expect(help.getByRole("link", { name: number })).toHaveAttribute("href", `tel:${number}`);
  }
  await answer(page, 10, 3); // "Never"
  await expect(help).toHaveCount(0);
  await answer(page, 10, 0);
  await expect(help).toBeVisible();
  expect(privacy.requests).toEqual([]);
});

test("EPDS in Hindi: the items, a result band and the crisis numbers", async ({ page }) => {
  await page.goto("/mindfulness?lng=hi");
  const privacy = await watchPrivacy(page);
  const check = page.locator("#self-check");
  await expect(
    page.getByRole("group", { name: /^10\. मेरे मन में ख़ुद को नुक़सान पहुँचाने का ख़याल/ }),
  ).toBeVisible();
  await answer(page, 10, 1); // "कभी-कभी"
  await expect(page.getByTestId("crisis-help")).toContainText("14416");
  await expect(page.getByTestId("crisis-help").getByRole("link", { name: "988" })).toBeVisible();
  for (const [item, choice] of [3, 3, 0, 3, 0, 0, 0, 0, 0].entries()) {
    await answer(page, item + 1, choice);
  }
  await check.getByRole("button", { name: "मेरा नतीजा देखें" }).click();
  const result = page.getByTestId("epds-result");
  await expect(result).toContainText("30 में से 29");
  await expect(result).toContainText("डिप्रेशन हो सकता है");
  await expect(result).toContainText("सवाल 10 के आपके जवाब की वजह से");
  expect(privacy.requests).toEqual([]);
  expect(await privacy.storedNow()).toBe(privacy.stored);
});

for (const lng of ["en", "hi"] as const) {
  test(`a running session, the crisis box and a result have no serious axe violations (${lng})`, async ({
    page,
  }) => {
    await page.goto(`/mindfulness?lng=${lng}`);
    await page
      .locator("#breathing")
      .getByRole("button")
      .filter({ hasText: /Start|शुरू/ })
      .click();
    for (const [item, choice] of [3, 3, 0, 3, 0, 0, 0, 0, 0, 1].entries()) {
      await answer(page, item + 1, choice);
    }
    await page.locator("#self-check button[type=submit]").click();
    await expect(page.getByTestId("epds-result")).toBeVisible();
    await expect(page.getByTestId("crisis-help")).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${lng} ${v.id}`)).toEqual([]);
  });
}
