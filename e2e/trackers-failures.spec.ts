import { expect, test } from "@playwright/test";
import { newUser, signUp } from "./support/accounts.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("signed in: a log that cannot load says so and Try again brings it; a save the account cannot take stays on the phone", async ({
  page,
}) => {
  await signUp(page, newUser("fail"));
  await expect(page).toHaveURL(/\/dashboard/);

  // The account's mood log answers 500 once: she is told, and Try again loads it.
  let failLoad = true;
  await page.route("**/api/trackers/moods?limit=*", async (route) => {
    if (failLoad) await route.fulfill({ status: 500, json: { error: "x" } });
    else await route.continue();
  });
  await page.goto("/symptom-tracker?lng=en&tab=mood");
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toBeVisible();
  failLoad = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);

  // Saving while the server fails: the mood is kept on the phone, marked, not lost.
  await page.route("**/api/trackers/moods", async (route) => {
    if (route.request().method() === "POST")
      await route.fulfill({ status: 503, json: { error: "busy" } });
    else await route.continue();
  });
  await page.getByRole("button", { name: "Save mood: Good" }).click();
  await expect(page.getByText("On this phone for now")).toBeVisible();
  const held = await page.evaluate(() => localStorage.getItem("saathi_tracker.moods"));
  expect(JSON.parse(held ?? "[]")).toHaveLength(1);

  // Back to normal: the next visit sends it to her account and the phone lets it go.
  await page.unrouteAll({ behavior: "wait" });
  await page.reload();
  await expect
    .poll(async () => {
      const res = await page.request.get("/api/trackers/moods");
      return ((await res.json()) as { items: { mood: string }[] }).items.map((i) => i.mood);
    })
    .toEqual(["good"]);
  await expect(page.getByText("On this phone for now")).toHaveCount(0);
});
