import { act, renderHook } from "@testing-library/preact";
import { describe, expect, it, vi } from "vitest";
import { isIosBrowser, useInstallPrompt } from "./use-install-prompt.ts";

function installEvent(outcome: "accepted" | "dismissed") {
  const event = new Event("beforeinstallprompt", { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe("install prompt (001 §2)", () => {
  it("stays hidden until the browser offers installation", () => {
    const { result } = renderHook(() => useInstallPrompt());
    expect(result.current.mode).toBe("hidden");
    const { event } = installEvent("accepted");
    void act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(result.current.mode).toBe("install");
  });

  it("accepting runs the browser prompt and hides the card", async () => {
    const { result } = renderHook(() => useInstallPrompt());
    const { event, prompt } = installEvent("accepted");
    void act(() => void window.dispatchEvent(event));
    await act(() => result.current.install());
    expect(prompt).toHaveBeenCalledOnce();
    expect(result.current.mode).toBe("hidden");
  });

  it("dismissal is stored for good", () => {
    const { result, unmount } = renderHook(() => useInstallPrompt());
    void act(() => void window.dispatchEvent(installEvent("dismissed").event));
    void act(() => result.current.dismiss());
    expect(result.current.mode).toBe("hidden");
    expect(localStorage.getItem("saathi_installPromptDismissed")).toBe("true");
    unmount();
    const again = renderHook(() => useInstallPrompt());
    void act(() => void window.dispatchEvent(installEvent("accepted").event));
    expect(again.result.current.mode).toBe("hidden");
  });

  it("recognises iPhone and iPad browsers outside standalone mode", () => {
    const nav = (userAgent: string, platform = "", maxTouchPoints = 0) =>
      ({ userAgent, platform, maxTouchPoints }) as Navigator;
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1";
    expect(isIosBrowser(nav(iphone), false)).toBe(true);
    expect(isIosBrowser(nav(iphone), true)).toBe(false);
    expect(isIosBrowser(nav("Mozilla/5.0 (Macintosh)", "MacIntel", 5), false)).toBe(true);
    expect(isIosBrowser(nav("Mozilla/5.0 (Linux; Android 14)", "Linux"), false)).toBe(false);
  });
});
