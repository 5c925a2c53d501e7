import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";
import { holdRequests } from "./support/hold.ts";

test.use({ viewport: { width: 390, height: 844 } });

const cards = (page: Page) =>
  page.getByRole("region", { name: /Names for you|आपके लिए नाम/ }).getByRole("listitem");
const cardNames = async (page: Page) =>
  (
    await cards(page)
      .getByRole("heading", { level: 3 })
      .locator('span[lang="en"]')
      .allTextContents()
  ).sort();

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);
}

test("English: generate for two origin/gender pairs, vary, filter by nakshatra, keep and share", async ({
  page,
  browser,
}) => {
  await page.goto("/baby-names?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baby Names");
  await page.getByLabel("Origin").selectOption({ label: "Tamil" });
  await page.getByLabel("Girl").check();
  // The spec's waiting text while the names are chosen.
  const release = await holdRequests(page, "**/api/baby-names");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(page.getByRole("button", { name: "Generating names..." })).toBeDisabled();
  release();
  await expect(cards(page)).toHaveCount(12);
  for (const text of await cards(page).allTextContents())
    expect(text).toContain("Girl · Origin: Tamil");
  await page.unroute("**/api/baby-names");

  await page.getByLabel("Origin").selectOption({ label: "Sanskrit" });
  await page.getByLabel("Boy", { exact: true }).check();
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(cards(page).first()).toContainText("Boy · Origin: Sanskrit");
  const first = await cardNames(page);
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect.poll(() => cardNames(page)).not.toEqual(first);
  const second = await cardNames(page);
  expect(second.filter((n) => first.includes(n))).toEqual([]);

  // A birth star fills its four syllables; every name starts with one of them.
  await page.getByText("More ways to choose").click();
  await page.getByLabel("Birth star (nakshatra)").selectOption({ label: "Ashwini — चू चे चो ला" });
  await expect(page.getByLabel("Starts with")).toHaveValue("चू, चे, चो, ला");
  await page.getByLabel("Origin").selectOption({ label: "Any origin" });
  await page.getByLabel("Any", { exact: true }).check();
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(cards(page).first()).toBeVisible();
  const spelled = await cards(page).locator('h3 span[lang="hi"]').allTextContents();
  expect(spelled.length).toBeGreaterThan(0);
  for (const d of spelled) expect(d, d).toMatch(/^(चू|चे|चो|ला)(?![\u093e-\u094c])/);

  // A name kept with ♡ is still there after a reload.
  const kept = (await cards(page).first().locator('h3 span[lang="en"]').textContent()) ?? "";
  await page.getByRole("button", { name: `Add ${kept} to your shortlist` }).click();
  const shortlist = page.getByRole("region", { name: "Your shortlist" });
  await expect(shortlist).toContainText(kept);
  await page.reload();
  await expect(shortlist).toContainText(kept);
  await expect(shortlist).toContainText("1 name, saved on this device");
  expect(await seriousViolations(page)).toEqual([]);

  // Her link opens the comparison on her partner's phone.
  await page.getByRole("button", { name: "Share my list" }).click();
  const link = await page.getByLabel("Link to your list").inputValue();
  expect(link).toMatch(/\/baby-names\?list=/);
  const partner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await partner.goto(`${link}&lng=en`);
  const compare = partner.getByRole("region", { name: "Compare lists" });
  await expect(compare.getByRole("list", { name: "Their list" })).toContainText(kept);
  await expect(compare.getByRole("list", { name: "You both like" })).toHaveCount(0);
  // The partner keeps the same name from her list: it shows under "You both like".
  await compare.getByRole("button", { name: `Add ${kept} to your shortlist` }).click();
  await expect(compare.getByRole("list", { name: "You both like" })).toContainText(kept);
  await partner.close();
});

