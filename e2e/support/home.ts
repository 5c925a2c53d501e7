import { expect, type Page } from "@playwright/test";

/** The home page's lower sections render as she scrolls near them (issue 12): scroll there. */
export async function scrollToSection(page: Page, id: "companion" | "safety"): Promise<void> {
  await expect(async () => {
    await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);
    await expect(page.locator(`section#${id}`)).toBeVisible({ timeout: 2000 });
  }).toPass();
}
