import { useSyncExternalStore } from "react";
import type { Region } from "../../../../contracts/guidance-constants.ts";
import { readStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

const KEY = StorageKeys.guidanceRegion;
const CHANGED = "saathi:region";

/** Her choice, else a guess: Hindi or an Indian time zone means India; otherwise the USA. */
export function defaultRegion(language: string, timeZone: string): Region {
  if (language === "hi" || /^Asia\/(Kolkata|Calcutta)$/.test(timeZone)) return "india";
  return /^America\//.test(timeZone) ? "usa" : "india";
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
  const region =
    stored ?? defaultRegion(language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return [
    region,
    (next) => {
      writeStored(KEY, next);
      window.dispatchEvent(new Event(CHANGED));
    },
  ];
}
