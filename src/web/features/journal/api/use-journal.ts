import { useMemo } from "react";
import type { JournalEntry } from "../../../../contracts/journal.ts";
import type { Mood } from "../../../../domain/trackers/moods.ts";
import { listKey, useLocalFirst, type Shown } from "../../../lib/local-first.ts";

/** An entry as the journal shows it: `pending` when only this device has it so far. */
export type ShownEntry = Shown<JournalEntry>;
export interface EntryFields {
  title: string;
  content: string;
  mood: Mood;
}

/** A time before any entry: a window that holds them all. */
const EVERY_ENTRY = "1970-01-01T00:00:00.000Z";

/** The pages the sign-in upload reads again once the device's entries joined. */
export const JOURNAL_KEY = listKey("journal");

/**
 * Her journal (issue 14 part 9): the account's entries when signed in, with any this device
 * still holds shown first as pending; the device's alone when signed out (they join the
 * account at sign-in). A signed-in save that fails is reported, and her draft stays, so it is
 * not also kept on the device.
 */
export function useJournal(signedIn: boolean, searching: boolean) {
  // A search looks through all her entries, not only the pages shown: the older pages are
  // read on (at most COVER_PAGES_MAX in all) while she searches.
  const journal = useLocalFirst<JournalEntry>("journal", signedIn, {
    keepFailedCreate: false,
    coverSince: searching ? EVERY_ENTRY : null,
  });
  // What the device holds under the journal's key is shown only if it reads as an entry.
  const entries = useMemo(
    () => journal.items.filter((entry) => typeof entry.title === "string"),
    [journal.items],
  );
  return { ...journal, entries };
}
