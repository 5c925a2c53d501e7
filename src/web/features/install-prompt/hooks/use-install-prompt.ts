import { useEffect, useState } from "react";
import { readStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

/** Chromium's install event; not in the DOM typings yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export function isIosBrowser(nav: Navigator, standalone: boolean): boolean {
  const appleMobile =
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
  return appleMobile && !standalone;
}

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return legacy || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

export type InstallPromptMode = "hidden" | "install" | "ios";

/**
 * 001 §2: shown when install is available and not dismissed; "Install App" where the
 * browser offers the install event, the Share → Add to Home Screen steps on iPhone/iPad.
 * Dismissal is stored for good; acceptance hides it.
 */
export function useInstallPrompt() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [hidden, setHidden] = useState(
    () => readStored(StorageKeys.installPromptDismissed) === "true",
  );
  const [ios] = useState(() => isIosBrowser(navigator, isStandalone()));

  useEffect(() => {
    const onAvailable = (e: Event) => {
      e.preventDefault(); // keep Chrome's mini-infobar away; we show our own card
      setEvent(e as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setHidden(true);
    window.addEventListener("beforeinstallprompt", onAvailable);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onAvailable);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const mode: InstallPromptMode = hidden ? "hidden" : event ? "install" : ios ? "ios" : "hidden";

  return {
    mode,
    install: async () => {
      if (!event) return;
      await event.prompt();
      const { outcome } = await event.userChoice;
      setEvent(null);
      if (outcome === "accepted") setHidden(true);
    },
    dismiss: () => {
      writeStored(StorageKeys.installPromptDismissed, "true");
      setHidden(true);
    },
  };
}
