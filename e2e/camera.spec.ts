import { expect, test } from "@playwright/test";
import { chromePath, chromiumArgs } from "../scripts/chromium.mjs";
import { scrollToSection } from "./support/home.ts";

// Chromium's own fake camera: a moving test pattern, permission granted without a prompt.
test.use({
  launchOptions: {
    executablePath: chromePath,
    args: [...chromiumArgs, "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"],
  },
});

test("Take a Photo: live view from the rear camera, capture, stream stopped, analysed", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __streams: MediaStream[]; __asked: MediaStreamConstraints[] };
    w.__streams = [];
    w.__asked = [];
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      w.__asked.push(constraints ?? {});
      const stream = await original(constraints);
      w.__streams.push(stream);
      return stream;
    };
  });
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  await page.locator("#safety").getByRole("button", { name: "Take photo" }).click();
  const dialog = page.getByRole("dialog", { name: "Take a Photo" });
  await expect(dialog).toBeVisible();
  const capture = dialog.getByRole("button", { name: "Capture" });
  await expect(capture).toBeEnabled();
  const asked = await page.evaluate(
    () => (window as unknown as { __asked: MediaStreamConstraints[] }).__asked[0],
  );
  expect(asked).toMatchObject({
    audio: false,
    video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
  const request = page.waitForRequest("**/api/product/image-check");
  await capture.click();
  await expect(dialog).toBeHidden();
  const body = (await request).postDataJSON() as { imageBase64: string };
  expect(body.imageBase64.startsWith("/9j/")).toBe(true); // a JPEG, without the data: prefix
  const live = await page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams
        .flatMap((s) => s.getTracks())
        .filter((t) => t.readyState === "live").length,
  );
  expect(live).toBe(0);
  const panel = page.getByRole("region", { name: "What the photo told us" });
  await expect(panel.getByRole("img", { name: "The photo you chose" })).toBeVisible();
  await expect(panel.getByText("Insufficient data", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

test("camera refused: the error state offers retry, upload and cancel (Hindi)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
  });
  await page.goto("/?lng=hi");
  await scrollToSection(page, "safety");
  await page.locator("#safety").getByRole("button", { name: "फ़ोटो लें" }).click();
  const dialog = page.getByRole("dialog", { name: "फ़ोटो लें" });
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("कैमरा इस्तेमाल करने की अनुमति नहीं मिली");
  await expect(alert.getByRole("button", { name: "फिर कोशिश करें" })).toBeVisible();
  await expect(alert.getByRole("button", { name: "इसके बजाय अपलोड करें" })).toBeVisible();
  await alert.getByRole("button", { name: "रद्द करें" }).click();
  await expect(dialog).toBeHidden();
});

test("no camera support: the spec's message", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
  });
  await page.goto("/?lng=en");
  await scrollToSection(page, "safety");
  await page.locator("#safety").getByRole("button", { name: "Take photo" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toContainText(
    "Camera access is not supported on this device or browser",
  );
});

test.describe("on an iPhone", () => {
  test.use({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    viewport: { width: 390, height: 844 },
  });

  test("the dialog hands over to the phone's own camera through a capture input", async ({
    page,
  }) => {
    let asked = false;
    await page.exposeFunction("__cameraAsked", () => (asked = true));
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => {
        void (window as unknown as { __cameraAsked: () => void }).__cameraAsked();
        return Promise.reject(new Error("not expected"));
      };
    });
    await page.goto("/?lng=en");
    await scrollToSection(page, "safety");
    await page.locator("#safety").getByRole("button", { name: "Take photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Take a Photo" });
    await expect(dialog.getByText("Your phone will open its camera.")).toBeVisible();
    const input = dialog.locator('input[type="file"][capture="environment"]');
    await expect(input).toHaveAttribute("accept", "image/*");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Open camera" }).click();
    await (
      await chooser
    ).setFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(
        "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
        "base64",
      ),
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "What the photo told us" })).toBeVisible();
    expect(asked).toBe(false);
  });
});

test("the camera's code comes with the first press, not the page; a slow or failed load is said (Hindi)", async ({
  page,
}) => {
  const cameraCode: string[] = [];
  let hold = true;
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  await page.route(/camera-dialog-.*\.js$/, async (route) => {
    cameraCode.push(route.request().url());
    if (hold) return route.abort("internetdisconnected");
    // Slow: held until the waiting line has been seen.
    await slow;
    await route.continue();
  });
  await page.goto("/?lng=hi", { waitUntil: "networkidle" });
  await scrollToSection(page, "safety");
  await page.waitForLoadState("networkidle");
  expect(cameraCode).toEqual([]);
  const section = page.locator("#safety");
  const takePhoto = section.getByRole("button", { name: "फ़ोटो लें" });
  await takePhoto.click();
  await expect(section.getByRole("alert")).toContainText("लगता है आप ऑफ़लाइन हैं");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  hold = false;
  await takePhoto.click();
  await expect(section.getByRole("status")).toContainText("कैमरा चालू हो रहा है...");
  release();
  await expect(page.getByRole("dialog", { name: "फ़ोटो लें" })).toBeVisible();
  await expect(section.getByRole("alert")).toHaveCount(0);
});
