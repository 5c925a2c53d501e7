import { expect, test, type Page } from "@playwright/test";

test("the manifest names the app and its icons, and every icon is served", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? "")).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Saathi",
    theme_color: "#be185d",
    start_url: "/",
    display: "standalone",
  });
  expect(manifest.name).toContain("Saathi");
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(["192x192", "512x512"]),
  );
  expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
  }
});

test("after one visit the app opens offline", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Your intelligent companion for every stage of pregnancy",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await page.goto("/disclaimer?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("चिकित्सा अस्वीकरण");
  await context.setOffline(false);
});

/** Chromium fires this when the app is installable; tests fire their own, as the browser would. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
  await page.evaluate((choice) => {
    const event = new Event("beforeinstallprompt", { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test.describe("install prompt (001 §2)", () => {
  test("offers Install App; accepting runs the browser prompt and hides the card", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Install App" })).toHaveCount(0);
    await offerInstall(page, "accepted");
    await page.getByRole("button", { name: "Install App" }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    await expect(page.getByRole("heading", { name: "Install Saathi" })).toBeHidden();
  });

  test("dismissing it is remembered for good", async ({ page }) => {
    await page.goto("/?lng=hi");
    await offerInstall(page, "dismissed");
    await expect(page.getByRole("heading", { name: "साथी ऐप इंस्टॉल करें" })).toBeVisible();
    await page.getByRole("button", { name: "नहीं, धन्यवाद" }).click();
    await expect(page.getByRole("heading", { name: "साथी ऐप इंस्टॉल करें" })).toBeHidden();
    await page.reload();
    await offerInstall(page, "dismissed");
    await expect(page.getByRole("button", { name: "ऐप इंस्टॉल करें" })).toHaveCount(0);
  });

  test.describe("on an iPhone", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      viewport: { width: 390, height: 844 },
    });

    test("shows the Share → Add to Home Screen → Add steps", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("region", { name: "Install Saathi" });
      await expect(card).toContainText("Tap the Share button");
      await expect(card).toContainText("Add to Home Screen");
      await expect(card).toContainText("Tap 'Add'");
      await card.getByRole("button", { name: "No thanks" }).click();
      await expect(card).toBeHidden();
    });
  });
});
