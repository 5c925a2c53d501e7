import { scrollToSection } from "./support/home.ts";
import { setWeek } from "./support/pregnancy.ts";
import { expect, test, type Page } from "@playwright/test";
import { holdRequests } from "./support/hold.ts";

const input = (page: Page, label = "Your question") => page.getByLabel(label, { exact: true });
const log = (page: Page) => page.getByRole("log");

test("the /chat page answers, Enter sends and Shift+Enter makes a new line", async ({ page }) => {
  await page.goto("/chat?lng=en");
  await expect(log(page)).toContainText("Namaste! I'm Saathi");
  await input(page).fill("Can I eat papaya?");
  await input(page).press("Shift+Enter");
  await input(page).pressSequentially("ripe one");
  await expect(input(page)).toHaveValue("Can I eat papaya?\nripe one");
  await input(page).press("Enter");
  await expect(input(page)).toHaveValue("");
  await expect(log(page).locator("li").nth(2)).toContainText(/papaya/i);
  await expect(log(page)).toContainText("From Saathi's reviewed library");
  await log(page).getByText("Sources").last().click();
  await expect(log(page).getByRole("link").first()).toBeVisible();
});

test("a danger sign gets the emergency answer with tap-to-call numbers", async ({ page }) => {
  await page.goto("/chat?lng=en");
  await input(page).fill("I'm 30 weeks and bleeding heavily");
  await input(page).press("Enter");
  const answer = page.locator('li[data-triage="emergency"]');
  await expect(answer).toContainText("Get help now");
  await expect(answer.getByRole("link", { name: "Call 108" })).toHaveAttribute("href", "tel:108");
  await expect(answer.getByRole("link", { name: "Call 911" })).toHaveAttribute("href", "tel:911");
});

test("in Hindi, spotting with no week said is read at her saved week: at 30 weeks it is now", async ({
  page,
}) => {
  const ask = async (message: string) => {
    await page.goto("/chat?lng=hi");
    await input(page, "आपका सवाल").fill(message);
    await input(page, "आपका सवाल").press("Enter");
    return page.locator("li[data-triage]").last();
  };
  // Nothing saved on this phone: spotting is a call today.
  await expect(await ask("थोड़ी स्पॉटिंग हुई है")).toHaveAttribute("data-triage", "urgent");
  await setWeek(page, 30);
  const answer = await ask("थोड़ी स्पॉटिंग हुई है");
  await expect(answer).toHaveAttribute("data-triage", "emergency");
  await expect(answer.getByRole("link", { name: /108/ })).toHaveAttribute("href", "tel:108");
});

test("in Hindi, the born baby's fever gets when to take him to a doctor, not her emergency", async ({
  page,
}) => {
  await page.goto("/chat?lng=hi");
  await input(page, "आपका सवाल").fill("बेटे को 101 बुखार है, 6 हफ्ते का है, क्या करूँ");
  await input(page, "आपका सवाल").press("Enter");
  const answer = page.locator("li[data-triage]").last();
  await expect(answer).toHaveAttribute("data-triage", "none");
  await expect(answer).toContainText("3 महीने से छोटे बच्चे को 38 °C (100.4 °F)");
  await expect(answer).not.toContainText("Get help now");
});

test("while waiting the input is disabled; a failure appends the apology and a Connection Error toast", async ({
  page,
}) => {
  await page.goto("/chat?lng=en");
  let release: () => void = () => undefined;
  await page.route("**/api/chat", async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"model exploded"}',
    });
  });
  await input(page).fill("hello there");
  await input(page).press("Enter");
  await expect(page.getByText("Saathi is thinking…")).toBeVisible();
  await expect(input(page)).toBeDisabled();
  release();
  await expect(log(page)).toContainText(
    "I'm sorry, I'm having trouble connecting to the server right now.",
  );
  await expect(page.locator("li.toast-root").filter({ hasText: "Connection Error" })).toContainText(
    "model exploded",
  );
  await expect(input(page)).toBeEnabled();
  await page.unroute("**/api/chat");
  await page.route("**/api/chat", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"response":"  "}' }),
  );
  await input(page).fill("again");
  await input(page).press("Enter");
  await expect(page.locator("li.toast-root")).toContainText(
    "Empty or invalid response from server",
  );
});

