import { foldScripts } from "../../../../domain/text.ts";

/** What a search looks at: the title and the words of an entry. */
export interface Searchable {
  title: string;
  content: string;
}

/**
 * Entries whose title or content holds every word she typed, ignoring case, Unicode form
 * and Devanagari nukta/chandrabindu variants. An empty search keeps them all.
 */
export function searchEntries<T extends Searchable>(entries: readonly T[], query: string): T[] {
  const words = foldScripts(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const text = foldScripts(`${entry.title}\n${entry.content}`);
    return words.every((word) => text.includes(word));
  });
}

/** The start of an entry for the list: whole words, at most `max` characters, one line. */
export function excerpt(content: string, max = 140): string {
  const flat = content.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
