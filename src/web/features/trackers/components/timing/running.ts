import { useCallback, useEffect, useState } from "react";
import type { KickSession } from "../../../../../domain/trackers/kicks.ts";
import { readStored, removeStored, writeStored, type StorageKey } from "../../../../lib/storage.ts";

/**
 * What is running right now (a kick session, a contraction), kept on the device until it is
 * saved, so a reload or a closed tab loses nothing. Times only: nothing else about her.
 */
function useStored<T>(key: StorageKey, parse: (value: unknown) => T | null) {
  const [value, setValue] = useState<T | null>(() => {
    try {
      return parse(JSON.parse(readStored(key) ?? "null"));
    } catch {
      return null;
    }
  });
  const set = useCallback(
    (next: T | null) => {
      setValue(next);
      if (next === null) removeStored(key);
      else writeStored(key, JSON.stringify(next));
    },
    [key],
  );
  return [value, set] as const;
}

const isTime = (value: unknown): value is string =>
  typeof value === "string" && !Number.isNaN(Date.parse(value));

export function parseKickSession(value: unknown): KickSession | null {
  if (typeof value !== "object" || value === null) return null;
  const { startedAt, movements } = value as Record<string, unknown>;
  if (!isTime(startedAt) || !Array.isArray(movements) || !movements.every(isTime)) return null;
  return { startedAt, movements };
}

export const useKickSession = () => useStored("tracker.kicks.running", parseKickSession);

export const useContractionStart = () =>
  useStored("tracker.contractions.running", (value) => (isTime(value) ? value : null));

/** The time now, updated every `everyMs` (every second while something runs). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, everyMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
