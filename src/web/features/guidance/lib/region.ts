import { useSyncExternalStore } from "react";
import type { Region } from "../../../../contracts/guidance-constants.ts";
import { readStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

const KEY = StorageKeys.guidanceRegion;
const CHANGED = "saathi:region";

/**
 * Her choice, else a guess: Hindi or India's clock (UTC+5:30) means India; a clock of the
 * Americas (UTC-3 to UTC-10) the USA; India otherwise. The clock's offset, not its zone's
 * name: asking Intl for the zone loads the browser's calendar data, about a quarter of a
 * second on a mid-range phone while the page starts (issue 12).
 */
export function defaultRegion(language: string, minutesBehindUtc: number): Region {
  if (language === "hi" || minutesBehindUtc === -330) return "india";
  return minutesBehindUtc >= 180 && minutesBehindUtc <= 600 ? "usa" : "india";
}

function read(): Region | null {
  const stored = readStored(KEY);
  return stored === "india" || stored === "usa" ? stored : null;
}
function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export function useRegion(language: string): [Region, (region: Region) => void] {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const region = stored ?? defaultRegion(language, new Date().getTimezoneOffset());
  return [
    region,
    (next) => {
      writeStored(KEY, next);
      window.dispatchEvent(new Event(CHANGED));
    },
  ];
}
