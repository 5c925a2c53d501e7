import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_ROUTES } from "./routes.ts";
import { newUser, signUp } from "./support/accounts.ts";
import { scrollToSection } from "./support/home.ts";

const EXTRA = ["/no/such/page", "/admin", "/admin/unknown"];

// The tests below the page loop run several axe scans each; one scan can take ten seconds.
test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// One test per page and language: 42 scans in a single test ran past its timeout in CI with nothing wrong on any page.
for (const lng of ["en", "hi"] as const) {
  for (const path of [...PUBLIC_ROUTES.map((r) => r.path), ...EXTRA]) {
    test(`no serious or critical axe violations on ${path} (${lng})`, async ({ page }) => {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path === "/") {
        await scrollToSection(page, "companion");
        await scrollToSection(page, "safety");
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("the open mobile menu and the language list have no serious violations", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  let { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /Choose language/ }).click();
  ({ violations } = await new AxeBuilder({ page }).analyze());
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("signed in: /account, the user menu and the delete dialog have no serious violations", async ({
  page,
}) => {
  const serious = () => seriousViolations(page);
  await signUp(page, newUser("axe"), { week: "8" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  expect(await serious()).toEqual([]);
  await page.keyboard.press("Escape");
  for (const lng of ["en", "hi"]) {
    await page.goto(`/account?lng=${lng}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await serious()).toEqual([]);
  }
  await page.getByLabel("पक्का करने के लिए अपना पासवर्ड").fill("x");
  await page.getByRole("button", { name: "मेरा खाता मिटाएँ" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  expect(await serious()).toEqual([]);
});

test("the dashboard with a week set, and its picture dialog, have no serious violations", async ({
  page,
}) => {
  const serious = () => seriousViolations(page);
  for (const lng of ["en", "hi"]) {
    await page.goto(`/dashboard?lng=${lng}`);
    await page.locator("select").nth(1).selectOption("26");
    await page
      .locator("section button")
      .filter({ hasText: lng === "en" ? "Update" : "अपडेट" })
      .click();
    await expect(page.getByTestId("week-badge")).toBeVisible();
    await expect(page.locator("main img[src^='/api/images/']").first()).toBeVisible();
    expect(await serious()).toEqual([]);
  }
  await page.locator("main button").filter({ hasText: "बड़ा करके देखें" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await serious()).toEqual([]);
});

test("safety results in every state have no serious violations (Hindi, phone)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?lng=hi");
  await scrollToSection(page, "safety");
  const safety = page.locator("#safety");
  for (const [name, verdict] of [
    ["Crocin", "आमतौर पर सुरक्षित माना जाता है"],
    ["Combiflam", "सलाह नहीं दी जाती"],
    ["खाँसी की दवा", "उत्पाद पर निर्भर है"],
    ["mometasone", "आपका मतलब कौन-सा है?"],
    ["Zorvalex", "पर्याप्त जानकारी नहीं"],
  ] as const) {
    await safety.getByRole("textbox").fill(name);
    await safety.getByRole("textbox").press("Enter");
    await expect(safety.getByText(verdict, { exact: true })).toBeVisible();
    expect(await seriousViolations(page), name).toEqual([]);
  }
});
