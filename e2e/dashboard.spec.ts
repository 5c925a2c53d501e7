import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";

const DAY = 86_400_000;
function dueDateFor(week: number): string {
  const due = new Date(Date.now() + (40 - week) * 7 * DAY);
  return due.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

async function setStage(page: Page, type: "Week" | "Month" | "Trimester", value: string) {
  await page.getByLabel("Set by").selectOption({ label: type });
  await page.getByLabel("Choose", { exact: true }).selectOption({ label: value });
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
}

test.describe("Baby & Me, signed out on this device", () => {
  test("week, month and trimester each set the right week, due date and colours", async ({
    page,
  }) => {
    await page.goto("/dashboard?lng=en");
    await expect(page.getByText("Saved on this device only")).toBeVisible();
    await expect(page.getByRole("button", { name: "Update" })).toBeDisabled();

    await setStage(page, "Week", "Week 10");
    await expect(page.getByText("You are currently in week 10")).toBeVisible();
    await expect(page.getByTestId("due-date")).toHaveText(dueDateFor(10));
    await expect(page.getByTestId("trimester-badge")).toHaveText("First trimester");
    await expect(page.getByTestId("trimester-badge")).toHaveClass(/purple/);
    await expect(page).toHaveURL(/\?t=\d+/);

    await setStage(page, "Month", "Month 5");
    await expect(page.getByText("You are currently in week 20")).toBeVisible();
    await expect(page.getByTestId("trimester-badge")).toHaveClass(/blue/);

    await setStage(page, "Trimester", "3rd Trimester");
    await expect(page.getByText("You are currently in week 33")).toBeVisible();
    await expect(page.getByTestId("due-date")).toHaveText(dueDateFor(33));
    await expect(page.getByTestId("trimester-badge")).toHaveText("Third trimester");
    await expect(page.getByTestId("trimester-badge")).toHaveClass(/green/);
    const tiles = page.locator("dl");
    await expect(tiles).toContainText("33");
    await expect(tiles).toContainText("Third");
    await expect(tiles).toContainText("7");
    await expect(tiles).toContainText("83%");

    await page.reload();
    await expect(page.getByText("You are currently in week 33")).toBeVisible();
  });

  test("development: pictures, Read more, Details, preview of next week, Enlarge", async ({
    page,
  }) => {
    await page.goto("/dashboard?lng=en");
    await setStage(page, "Week", "Week 12");
    await expect(page.getByTestId("week-badge")).toHaveText("Week 12");
    await expect(page.getByText("About the size of a lime")).toBeVisible();
    const pictures = page.locator("main img[src^='/api/images/']");
    await expect(pictures).toHaveCount(2);
    for (const img of await pictures.all()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.getByRole("button", { name: "Read more" }).click();
    await expect(page.getByRole("button", { name: "Read less" })).toBeVisible();
    await page.getByRole("button", { name: "Details" }).click();
    await expect(page.getByText("Sources")).toBeVisible();

    await page.getByRole("button", { name: "Preview Week 13" }).click();
    await expect(page.getByTestId("week-badge")).toHaveText("Week 13");
    await expect(page.getByText("Previewing week 13")).toBeVisible();
    await page.getByRole("button", { name: "Back to week 12" }).click();
    await expect(page.getByTestId("week-badge")).toHaveText("Week 12");

    await page.getByRole("button", { name: "Enlarge" }).first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("img")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Focus returns to Enlarge, so a keyboard or screen reader keeps her place.
    await expect(page.getByRole("button", { name: "Enlarge" }).first()).toBeFocused();

    await setStage(page, "Week", "Week 40");
    await expect(page.getByRole("button", { name: "Preview Week 41" })).toBeDisabled();
  });

  test("in Hindi, with Hindi month names", async ({ page }) => {
    await page.goto("/dashboard?lng=hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("बेबी और मैं");
    await page.getByLabel("किसके हिसाब से").selectOption({ label: "हफ़्ता" });
    await page.getByLabel("चुनें", { exact: true }).selectOption({ label: "हफ़्ता 16" });
    await page.getByRole("button", { name: "अपडेट करें" }).click();
    await expect(page.getByText("आप अभी हफ़्ता 16 में हैं")).toBeVisible();
    await expect(page.getByText("लगभग अमरूद जितना")).toBeVisible();
    const months = [
      "जनवरी",
      "फ़रवरी",
      "मार्च",
      "अप्रैल",
      "मई",
      "जून",
      "जुलाई",
      "अगस्त",
      "सितंबर",
      "अक्टूबर",
      "नवंबर",
      "दिसंबर",
    ];
    await expect(page.getByTestId("due-date")).toHaveText(new RegExp(months.join("|")));
  });

  test("a due date from the last period", async ({ page }) => {
    await page.goto("/dashboard?lng=en");
    await page.getByText("Or work it out from a date").click();
    const lmp = new Date(Date.now() - 70 * DAY);
    const iso = `${lmp.getFullYear()}-${String(lmp.getMonth() + 1).padStart(2, "0")}-${String(lmp.getDate()).padStart(2, "0")}`;
    await page.getByLabel("Date", { exact: true }).fill(iso);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByText("You are currently in week 10")).toBeVisible();
  });

  test("'my pregnancy has ended' hides baby updates and can be undone", async ({ page }) => {
    await page.goto("/dashboard?lng=en");
    await setStage(page, "Week", "Week 9");
    await page.getByRole("button", { name: "My pregnancy has ended" }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Yes, stop the updates" })
      .click();
    await expect(page.getByRole("heading", { name: "We are so sorry" })).toBeVisible();
    await expect(page.getByText("Tele-MANAS 14416")).toBeVisible();
    await expect(page.getByText("Baby Development")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Update" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "We are so sorry" })).toBeVisible();
    await page.getByRole("button", { name: "Show my pregnancy again" }).click();
    await expect(page.getByText("You are currently in week 9")).toBeVisible();
  });
});

test("signed out, then signed up: this device's week joins the account", async ({ page }) => {
  await page.goto("/dashboard?lng=en");
  await setStage(page, "Week", "Week 22");
  await signUp(page, newUser("merge"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("You are currently in week 22")).toBeVisible();
  await expect(page.getByText("Saved on this device only")).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText("You are currently in week 22")).toBeVisible();

  await setStage(page, "Trimester", "2nd Trimester");
  await expect(page.getByText("You are currently in week 20")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the dashboard fits the screen", async ({ page }) => {
    await page.goto("/dashboard?lng=hi");
    await page.getByLabel("चुनें", { exact: true }).selectOption({ label: "हफ़्ता 30" });
    await page.getByRole("button", { name: "अपडेट करें" }).click();
    await expect(page.getByText("आप अभी हफ़्ता 30 में हैं")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("a change in one tab shows in another tab", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/dashboard?lng=en");
  await second.goto("/dashboard?lng=en");
  await setStage(first, "Week", "Week 18");
  await expect(second.getByText("You are currently in week 18")).toBeVisible();
});

test("after one visit, the week's content opens offline", async ({ page, context }) => {
  await page.goto("/dashboard?lng=en");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  await setStage(page, "Week", "Week 15");
  await expect(page.getByText("About the size of an apple")).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are currently in week 15")).toBeVisible();
  await expect(page.getByText("Fun Fact")).toBeVisible();
  await context.setOffline(false);
});
