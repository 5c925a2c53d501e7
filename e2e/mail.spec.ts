import { expect, test, type Page } from "@playwright/test";
import { newUser, toast, type NewUser } from "./support/accounts.ts";
import { MAIL_PORT, MAILBOX } from "./support/ports.ts";

// These flows run against the server with real SMTP delivery (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${MAIL_PORT}` });

/** The newest link to `path` in mail received for `to` (waits for it to arrive). */
async function linkFromMail(page: Page, to: string, path: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const res = await page.request.get(`http://127.0.0.1:${MAILBOX.http}/messages`);
      const messages = (await res.json()) as { to: string; text: string }[];
      const found = messages
        .filter((m) => m.to === to)
        .map((m) => new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`).exec(m.text)?.[0])
        .filter((l): l is string => Boolean(l));
      link = found.at(-1) ?? "";
      return link;
    })
    .not.toBe("");
  return link;
}

async function signUpWithMail(page: Page, user: NewUser) {
  await page.goto("/auth?lng=en");
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toast(page, "Account Created!")).toContainText(
    "Please check your email to verify your account.",
  );
  await expect(page).toHaveURL(/\/verify-email$/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signin&lng=en");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

test("sign up, verify through the emailed link, land signed in", async ({ page }) => {
  const user = newUser("mail");
  await signUpWithMail(page, user);
  await expect(page.getByText("We sent a link to your email address")).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(toast(page, "Sign In Failed")).toContainText(
    "Please verify your email address before signing in. Check your inbox for the verification link.",
  );

  await page.goto(await linkFromMail(page, user.email, "verify-email"));
  await expect(toast(page, "Email Verified")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Account menu for Asha Rao" })).toBeVisible();
});

test("forgotten password: request, emailed link, new password, sign in", async ({ page }) => {
  const user = newUser("reset");
  await signUpWithMail(page, user);
  await page.goto(await linkFromMail(page, user.email, "verify-email"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await page.goto("/auth?mode=signin&lng=en");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(toast(page, "Reset Email Sent")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: user.email })).toContainText(
    "works for 1 hour",
  );

  const link = await linkFromMail(page, user.email, "reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await page.getByLabel("New password", { exact: true }).fill("a-new-start-7");
  await page.getByLabel("Confirm new password").fill("a-new-start-8");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("a-new-start-7");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(toast(page, "Password Reset")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");

  await signIn(page, user.email, "a-new-start-7");
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("yet-another-9");
  await page.getByLabel("Confirm new password").fill("yet-another-9");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has already been used");
});

test("a bad verification link explains itself in Hindi and offers a new one", async ({ page }) => {
  await page.goto("/verify-email?token=this-is-not-a-real-token-at-all&lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("यह लिंक काम नहीं किया");
  await expect(page.getByRole("alert")).toContainText("यह लिंक सही नहीं है");
  await page.getByLabel("ईमेल").fill("someone@example.com");
  await page.getByRole("button", { name: "नया लिंक भेजें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "someone@example.com" })).toBeVisible();
});
