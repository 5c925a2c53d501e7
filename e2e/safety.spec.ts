import { expect, test, type Page } from "@playwright/test";
import { photographLabel } from "../src/server/testing/render-label.ts";
import { scrollToSection } from "./support/home.ts";
import { holdRequests } from "./support/hold.ts";

const section = (page: Page) => page.locator("#safety");
const field = (page: Page) => section(page).getByRole("textbox");

/** A product label drawn by this Chromium, as a phone photo of a pack would be. */
async function label(page: Page, lines: [string, number][]): Promise<Buffer> {
  const drawn = await page.context().newPage();
  const png = await photographLabel(drawn, {
    width: 800,
    height: 500,
    lines: lines.map(([text, size]) => ({ text, size, weight: 700 })),
  });
  await drawn.close();
  return png;
}

test("check a medicine: Checking..., the verdict in words, notes, alternatives; Clear", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/api/medication/check");
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  await field(page).fill("Combiflam 400 tab");
  await section(page).getByRole("button", { name: "Check" }).click();
  await expect(section(page).getByRole("button", { name: "Checking..." })).toBeDisabled();
  release();
  const result = section(page).getByRole("region", { name: "Result for “Combiflam 400 tab”" });
  await expect(result.getByText("Not recommended", { exact: true })).toBeVisible();
  await expect(result.getByText("Combiflam is a brand of Ibuprofen + paracetamol")).toBeVisible();
  await expect(
    result.getByRole("heading", { name: "Safer options to discuss with your doctor" }),
  ).toBeVisible();
  await expect(result.getByText("Third trimester (week 27 on)")).toBeVisible();
  await expect(
    page.locator("li.toast-root").filter({ hasText: "Safety check complete" }),
  ).toBeVisible();
  await result.getByRole("button", { name: "Clear" }).click();
  await expect(result).toBeHidden();
});

test("empty name: the spec's toast and no call; unknown names are honest", async ({ page }) => {
  let calls = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/medication/check")) calls++;
  });
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  await field(page).fill("   ");
  await field(page).press("Enter");
  const toast = page.locator("li.toast-root");
  await expect(toast.filter({ hasText: "Input required" })).toContainText(
    "Please enter a medication name",
  );
  expect(calls).toBe(0);
  await field(page).fill("Zorvalex 20");
  await field(page).press("Enter");
  await expect(section(page).getByText("Insufficient data", { exact: true })).toBeVisible();
  await expect(
    section(page)
      .getByText(/ask your doctor or pharmacist/i)
      .first(),
  ).toBeVisible();
});

/** Opens home in Hindi and checks a name as a user would, with the Enter key. */
async function checkInHindi(page: Page, name: string) {
  await page.goto("/?lng=hi");
  await scrollToSection(page, "safety");
  await field(page).fill(name);
  await field(page).press("Enter");
}

test("a kind of product (Hindi): 'depends on the product', with what to look for", async ({
  page,
}) => {
  await checkInHindi(page, "खाँसी की दवा");
  await expect(section(page).getByText("उत्पाद पर निर्भर है", { exact: true })).toBeVisible();
  await expect(section(page).getByText(/कोडीन/).first()).toBeVisible();
});

test("a name that could mean two products offers both; choosing one checks it", async ({
  page,
}) => {
  await checkInHindi(page, "mometasone");
  await expect(section(page).getByText("आपका मतलब कौन-सा है?", { exact: true })).toBeVisible();
  await expect(section(page).getByText("क्या आपका मतलब था:")).toBeVisible();
  await section(page)
    .getByRole("button", { name: /^मोमेटासोन .*स्प्रे/ })
    .click();
  await expect(section(page).getByText("क्या आपका मतलब था:")).toBeHidden();
  await expect(
    section(page).getByRole("heading", { name: /^“मोमेटासोन .*स्प्रे \(Mometasone\)” का नतीजा$/ }),
  ).toBeVisible();
});

