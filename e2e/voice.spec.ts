import { expect, test } from "@playwright/test";
import { fakeVoice } from "./support/fake-voice.ts";
import { scrollToSection } from "./support/home.ts";

test.beforeEach(async ({ page }) => fakeVoice(page));

test("voice on: listens in the chosen language, answers aloud; off again; the spec's toasts", async ({
  page,
}) => {
  await page.goto("/?lng=en");
  await scrollToSection(page, "companion");
  const section = page.locator("#companion");
  await expect(section.getByText("Voice assistant is currently off")).toBeVisible();
  await section.getByLabel("Hindi", { exact: true }).check();
  await section.getByRole("button", { name: "Turn voice assistant on" }).click();
  await expect(page.locator("li.toast-root").first()).toBeVisible();
  await expect(section.getByText("Click to turn off voice assistant")).toBeVisible();
  await expect(section.getByText("Listening — ask your question out loud.")).toBeVisible();
  await expect(section.getByText("You said: Is walking good exercise?")).toBeVisible();
  const voice = () =>
    page.evaluate(
      () =>
        (window as unknown as { __voice: { langs: string[]; spoken: string[]; aborted: number } })
          .__voice,
    );
  await expect.poll(async () => (await voice()).spoken.length).toBeGreaterThan(0);
  expect((await voice()).langs[0]).toBe("hi-IN");
  expect((await voice()).spoken[0]).toMatch(/^hi-IN\|/);
  await section.getByRole("button", { name: "Turn voice assistant off" }).click();
  await expect(section.getByText("Voice assistant is currently off")).toBeVisible();
  await expect(
    page.locator("li.toast-root").filter({ hasText: "Voice Assistant Deactivated" }),
  ).toBeVisible();
  expect((await voice()).aborted).toBeGreaterThan(0);
});

test("without speech recognition, voice says so and points to the chat", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    Object.defineProperty(window, "webkitSpeechRecognition", {
      value: undefined,
      configurable: true,
    });
    Object.defineProperty(window, "SpeechRecognition", { value: undefined, configurable: true });
  });
  await page.goto("/?lng=hi");
  await scrollToSection(page, "companion");
  await expect(page.locator("#companion").getByRole("note")).toContainText("चैट टैब");
});

test("when the companion cannot answer, voice says sorry aloud in Hindi", async ({ page }) => {
  await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/?lng=hi");
  await scrollToSection(page, "companion");
  const section = page.locator("#companion");
  await section.getByLabel("हिंदी", { exact: true }).check();
  await section.getByRole("button", { name: "वॉइस असिस्टेंट चालू करें" }).click();
  const spoken = () =>
    page.evaluate(() => (window as unknown as { __voice: { spoken: string[] } }).__voice.spoken);
  await expect.poll(async () => (await spoken()).length).toBeGreaterThan(0);
  expect((await spoken())[0]).toBe("hi-IN|माफ़ कीजिए, यह समझ नहीं पाई। कृपया फिर से कोशिश करें।");
});

test("with a voice provider configured: a fresh widget per turn-on, removed when off; language-detected switches", async ({
  page,
}) => {
  // The provider's script cannot be loaded here: a stand-in element, served from this origin.
  await page.route("**/api/voice/config", (route) =>
    route.fulfill({
      json: {
        mode: "widget",
        scriptUrl: "/test-voice-widget.js",
        element: "test-voice-widget",
        agents: {
          english: { agentId: "agent-en", name: "Saathi", voice: "en" },
          hindi: { agentId: "agent-hi", name: "साथी", voice: "hi" },
        },
      },
    }),
  );
  await page.route("**/test-voice-widget.js", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "customElements.define('test-voice-widget', class extends HTMLElement {});",
    }),
  );
  await page.goto("/?lng=en");
  await scrollToSection(page, "companion");
  const section = page.locator("#companion");
  const widgets = page.locator("test-voice-widget");
  await section.getByRole("button", { name: "Turn voice assistant on" }).click();
  await expect(widgets).toHaveCount(1);
  await expect(widgets).toHaveAttribute("agent-id", "agent-en");
  await expect(widgets).toHaveAttribute("action-text", "Start a call");
  await expect(section.getByText('Press "Start a call" to talk to Saathi.')).toBeVisible();

  await page.evaluate(() => window.postMessage({ type: "language-detected", language: "hi" }, "*"));
  await expect(section.getByLabel("Hindi", { exact: true })).toBeChecked();
  await expect(widgets).toHaveCount(1);
  await expect(widgets).toHaveAttribute("agent-id", "agent-hi");

  await section.getByRole("button", { name: "Turn voice assistant off" }).click();
  await expect(widgets).toHaveCount(0);
  await section.getByRole("button", { name: "Turn voice assistant on" }).click();
  await expect(widgets).toHaveCount(1);
  await page.goto("/chat?lng=en");
  await expect(widgets).toHaveCount(0);
});
