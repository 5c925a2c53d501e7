import { expect, test } from "@playwright/test";
import { newUser, signIn, signUp, toast } from "./support/accounts.ts";

test("sign up → dashboard, sign out, sign in again", async ({ page }) => {
  const user = newUser();
  await signUp(page, user, { week: "20" });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The week given at sign-up is where Baby & Me opens.
  await expect(page.getByText("You are currently in week 20")).toBeVisible();
  const avatar = page.getByRole("button", { name: "Account menu for Asha Rao" });
  await expect(avatar).toHaveText("AR");

  await avatar.click();
  await expect(page.getByRole("menu")).toContainText(user.email);
  await expect(page.getByRole("menu")).toContainText("Asha Rao");
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(toast(page, "Signed Out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(toast(page, "Welcome back!")).toContainText("You have successfully signed in.");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: /Account menu/ })).toHaveText("AR");

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("messages appear as you type, and the week field only for 'expecting'", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByText("Must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Username").fill("ab");
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await page.getByLabel("Email").fill("asha@");
  await expect(page.getByText("Invalid email format")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("First name").fill("A");
  await page.getByLabel("First name").fill("");
  await expect(page.getByText("First name is required")).toBeVisible();

  const week = page.getByLabel("Current week of pregnancy (optional)");
  await expect(week).toHaveCount(0);
  await page.getByLabel("I'm expecting").check();
  await week.fill("43");
  await expect(page.getByText("Pregnancy week must be a whole number from 1 to 42")).toBeVisible();
  await page.getByLabel("Exploring or planning a pregnancy").check();
  await expect(week).toHaveCount(0);

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  await expect(page.getByText("Don't have an account? Sign up")).toBeVisible();
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

test("failures are explained: wrong password, taken email", async ({ page }) => {
  const user = newUser();
  await signUp(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();

  await signIn(page, user.email, "not the password");
  await expect(toast(page, "Sign In Failed")).toContainText(
    "Invalid email or password. Please check your credentials and try again.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(user.email);

  await signUp(page, { ...newUser(), email: user.email });
  await expect(toast(page, "Registration Failed")).toContainText(
    "This email is already registered. Please sign in instead or use a different email.",
  );
  await expect(page.getByLabel("First name")).toHaveValue("Asha");
});

test("the Hindi screen: titles, toggle, messages and sign-up", async ({ page }) => {
  const user = newUser("meera");
  await page.goto("/auth?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("साथी से जुड़ें");
  await expect(page.getByText("अपनी गर्भावस्था का अपना, ख़ास अनुभव शुरू करें")).toBeVisible();
  await page.getByLabel("यूज़रनेम").fill("ab");
  await expect(page.getByText("यूज़रनेम में कम से कम 3 अक्षर होने चाहिए")).toBeVisible();
  await page.getByLabel("पहला नाम").fill("Meera");
  await page.getByLabel("उपनाम").fill("Iyer");
  await page.getByLabel("यूज़रनेम").fill(user.username);
  await page.getByLabel("ईमेल").fill(user.email);
  await page.getByLabel("पासवर्ड", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "खाता बनाएँ" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("button", { name: "Meera Iyer का खाता मेन्यू" })).toHaveText("MI");

  await page.getByRole("button", { name: /खाता मेन्यू/ }).click();
  await page.getByRole("menuitem", { name: "साइन आउट" }).click();
  await expect(toast(page, "साइन आउट हो गया")).toBeVisible();
  await page.goto("/auth?mode=signin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("फिर से स्वागत है");
  await expect(page.getByText("खाता नहीं है? साइन अप करें")).toBeVisible();
});

test("my account: profile and language, download, delete", async ({ page }) => {
  const user = newUser();
  await signUp(page, user, { week: "12" });
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
  await page.getByLabel("First name").fill("Priya");
  await page.getByLabel("हिंदी").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("मेरा खाता");
  await expect(page.getByRole("button", { name: /खाता मेन्यू/ })).toHaveText("PR");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "मेरा डेटा डाउनलोड करें" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^saathi-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(
    await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c).toString()),
  ) as {
    account: { email: string; firstName: string; preferredLanguage: string };
  };
  expect(data.account).toMatchObject({
    email: user.email,
    firstName: "Priya",
    preferredLanguage: "hi",
  });

  const password = page.getByLabel("पक्का करने के लिए अपना पासवर्ड");
  await password.fill("wrong password");
  await page.getByRole("button", { name: "मेरा खाता मिटाएँ" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "हाँ, सब कुछ मिटा दें" }).click();
  await expect(page.getByText("पासवर्ड सही नहीं है।")).toBeVisible();
  await password.fill(user.password);
  await page.getByRole("button", { name: "मेरा खाता मिटाएँ" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "हाँ, सब कुछ मिटा दें" }).click();
  await expect(toast(page, "आपका खाता मिटा दिया गया है")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, user.email, user.password);
  await expect(toast(page, "Sign In Failed")).toContainText("Invalid email or password");
});

test("switching the language in the header also saves it to the account", async ({ page }) => {
  await signUp(page, newUser("lang"));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: /Choose language/ }).click();
  await page.getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("बेबी और मैं");
  // The phone keeps it as a cookie too, so the server sends pages naming the Hindi texts.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "i18next")?.value).toBe("hi");
  // Nothing of it left on the phone (local storage and the language cookie): the account has it.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies({ name: "i18next" });
  await page.goto("/account");
  await expect(page.getByLabel("हिंदी")).toBeChecked();
});

test("in Hindi, a new password typed twice differently is caught even when the form's checks cannot load", async ({
  page,
}) => {
  // The checks come in their own file when she first focuses a field; this network refuses it.
  await page.route(/auth-resolvers/, (route) => route.abort());
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/auth/reset-password")) sent.push(r.url());
  });
  await page.goto("/reset-password?token=abc&lng=hi");
  await page.getByLabel("नया पासवर्ड", { exact: true }).fill("a-new-start-7");
  await page.getByLabel("नया पासवर्ड दोबारा लिखें").fill("a-new-start-8");
  await page.getByRole("button", { name: "नया पासवर्ड सेव करें" }).click();
  await expect(page.getByText("दोनों पासवर्ड एक जैसे नहीं हैं")).toBeVisible();
  expect(sent).toEqual([]);
  // Typed the same, it goes to the server, which answers for the link.
  await page.getByLabel("नया पासवर्ड दोबारा लिखें").fill("a-new-start-7");
  await page.getByRole("button", { name: "नया पासवर्ड सेव करें" }).click();
  await expect.poll(() => sent.length).toBe(1);
});