test("recent checks: newest first, no duplicates, at most five; hints check at once", async ({
  page,
}) => {
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  for (const name of [
    "Crocin",
    "Tylenol",
    "Isabgol",
    "Shelcal",
    "Zyrtec",
    "Crocin",
    "Folic acid",
  ]) {
    await field(page).fill(name);
    await field(page).press("Enter");
    await expect(section(page).getByRole("region", { name: `Result for “${name}”` })).toBeVisible();
  }
  const chips = section(page).getByRole("list", { name: "Recently checked" }).getByRole("button");
  await expect(chips).toHaveText(["Folic acid", "Crocin", "Zyrtec", "Shelcal", "Isabgol"]);
  await chips.filter({ hasText: "Zyrtec" }).click();
  await expect(chips.first()).toHaveText("Zyrtec");
  await section(page).getByRole("button", { name: "Ginger tea" }).click();
  await expect(
    section(page).getByRole("region", { name: "Result for “Ginger tea”" }),
  ).toBeVisible();
  await expect(field(page)).toHaveValue("Ginger tea");
});

test("in Hindi: a Devanagari name gets a Hindi answer", async ({ page }) => {
  await page.goto("/?lng=hi");
  await scrollToSection(page, "safety");
  await field(page).fill("पैरासिटामोल");
  await section(page).getByRole("button", { name: "जाँचें" }).click();
  await expect(
    section(page).getByText("आमतौर पर सुरक्षित माना जाता है", { exact: true }),
  ).toBeVisible();
  await expect(
    section(page)
      .getByText(/सबसे कम/)
      .first(),
  ).toBeVisible();
  await section(page).getByRole("button", { name: "अदरक की चाय" }).click();
  await expect(section(page).getByRole("region", { name: "“अदरक की चाय” का नतीजा" })).toBeVisible();
});

test("upload a label: preview, reading, the product recognised, then Clear removes it all", async ({
  page,
}) => {
  const release = await holdRequests(page, "**/api/product/image-check");
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  const png = await label(page, [
    ["Combiflam", 64],
    ["Ibuprofen and Paracetamol Tablets IP", 28],
  ]);
  await page.getByTestId("upload-input").setInputFiles({
    name: "pack.png",
    mimeType: "image/png",
    buffer: png,
  });
  const panel = section(page).getByRole("region", { name: "What the photo told us" });
  await expect(panel.getByRole("img", { name: "The photo you chose" })).toBeVisible();
  await expect(panel.getByRole("status")).toHaveText("Reading the label...");
  await expect(panel).toHaveAttribute("aria-busy", "true");
  release();
  await expect(panel.getByTestId("product-name")).toHaveText("Combiflam", { timeout: 20_000 });
  await expect(panel.getByText("Not recommended", { exact: true })).toBeVisible();
  await expect(
    page.locator("li.toast-root").filter({ hasText: "Image analysis complete" }),
  ).toBeVisible();
  await panel.getByRole("button", { name: "Clear" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId("upload-input")).toHaveValue("");
});

test("a photo over 5 MB is not sent: the spec's toast; a non-image is refused", async ({
  page,
}) => {
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("/api/product/image-check")) sent++;
  });
  await page.goto("/?lng=hi");
  await scrollToSection(page, "safety");
  await page.getByTestId("upload-input").setInputFiles({
    name: "big.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(page.locator("li.toast-root").filter({ hasText: "फ़ाइल बहुत बड़ी है" })).toContainText(
    "कृपया 5MB से छोटी फ़ोटो चुनें",
  );
  expect(sent).toBe(0);
});

test("failures: the spec's toasts for a failed check and a failed photo analysis", async ({
  page,
}) => {
  await page.route("**/api/medication/check", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong", code: "INTERNAL" } }),
  );
  await page.route("**/api/product/image-check", (route) =>
    route.fulfill({ status: 429, json: { message: "Too many requests", code: "RATE_LIMITED" } }),
  );
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  await field(page).fill("Crocin");
  await field(page).press("Enter");
  await expect(
    page.locator("li.toast-root").filter({ hasText: "Error checking medication" }),
  ).toContainText("Failed to check medication: Something went wrong");
  await expect(field(page)).toHaveValue("Crocin");
  const png = await label(page, [["Crocin", 64]]);
  await page.getByTestId("upload-input").setInputFiles({
    name: "pack.png",
    mimeType: "image/png",
    buffer: png,
  });
  await expect(
    page.locator("li.toast-root").filter({ hasText: "Error analyzing product" }),
  ).toContainText(
    "Failed to analyze the product image: Too many checks just now. Please wait a minute and try again.",
  );
});

test("the safety check renders as she scrolls near it, not with the first paint (phone)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("section#safety")).toHaveCount(0);
  await scrollToSection(page, "safety");
  await expect(section(page).getByRole("button", { name: "Check" })).toBeVisible();
});
