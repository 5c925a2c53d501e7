import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "../../../../contracts/tracker-limits.ts";
import type { JournalDraft } from "./journal-draft.ts";

/** What is wrong with a draft, as keys of the "journal" namespace (none when it can be saved). */
export interface DraftErrors {
  title?: "form.titleRequired" | "form.titleLong";
  content?: "form.contentLong";
  mood?: "form.moodRequired";
}

export function checkDraft(draft: JournalDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = "form.titleRequired";
  else if (title.length > JOURNAL_TITLE_MAX) errors.title = "form.titleLong";
  if (draft.content.length > JOURNAL_CONTENT_MAX) errors.content = "form.contentLong";
  if (!draft.mood) errors.mood = "form.moodRequired";
  return errors;
}

/**
 * Why a save failed, as a key of the "journal" namespace: she reads it after
 * "Failed to save journal entry: ". Never the raw server text (it may be English or JSON).
 */
export function saveFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  if (message === "storage") return "save.storage";
  const status = /^(\d{3}):/.exec(message)?.[1];
  if (!status) return "save.offline";
  if (status === "401") return "save.signedOut";
  if (status === "413" || /errors\.journal(Title|Content)/.test(message)) return "save.tooLong";
  if (status === "429") return "save.busy";
  return "save.server";
}