test("Hindi: names with Hindi meanings, a syllable filter, and the failure message", async ({
  page,
}) => {
  await page.goto("/baby-names?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बच्चों के नाम");
  await page.getByLabel("मूल", { exact: true }).selectOption({ label: "हिंदी" });
  await page.getByLabel("लड़की").check();
  await page.getByText("चुनने के और तरीक़े").click();
  await page.getByLabel("किससे शुरू हो").fill("ल");
  await page.getByRole("button", { name: "नाम दिखाएँ" }).click();
  await expect(cards(page).first()).toBeVisible();
  for (const text of await cards(page).allTextContents()) {
    expect(text).toContain("लड़की · मूल: हिंदी");
    expect(text).toMatch(/[\u0900-\u097f]{2,}/);
  }
  for (const d of await cards(page).locator('h3 span[lang="hi"]').allTextContents())
    expect(d, d).toMatch(/^ल(?![\u093e-\u094c\u094d])/);
  await expect(cards(page).first().locator('p[lang="hi"]')).toHaveClass(/text-lg/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.route("**/api/baby-names", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"x","code":"INTERNAL"}',
    }),
  );
  await page.getByRole("button", { name: "नाम दिखाएँ" }).click();
  await expect(page.getByRole("alert")).toHaveText("नाम नहीं मिल पाए। कृपया फिर से कोशिश करें।");
});

test("English failure message, and the desktop layout", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route("**/api/baby-names", (route) => route.abort());
  await page.goto("/baby-names?lng=en");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to fetch names. Please try again.");
  await page.unroute("**/api/baby-names");
  await page.getByRole("button", { name: "Generate names" }).click();
  await expect(cards(page)).toHaveCount(12);
});

test("a shortlist kept before sign-up joins her account and comes back on another phone", async ({
  page,
}) => {
  await page.goto("/baby-names?lng=en");
  await page.getByLabel("Origin").selectOption({ label: "Bengali" });
  await page.getByRole("button", { name: "Generate names" }).click();
  const kept = (await cards(page).first().locator('h3 span[lang="en"]').textContent()) ?? "";
  await page.getByRole("button", { name: `Add ${kept} to your shortlist` }).click();

  await signUp(page, newUser("names"));
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto("/baby-names?lng=en");
  const shortlist = page.getByRole("region", { name: "Your shortlist" });
  await expect(shortlist).toContainText("1 name, saved with your account");
  await expect
    .poll(async () =>
      JSON.stringify(await (await page.request.get("/api/baby-names/shortlist")).json()),
    )
    .toContain(kept);
  // Another phone: nothing on the device, the account brings the list back.
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(shortlist).toContainText(kept);
});

test("pronunciation: a Hindi voice reads the Devanagari, and a phone without speech is told so", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const said: { text: string; lang: string }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    Object.defineProperty(window, "speechSynthesis", {
      value: {
        getVoices: () => [],
        cancel: () => undefined,
        speak: (u: SpeechSynthesisUtterance) => said.push({ text: u.text, lang: u.lang }),
      },
    });
  });
  await page.goto("/baby-names?lng=en");
  await page.getByLabel("Origin").selectOption({ label: "Telugu" });
  await page.getByRole("button", { name: "Generate names" }).click();
  const first = cards(page).first();
  const latin = (await first.locator('h3 span[lang="en"]').textContent()) ?? "";
  const devanagari = (await first.locator('h3 span[lang="hi"]').textContent()) ?? "";
  // Exact: random names can hold one another ("Hiba" in "Sahiba").
  await page.getByRole("button", { name: `Hear ${latin}`, exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { said: unknown[] }).said)).toEqual([
    { text: devanagari, lang: "hi-IN" },
  ]);
  await expect(
    page.getByText("This browser can't read names aloud.", { exact: false }),
  ).toHaveCount(0);

  const mute = await page.context().newPage();
  await mute.addInitScript(() => {
    delete (window as unknown as { speechSynthesis?: unknown }).speechSynthesis;
    Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
  });
  await mute.goto("/baby-names?lng=hi");
  await mute.getByRole("button", { name: "नाम दिखाएँ" }).click();
  const name = (await cards(mute).first().locator('h3 span[lang="en"]').textContent()) ?? "";
  await mute.getByRole("button", { name: `${name} सुनें`, exact: true }).click();
  await expect(mute.getByText("यह ब्राउज़र नाम बोलकर नहीं सुना सकता।", { exact: false })).toBeVisible();
  await mute.setViewportSize({ width: 1280, height: 800 });
  await mute.getByText("चुनने के और तरीक़े").click();
  await mute.getByLabel("राशि").selectOption({ label: "मेष" });
  await expect(mute.getByLabel("किससे शुरू हो")).toHaveValue("चू, चे, चो, ला, ली, लू, ले, लो, अ");
  await mute.close();
});
