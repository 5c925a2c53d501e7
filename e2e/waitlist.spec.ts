import { expect, test, type Page } from "@playwright/test";

const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test("joining the waitlist in Hindi: messages in Hindi as you type, then success", async ({
  page,
}) => {
  await page.goto("/waitlist?lng=hi");
  const email = page.getByLabel("ईमेल पता");
  await email.fill("asha@");
  await expect(page.getByText("ईमेल का फ़ॉर्मेट सही नहीं है")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  const address = unique("asha");
  await email.fill(address);
  await expect(page.getByText("ईमेल का फ़ॉर्मेट सही नहीं है")).toBeHidden();

  await page.getByRole("button", { name: "वेटलिस्ट में जुड़ें" }).click();
  await expect(page.getByText("कृपया कम से कम एक चीज़ चुनें", { exact: false })).toBeVisible();

  await page.getByLabel("विशेषज्ञ डॉक्टर से सलाह").check();
  await page.getByLabel("वर्चुअल गोद भराई").check();
  await page.getByRole("button", { name: "वेटलिस्ट में जुड़ें" }).click();
  await expect(page.getByRole("status")).toContainText("आपका नाम लिस्ट में जुड़ गया है");
  await expect(page.getByRole("status")).toContainText(address);
});

test("a failed request keeps what was typed, explains in a toast, and a retry works", async ({
  page,
}) => {
  await page.goto("/waitlist");
  const address = unique("meera");
  await page.getByLabel("Email address").fill(address);
  await page.getByLabel("Community forums").check();

  await page.route("**/api/waitlist", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Could not join the waitlist" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Your details are still here");
  await expect(page.getByLabel("Email address")).toHaveValue(address);
  await expect(page.getByLabel("Community forums")).toBeChecked();

  await page.unroute("**/api/waitlist");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("You're on the list")).toBeVisible();
});

test.describe("toasts (000 §9)", () => {
  async function showToast(page: Page) {
    await page.goto("/waitlist");
    await page.getByLabel("Email address").fill(unique("toast"));
    await page.getByLabel("Nutrition planning").check();
    await page.route("**/api/waitlist", (route) => route.abort("failed"));
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    const toast = page.locator("li.toast-root");
    await expect(toast).toBeVisible();
    return toast;
  }

  test("one at a time, gone after 5 seconds", async ({ page }) => {
    const first = await showToast(page);
    await first.evaluate((element) => element.setAttribute("data-seen", ""));
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    // The second failure's toast replaces the first; its five seconds start when it appears
    // (timed from there, since a click on a busy machine may itself take a second or more).
    const second = page.locator("li.toast-root:not([data-seen])");
    await expect(second).toBeVisible();
    await expect(page.locator("li.toast-root")).toHaveCount(1);
    await page.waitForTimeout(3_500);
    await expect(second).toBeVisible();
    await expect(second).toBeHidden({ timeout: 4_000 });
  });

  test("F8 moves focus to the notifications", async ({ page }) => {
    await showToast(page);
    await page.keyboard.press("F8");
    await expect(page.getByRole("region", { name: /Notifications/ }).locator("ol")).toBeFocused();
  });

  test("a swipe to the right dismisses it", async ({ page }) => {
    const toast = await showToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast has no box");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    for (let dx = 10; dx <= 120; dx += 10) await page.mouse.move(box.x + 20 + dx, y);
    await page.mouse.up();
    await expect(toast).toBeHidden({ timeout: 2_000 });
  });
});
