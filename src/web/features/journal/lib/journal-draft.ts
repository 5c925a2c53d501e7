import { MOODS, type Mood } from "../../../../domain/trackers/moods.ts";
import { readStored, removeStored, writeStored } from "../../../lib/storage.ts";

/** What she is writing, kept on the device on every change until it is saved. */
export interface JournalDraft {
  title: string;
  content: string;
  mood: Mood | "";
  /** The entry being edited, when the draft is a change to one. */
  editing?: string;
}

export const EMPTY_DRAFT: JournalDraft = { title: "", content: "", mood: "" };
const KEY = "tracker.journalDraft" as const;

const isMood = (value: unknown): value is Mood => MOODS.includes(value as Mood);

export function readDraft(): JournalDraft {
  try {
    const parsed: unknown = JSON.parse(readStored(KEY) ?? "null");
    if (!parsed || typeof parsed !== "object") return EMPTY_DRAFT;
    const draft = parsed as Record<string, unknown>;
    return {
      title: typeof draft.title === "string" ? draft.title : "",
      content: typeof draft.content === "string" ? draft.content : "",
      mood: isMood(draft.mood) ? draft.mood : "",
      ...(typeof draft.editing === "string" ? { editing: draft.editing } : {}),
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Keeps the draft (an empty one is removed). False when the device would not store it. */
export function writeDraft(draft: JournalDraft): boolean {
  if (!draft.title && !draft.content && !draft.mood && !draft.editing) return removeStored(KEY);
  return writeStored(KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeStored(KEY);
}
