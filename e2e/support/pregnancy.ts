import { expect, type Page } from "@playwright/test";

/** Sets her week on Baby & Me (English), as she would. */
export async function setWeek(page: Page, week: number) {
  await page.goto("/dashboard?lng=en");
  await page.getByLabel("Set by").selectOption({ label: "Week" });
  await page.getByLabel("Choose", { exact: true }).selectOption({ label: `Week ${String(week)}` });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
}
