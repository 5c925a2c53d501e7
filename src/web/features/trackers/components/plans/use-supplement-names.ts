import { useCallback, useSyncExternalStore } from "react";
import { readStored, writeStored } from "../../../../lib/storage.ts";
import type { SupplementNames } from "./supplements.ts";

/** Kept on this phone only (issue 14 part 8): the names she added and the ones she removed. */
const KEY = "tracker.supplementNames" as const;
const EVENT = "saathi:supplement-names";

function read(): string {
  return readStored(KEY) ?? "";
}

function parse(json: string): SupplementNames {
  try {
    const value = JSON.parse(json || "{}") as Partial<SupplementNames>;
    const strings = (list: unknown) =>
      Array.isArray(list) ? list.filter((n): n is string => typeof n === "string") : [];
    return { added: strings(value.added), hidden: strings(value.hidden) };
  } catch {
    return { added: [], hidden: [] };
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Her list of names and a way to change it (false when the phone would not store it). */
export function useSupplementNames(): [SupplementNames, (next: SupplementNames) => boolean] {
  const json = useSyncExternalStore(subscribe, read, () => "");
  const save = useCallback((next: SupplementNames) => {
    const saved = writeStored(KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(EVENT));
    return saved;
  }, []);
  return [parse(json), save];
}
