import { expect, test } from "@playwright/test";
import { fakeVoice } from "./support/fake-voice.ts";
import { MODEL_PORT } from "./support/ports.ts";

/**
 * The app with a language model configured, talking to an OpenAI-compatible server over a
 * real socket (playwright.config.ts starts both): the model really answers, in chat and voice.
 */
test.use({ baseURL: `http://127.0.0.1:${MODEL_PORT}` });
const MODEL_ANSWER = "From the model: walking is one of the best exercises in pregnancy.";

test("with a model configured, the chat's answer comes from the model and says so", async ({
  page,
}) => {
  await page.goto("/chat?lng=en");
  const input = page.getByLabel("Your question", { exact: true });
  await input.fill("Is walking good exercise?");
  await input.press("Enter");
  const log = page.getByRole("log");
  await expect(log).toContainText(MODEL_ANSWER);
  await expect(log).toContainText("AI answer based on Saathi's library");
  await expect(log).not.toContainText("URGENCY");

  // Danger signs never wait for the model.
  await input.fill("my water broke at 33 weeks");
  await input.press("Enter");
  await expect(page.locator('li[data-triage="emergency"]')).toContainText("Get help now");
});

test("voice, listening in Hindi, asks the model and speaks its answer", async ({ page }) => {
  await fakeVoice(page);
  await page.goto("/?lng=hi");
  const section = page.locator("#companion");
  await section.getByRole("button", { name: "वॉइस असिस्टेंट चालू करें" }).click();
  const spoken = () =>
    page.evaluate(() => (window as unknown as { __voice: { spoken: string[] } }).__voice.spoken);
  await expect.poll(async () => (await spoken()).length).toBeGreaterThan(0);
  expect((await spoken())[0]).toBe(`hi-IN|${MODEL_ANSWER}`);
});
