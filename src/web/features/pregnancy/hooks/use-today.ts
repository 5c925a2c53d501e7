import { useSyncExternalStore } from "react";
import { localIsoDate } from "../../../../domain/dates.ts";

/**
 * Wakes the page when the local day may have changed: just after midnight, and when the
 * page comes back to the screen (a phone asleep overnight fires no timers; a trip may
 * change the time zone).
 */
function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // A second past midnight, so the new day has surely begun when it fires.
    timer = setTimeout(
      () => {
        onChange();
        schedule();
      },
      midnight.getTime() - now.getTime() + 1000,
    );
  };
  schedule();
  document.addEventListener("visibilitychange", onChange);
  window.addEventListener("focus", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The user's own calendar day ("YYYY-MM-DD"), re-rendering when it turns. */
export function useToday(): string {
  return useSyncExternalStore(subscribe, localIsoDate, localIsoDate);
}
