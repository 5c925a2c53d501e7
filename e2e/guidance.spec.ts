import { expect, test, type Page } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";
import { setWeek } from "./support/pregnancy.ts";
import { holdRequests } from "./support/hold.ts";

test.use({ viewport: { width: 390, height: 844 } });

const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test("opens on her trimester; every tab shows its guidance; the tab lives in the URL", async ({
  page,
}) => {
  await setWeek(page, 20);
  await page.goto("/diet-exercise");
  await expect(page.getByRole("heading", { level: 1, name: "Diet & Exercise" })).toBeVisible();
  await expect(page.getByRole("button", { name: /2nd Trimester/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(tab(page, "Diet")).toHaveAttribute("aria-selected", "true");
  const focus = page.getByRole("region", { name: "Focus nutrients this trimester" });
  await expect(focus.getByRole("heading", { level: 3 })).toHaveText([
    "Iron",
    "Calcium",
    "Omega-3 Fatty Acids",
  ]);
  await expect(page.getByText("Foods to avoid or limit")).toBeVisible();
  await expect(page.getByText(/being built/i)).toHaveCount(0);

  await tab(page, "Exercise").click();
  await expect(page).toHaveURL(/tab=exercise/);
  await expect(page.getByText(/150 minutes/).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Walking" })).toBeVisible();
  await page.reload();
  await expect(tab(page, "Exercise")).toHaveAttribute("aria-selected", "true");

  // Keyboard: arrows move between tabs (the tab list is one stop for Tab).
  await tab(page, "Exercise").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Tests")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Anatomy Scan Ultrasound" })).toBeVisible();
  await expect(page.getByText("Usually weeks 18–22").first()).toBeVisible();

  await tab(page, "Symptoms").click();
  await page.getByText(/^Heartburn/).click();
  await expect(page.getByText("Get medical help if").first()).toBeVisible();

  await tab(page, "Resources").click();
  await expect(page.getByRole("link", { name: "108" })).toHaveAttribute("href", "tel:108");
  await page.getByRole("button", { name: "USA" }).click();
  await expect(page.getByRole("link", { name: "911" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /WIC/ })).toBeVisible();
});

test("a trimester chosen on the page changes what it shows, and a link keeps it", async ({
  page,
}) => {
  await page.goto("/diet-exercise?lng=en");
  await expect(page.getByText(/Set your week on Baby & Me/)).toBeVisible();
  await page.getByRole("button", { name: "3rd Trimester" }).click();
  await expect(page).toHaveURL(/trimester=3/);
  const focus = page.getByRole("region", { name: "Focus nutrients this trimester" });
  await expect(focus.getByRole("heading", { level: 3 })).toHaveText([
    "Vitamin D",
    "Calcium",
    "Protein",
  ]);
  await page.goto("/diet-exercise?tab=tests&trimester=3");
  await expect(page.getByRole("heading", { name: "Group B Strep Test" })).toBeVisible();
});

test("a Jain week in Hindi: 'Generating...', seven days, nothing she leaves out", async ({
  page,
}) => {
  await page.goto("/diet-exercise?lng=hi&trimester=2");
  await page.getByLabel("आपका खान-पान").selectOption("jain");
  await page.getByLabel("आपके इलाके का खाना").selectOption("west");
  await page.getByLabel(/कौन-सी चीज़ें न हों/).fill("मूंगफली, paneer");
  const release = await holdRequests(page, "**/api/meal-plan");
  const answer = page.waitForResponse("**/api/meal-plan");
  await page.getByRole("button", { name: "खाने का प्लान बनाएं" }).click();
  await expect(page.getByRole("button", { name: "बन रहा है..." })).toBeDisabled();
  release();
  const plan = (await (await answer).json()) as {
    days: { meals: Record<string, { ingredients: string[] }[]> }[];
  };
  await expect(page.getByRole("heading", { name: "दिन 7" })).toBeVisible();
  const served = plan.days.flatMap((d) =>
    Object.values(d.meals)
      .flat()
      .flatMap((x) => x.ingredients),
  );
  for (const banned of ["onion", "garlic", "potato", "egg", "peanut", "paneer"]) {
    expect(served, banned).not.toContain(banned);
  }
  await expect(page.getByRole("button", { name: "प्रिंट करें" })).toBeVisible();
});

test("a plan that fails says the spec's sorry, and what she chose stays", async ({ page }) => {
  await page.goto("/diet-exercise?lng=en");
  await page.getByLabel("Your diet").selectOption("vegan");
  await page.route("**/api/meal-plan", (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Generate meal plan" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Sorry, I couldn't process that. Please try again.",
  );
  await expect(page.getByLabel("Your diet")).toHaveValue("vegan");
  await page.unroute("**/api/meal-plan");
  await page.getByRole("button", { name: "Generate meal plan" }).click();
  await expect(page.getByRole("heading", { name: "Day 1" })).toBeVisible();
});

test("signed in: opens on the account's trimester, and Sync fetches her pregnancy again", async ({
  page,
}) => {
  await signUp(page, newUser("guide"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await setWeek(page, 30);
  await page.goto("/diet-exercise?lng=en");
  await expect(page.getByRole("button", { name: /3rd Trimester/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const refetch = page.waitForRequest(
    (r) => r.url().endsWith("/api/pregnancy") && r.method() === "GET",
  );
  await page.getByRole("button", { name: "Sync" }).click();
  await refetch;
  await expect(page.getByRole("button", { name: "Sync" })).toBeEnabled();

  // Her plan is kept with her account: after a reload it is there, and in Hindi too.
  await page.getByRole("button", { name: "Generate meal plan" }).click();
  await expect(page.getByRole("heading", { name: "Day 7" })).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Your last plan, made on/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Day 7" })).toBeVisible();
  await page.goto("/diet-exercise?lng=hi");
  await expect(page.getByText(/^आपका पिछला प्लान/)).toBeVisible();
});

test("a tab that cannot load says so calmly, and Try again brings it", async ({ page }) => {
  await page.route("**/api/guidance/exercise**", (route) => route.abort("failed"));
  await page.goto("/diet-exercise?lng=en&tab=exercise");
  await expect(page.getByRole("alert")).toContainText("This guidance could not be loaded.");
  await page.unroute("**/api/guidance/exercise**");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Walking" })).toBeVisible();
});

test("choices that leave too few dishes say so, in Hindi too", async ({ page }) => {
  await page.route("**/api/meal-plan", (route) =>
    route.fulfill({
      status: 422,
      contentType: "application/json",
      body: '{"message":"x","code":"NO_PLAN"}',
    }),
  );
  await page.goto("/diet-exercise?lng=hi");
  await page.getByRole("button", { name: "खाने का प्लान बनाएं" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "इन विकल्पों के बाद हफ़्ते भर के लिए बहुत कम व्यंजन बचते हैं। कुछ कम चीज़ें हटाकर देखें।",
  );
});
