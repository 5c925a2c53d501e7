import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND, PUBLIC_ROUTES } from "./routes.ts";

/** A translation key shown instead of its text, e.g. "nav.dietExercise" or "hero.slogan". */
const RAW_KEY =
  /^[a-z]+(\.[a-zA-Z-]+)+$|\b[a-z]+\.[a-z]+[A-Z][A-Za-z]*\b|\b(?:nav|footer|hero|soon|errors)\.[a-z]+\b/;

/** Text nodes that show a raw key, "undefined", "[object …]" or "TODO" instead of words. */
function suspiciousTexts(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const raw = new RegExp(pattern);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (text && (raw.test(text) || /\bundefined\b|\[object|\bTODO\b/.test(text)))
        found.push(text);
    }
    return found;
  }, RAW_KEY.source);
}

for (const lng of ["en", "hi"] as const) {
  test.describe(`every route in ${lng === "en" ? "English" : "Hindi"}`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route.path} shows its heading, header and footer, and breaks no security policy`, async ({
        page,
      }) => {
        // What the browser reports against our CSP (Lighthouse counts it against best practices).
        await page.addInitScript(() => {
          const seen: string[] = [];
          Object.assign(window, { __violations: seen });
          document.addEventListener("securitypolicyviolation", (event) =>
            seen.push(`${event.violatedDirective} ${event.sourceFile}`),
          );
        });
        await page.goto(`${route.path}?lng=${lng}`, { waitUntil: "networkidle" });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route[lng]);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await expect(page.locator("html")).toHaveClass(new RegExp(`lang-${lng}`));
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        expect(await suspiciousTexts(page)).toEqual([]);
        const violations = await page.evaluate(
          () => (window as never as { __violations: string[] }).__violations,
        );
        expect(violations).toEqual([]);
      });
    }

    test("any other path shows the not-found page", async ({ page }) => {
      await page.goto(`/no/such/page?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[lng].title);
      await expect(page.getByText(NOT_FOUND[lng].text)).toBeVisible();
      await expect(page.getByRole("banner")).toBeVisible();
    });

    test("unknown /admin paths show the not-found page without header or footer", async ({
      page,
    }) => {
      await page.goto(`/admin/nothing-here?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND[lng].title);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
    });
  });
}

test("/admin has its own layout without header or footer", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin login");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test.describe("redirects", () => {
  test("/tracker goes to the symptom tracker", async ({ page }) => {
    await page.goto("/tracker");
    await expect(page).toHaveURL(/\/symptom-tracker$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Symptom Tracker");
  });

  test("/resources goes to the FAQs", async ({ page }) => {
    await page.goto("/resources");
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQs & Resources");
  });

  test("/journal goes to the journal section of the FAQs page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto("/journal");
    await expect(page).toHaveURL(/\/faqs#journal-section$/);
    const journal = page.getByRole("heading", { name: "Pregnancy Journal" });
    await expect(journal).toBeInViewport();
  });
});

test("a page whose texts cannot load says so in her language, and Try again brings it", async ({
  page,
}) => {
  // The waitlist page's own texts (not its code, "waitlist-page-…"): Hindi, for this visit.
  const texts = /\/assets\/waitlist-[\w-]{8}\.js$/;
  await page.route(texts, (route) => route.abort("failed"));
  await page.goto("/waitlist?lng=hi");
  await expect(page.getByRole("alert")).toContainText("यह पेज दिखाया नहीं जा सका");
  await page.unroute(texts);
  await page.getByRole("button", { name: "फिर से कोशिश करें" }).click();
  await expect(page.getByRole("button", { name: "वेटलिस्ट में जुड़ें" })).toBeVisible();
  expect(await suspiciousTexts(page)).toEqual([]);
});
