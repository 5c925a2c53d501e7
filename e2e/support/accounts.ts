import { expect, type Page } from "@playwright/test";

let n = 0;
export function newUser(tag = "asha") {
  n++;
  const id = `${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1e4)}`;
  return {
    firstName: "Asha",
    lastName: "Rao",
    username: `${tag}_${id}`,
    email: `${tag}.${id}@example.com`,
    password: "gentle-rain-42",
  };
}
export type NewUser = ReturnType<typeof newUser>;

/** Fills and sends the English sign-up form on /auth. */
export async function signUp(page: Page, user: NewUser, options: { week?: string } = {}) {
  await page.goto("/auth?lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Saathi");
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  if (options.week) {
    await page.getByLabel("I'm expecting").check();
    await page.getByLabel("Current week of pregnancy (optional)").fill(options.week);
  }
  await page.getByRole("button", { name: "Create Account" }).click();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth?mode=signin&lng=en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

export function toast(page: Page, title: string) {
  return page.locator("li.toast-root").filter({ hasText: title });
}
