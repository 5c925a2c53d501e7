import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "./routes.ts";
import { holdRequests } from "./support/hold.ts";

test.describe("header", () => {
  test("the language chosen in the header switches the interface and survives a reload", async ({
    page,
  }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Baby & Me");
    await page.getByRole("button", { name: /Choose language, current: English/ }).click();
    await page.getByRole("button", { name: "हिंदी" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बेबी और मैं");
    await expect(page.getByRole("navigation", { name: "मुख्य" })).toContainText("आहार और व्यायाम");
    await expect(page.locator("html")).toHaveClass(/lang-hi/);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बेबी और मैं");
    await expect(page.locator("html")).toHaveClass(/lang-hi/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const stored = await page.evaluate(() => ({
      language: localStorage.getItem("saathi_preferredLanguage"),
      voice: localStorage.getItem("saathi_voicePreference"),
    }));
    expect(stored).toEqual({ language: "hi", voice: "hindi" });
  });

  test("the language list closes with Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    const trigger = page.getByRole("button", { name: /Choose language/ });
    await trigger.click();
    await expect(page.getByRole("button", { name: "हिंदी" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "हिंदी" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the pill navigation highlights the active page", async ({ page }) => {
    await page.goto("/mindfulness");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Mindfulness" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    await nav.getByRole("link", { name: "Baby Names" }).click();
    await expect(page).toHaveURL(/\/baby-names$/);
    await expect(nav.getByRole("link", { name: "Baby Names" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the logo goes home from elsewhere, and on home scrolls back to the top", async ({
    page,
  }) => {
    await page.goto("/terms");
    await page.getByRole("link", { name: "Saathi home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Scroll until the page is long enough (its sections may still be arriving).
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(500);
    await page.getByRole("link", { name: "Saathi home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test("Sign In leads to /auth for a signed-out visitor", async ({ page }) => {
    // A visitor has no session to ask about: no 401 from /api/auth/me, no console error.
    const asked: string[] = [];
    const errors: string[] = [];
    page.on("request", (r) => void (r.url().includes("/api/auth/me") && asked.push(r.url())));
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Saathi");
  });
});

test("the footer carries the no-advice statement, contacts and its four links", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("not medical advice");
  await expect(footer).toContainText("108");
  await expect(footer.getByRole("link", { name: "support@saathi.care" })).toBeVisible();
  for (const [name, path, heading] of [
    ["FAQs", "/faqs", "FAQs & Resources"],
    ["Privacy", "/privacy", "Privacy Policy"],
    ["Terms", "/terms", "Terms of Service"],
    ["Disclaimer", "/disclaimer", "Medical Disclaimer"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test("legal pages have the sections the spec asks for", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.locator("article section h2")).toHaveCount(9);
  await page.goto("/terms?lng=hi");
  await expect(page.locator("article section h2")).toHaveCount(10);
  await expect(page.locator("article")).toContainText("भारत");
});

test("home: hero images with sizes, feature cards and a disabled consultation button", async ({
  page,
}) => {
  await page.goto("/");
  const images = page.locator("main section").first().locator("img");
  await expect(images).toHaveCount(3);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute("width", "320");
    await expect(img).toHaveAttribute("height", "400");
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole("heading", { name: "AI Assistant" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Track Progress" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Book a consultation" })).toBeDisabled();
  for (const item of ["Maternity dresses", "Healthy snacks", "Prenatal vitamins"]) {
    await expect(page.getByRole("heading", { name: item })).toBeVisible();
  }
});

test.describe("small screens", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu lists the same links plus a language choice", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    for (const name of [
      "Dashboard",
      "Diet & Exercise",
      "Symptom Tracker",
      "Mindfulness",
      "Baby Names",
      "Waitlist",
    ]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await menu.getByRole("button", { name: "हिंदी" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLIC_ROUTES[0].hi);
    const hindiMenu = page.getByRole("navigation", { name: "मेन्यू" });
    await hindiMenu.getByRole("link", { name: "आहार और व्यायाम" }).click();
    await expect(page).toHaveURL(/\/diet-exercise$/);
    await expect(page.getByRole("navigation", { name: "मेन्यू" })).toBeHidden();
    await expect(page.getByRole("button", { name: "मेन्यू खोलें" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test.describe("at 360 px", () => {
    test.use({ viewport: { width: 360, height: 740 } });
    for (const lng of ["en", "hi"]) {
      test(`no page scrolls sideways (${lng})`, async ({ page }) => {
        // Sixteen pages in one test: on a loaded machine that takes more than the default.
        test.setTimeout(90_000);
        for (const route of PUBLIC_ROUTES) {
          await page.goto(`${route.path}?lng=${lng}`);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${route.path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
        }
      });
    }
  });
});

test("nothing on screen jumps when a page's content arrives after its first paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The timeline's content is held until the page has painted without it.
  const release = await holdRequests(page, "**/api/guidance/**");
  await page.goto("/tests?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Tests & Appointments" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).not.toBeInViewport();
  release();
  await expect(page.getByRole("link", { name: "Go to Baby & Me" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shifted, "layout shift while the page filled in").toBeLessThan(0.05);
});