test("in Hindi: welcome redrawn on switching language, Hindi answer", async ({ page }) => {
  await page.goto("/chat?lng=en");
  await expect(log(page)).toContainText("Namaste! I'm Saathi");
  await page.getByRole("button", { name: /Choose language/ }).click();
  await page.getByRole("button", { name: "हिंदी" }).click();
  await expect(log(page)).toContainText("नमस्ते! मैं साथी हूँ");
  await input(page, "आपका सवाल").fill("लेबर पेन कब शुरू होता है?");
  await input(page, "आपका सवाल").press("Enter");
  await expect(log(page)).toContainText("साथी की जाँची-परखी लाइब्रेरी से");
});

test("the floating button: hidden on home and /chat, draggable, opens the Saathi dialog", async ({
  page,
}) => {
  const floatingCode: string[] = [];
  page.on("request", (request) => {
    if (/floating-chat/.test(request.url())) floatingCode.push(request.url());
  });
  await page.goto("/?lng=en", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Saathi", exact: true })).toHaveCount(0);
  // Home never loads it (issue 12); elsewhere it comes once the page has loaded.
  expect(floatingCode).toEqual([]);
  await page.goto("/dashboard?lng=en");
  const button = page.getByRole("button", { name: "Saathi", exact: true });
  await expect(button).toBeVisible();
  const before = await button.boundingBox();
  if (!before) throw new Error("no button box");
  await page.mouse.move(before.x + 20, before.y + 20);
  await page.mouse.down();
  await page.mouse.move(before.x - 100, before.y - 150, { steps: 8 });
  await page.mouse.up();
  const after = await button.boundingBox();
  expect(after?.x).toBeLessThan(before.x - 50);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Saathi" });
  await expect(dialog).toContainText("Ask any pregnancy related questions");
  await input(page).fill("How do I install the app?");
  await input(page).press("Enter");
  await expect(dialog.getByRole("log").locator("li").nth(2)).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/chat?lng=en");
  await expect(page.getByRole("button", { name: "Saathi", exact: true })).toHaveCount(0);
});

test("a floating chat that cannot load leaves the page working; the next page tries again", async ({
  page,
}) => {
  let fail = true;
  await page.route(/floating-chat-[^/]*\.js$/, (route) =>
    fail ? route.abort("internetdisconnected") : route.continue(),
  );
  await page.goto("/dashboard?lng=hi", { waitUntil: "networkidle" });
  await page.waitForTimeout(2500);
  const button = page.getByRole("button", { name: "साथी", exact: true });
  await expect(button).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  fail = false;
  await page.getByRole("navigation").first().getByRole("link", { name: "बच्चों के नाम" }).click();
  await expect(page).toHaveURL(/\/baby-names/);
  await expect(button).toBeVisible();
});

test("home: the chat tab works and the voice tab is the default", async ({ page }) => {
  await page.goto("/?lng=en");
  await scrollToSection(page, "companion");
  const section = page.locator("#companion");
  await expect(section.getByRole("tab", { name: "Voice" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await section.getByRole("tab", { name: "Chat" }).click();
  await input(page).fill("Is walking good exercise in pregnancy?");
  await input(page).press("Enter");
  await expect(section.getByRole("log").locator("li").nth(2)).toContainText(/walk/i);
});

test("on a slow network the floating chat says it is opening, then opens; closing returns to the button", async ({
  page,
}) => {
  // The dialog's code loads on first use: hold it back as a slow phone network would.
  const release = await holdRequests(page, /floating-chat-dialog-.*\.js$/);
  await page.goto("/dashboard?lng=hi");
  const button = page.getByRole("button", { name: "साथी", exact: true });
  await button.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "चैट खुल रही है…" })).toBeVisible();
  release();
  const dialog = page.getByRole("dialog", { name: "साथी" });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "चैट खुल रही है…" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
});
