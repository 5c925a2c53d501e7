import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { toast } from "./support/accounts.ts";
import { MAIL_PORT, MAILBOX } from "./support/ports.ts";
import { holdRequests } from "./support/hold.ts";

// Issue 16 part 6. The app with real SMTP delivery, so the confirmation email is seen arriving.
test.use({ baseURL: `http://127.0.0.1:${MAIL_PORT}`, viewport: { width: 390, height: 844 } });
test.setTimeout(60_000);

const SHOTS = "/tmp/support-shots";
const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The subjects of the mail the test mailbox received for `to`. */
async function subjectsFor(page: Page, to: string): Promise<string[]> {
  const res = await page.request.get(`http://127.0.0.1:${MAILBOX.http}/messages`);
  return ((await res.json()) as { to: string; subject: string }[])
    .filter((m) => m.to === to)
    .map((m) => m.subject);
}

test("from the footer, she sends a message, sees it sent and gets a confirmation", async ({
  page,
}) => {
  await page.goto("/?lng=en");
  await page.getByRole("link", { name: "Contact support" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact support" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const email = unique("meera");
  await page.getByLabel("Your name").fill("Meera Iyer");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Subject").fill("Cannot change my due date");
  await page.getByLabel("Message").fill("The dashboard still shows week 12.");
  await expect(page.getByText("34 of 5000 characters")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-en-390.png`, fullPage: true });
  await page.getByRole("button", { name: "Send message" }).click();

  const sent = page.getByRole("status").filter({ hasText: "Message sent" });
  await expect(sent).toContainText(`sent a confirmation to ${email}`);
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport();
  await expect.poll(() => subjectsFor(page, email)).toEqual(["We received your message"]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/contact-sent-en-390.png` });

  await page.getByRole("button", { name: "Send another message" }).click();
  await expect(page.getByLabel("Your name")).toHaveValue("");
});

test("in Hindi: field errors in Hindi, 'Sending...', a failure keeps her words, then sent", async ({
  page,
}) => {
  await page.goto("/contact?lng=hi");
  await expect(page.getByRole("heading", { level: 1, name: "सहायता से संपर्क करें" })).toBeVisible();
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByText("कृपया अपना नाम लिखें")).toBeVisible();
  await expect(page.getByText("कृपया अपना संदेश लिखें")).toBeVisible();
  await expect(page.getByLabel("आपका नाम")).toHaveAttribute("aria-invalid", "true");

  const email = unique("asha");
  await page.getByLabel("आपका नाम").fill("आशा राव");
  await page.getByLabel("ईमेल पता").fill("asha@");
  await page.getByLabel("विषय").fill("पासवर्ड");
  await expect(page.getByText("ईमेल का फ़ॉर्मेट सही नहीं है")).toBeVisible();
  await page.getByLabel("ईमेल पता").fill(email);
  await page.getByLabel("संदेश", { exact: true }).fill("मैं साइन इन नहीं कर पा रही हूँ।");
  await expect(page.getByText("ईमेल का फ़ॉर्मेट सही नहीं है")).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/contact-hi-390.png`, fullPage: true });

  await page.route("**/api/support", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(toast(page, "संदेश नहीं भेजा जा सका")).toContainText("आपने जो लिखा था");
  await expect(page.getByLabel("आपका नाम")).toHaveValue("आशा राव");
  await expect(page.getByLabel("संदेश", { exact: true })).toHaveValue("मैं साइन इन नहीं कर पा रही हूँ।");
  expect(await subjectsFor(page, email)).toEqual([]);

  // Held back a moment so the sending state can be seen.
  await page.unroute("**/api/support");
  const release = await holdRequests(page, "**/api/support");
  await page.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page.getByRole("button", { name: "भेजा जा रहा है..." })).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: "संदेश भेज दिया गया" })).toContainText(
    email,
  );
  await expect.poll(() => subjectsFor(page, email)).toEqual(["हमें आपका संदेश मिल गया है"]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/contact-sent-hi-390.png` });
});

test("the form at desktop width", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/contact?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Contact support" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-en-1280.png`, fullPage: true });
  await page.goto("/contact?lng=hi");
  await expect(page.getByRole("heading", { level: 1, name: "सहायता से संपर्क करें" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contact-hi-1280.png`, fullPage: true });
});
