import { isProduction } from "./env.ts";
import { afterLoadWhenIdle } from "./idle.ts";
import { logError } from "./log.ts";

/**
 * 000 §9: the worker (/sw.js, at the root so it controls every page) is registered when the
 * browser supports it; the outcome is only logged. Not in development, where it would cache
 * the dev server's modules.
 */
export function registerServiceWorker(): void {
  if (!isProduction || !("serviceWorker" in navigator)) return;
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(
      () => console.info("[saathi] offline support ready"),
      (error: unknown) => logError("service worker registration failed", error),
    );
  // After the page has loaded and gone idle, so precaching never competes with the first paint.
  afterLoadWhenIdle(() => void register(), 3000);
}
