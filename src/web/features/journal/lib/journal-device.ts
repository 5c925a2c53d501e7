import type { JournalEntry } from "../../../../contracts/journal.ts";
import { readStored, removeStored, writeStored } from "../../../lib/storage.ts";

/**
 * Journal entries kept on this device (signed out, or a save the account could not take):
 * the "tracker.journal" key the sign-in upload sends to her account, newest first, as
 * {id, createdAt, updatedAt, title, content, mood}.
 */
const KEY = "tracker.journal" as const;
export const JOURNAL_DEVICE_EVENT = "saathi:tracker-items";

export function readDeviceEntries(): JournalEntry[] {
  try {
    const parsed: unknown = JSON.parse(readStored(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return (parsed as unknown[]).filter(
      (item): item is JournalEntry =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as JournalEntry).id === "string" &&
        typeof (item as JournalEntry).title === "string",
    );
  } catch {
    return [];
  }
}

/** Newest first. False when the device would not store them. */
export function writeDeviceEntries(entries: JournalEntry[]): boolean {
  const sorted = [...entries].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const saved = sorted.length ? writeStored(KEY, JSON.stringify(sorted)) : removeStored(KEY);
  window.dispatchEvent(new CustomEvent(JOURNAL_DEVICE_EVENT, { detail: "journal" }));
  return saved;
}

export function putDeviceEntry(entry: JournalEntry): boolean {
  return writeDeviceEntries([entry, ...readDeviceEntries().filter((e) => e.id !== entry.id)]);
}

export function dropDeviceEntry(id: string): boolean {
  return writeDeviceEntries(readDeviceEntries().filter((e) => e.id !== id));
}

export function subscribeDeviceEntries(onChange: () => void): () => void {
  window.addEventListener(JOURNAL_DEVICE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(JOURNAL_DEVICE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}
