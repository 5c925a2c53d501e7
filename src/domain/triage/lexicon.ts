/**
 * The concepts of lexicon.json compiled once: one regular expression per script, each
 * matched against the form of the text it was written for (forms.ts).
 */
import type { Forms } from "./forms.ts";
import { foldDevanagari, foldPattern } from "./forms.ts";
import lexicon from "./lexicon.json" with { type: "json" };

export type Concept = Exclude<keyof typeof lexicon, "_about">;
interface Lists {
  en: string[];
  hx: string[];
  hi: string[];
}

/** "…" is up to three words in between, never across the end of a sentence. */
const GAP = "(?:[^\\s.?]+ ){0,3}";
const expand = (source: string) => source.replace(/ ?… ?/g, ` ${GAP}`);
/**
 * Latin words match from their start (JavaScript's \b knows no Devanagari, so Latin only).
 * Words of the mind match inside quotation marks too: a relative quotes her ("she keeps saying
 * 'mere bina ye log behtar rahenge'", "she said 'look after my daughter'"); other signs in
 * quotes are mostly sayings and jokes.
 */
const latin = (source: string, quoted = false) =>
  `(?<![a-z0-9${quoted ? "" : "'"}])(?:${expand(source)})`;
/** Devanagari words match from their start too: "श्वास" (breath) is not "विश्वास" (trust). */
const devanagari = (source: string) => `(?<![\u0900-\u097F])(?:${expand(foldDevanagari(source))})`;
const QUOTED = new Set<string>([
  "SELF_HARM",
  "HOPELESS",
  "FAREWELL",
  "PREPARING",
  "PARTING_ACTS",
  "CARE_FOR_CHILD",
]);

/** Longer patterns first: at one position the regular expression takes the first that fits. */
function compile(sources: string[]): RegExp | null {
  const ordered = [...sources].sort((a, b) => b.length - a.length);
  return ordered.length ? new RegExp(ordered.join("|"), "u") : null;
}

interface Matcher {
  en: RegExp | null;
  hx: RegExp | null;
  hi: RegExp | null;
}
const MATCHERS = new Map<Concept, Matcher>(
  (Object.entries(lexicon) as [string, Lists | string][])
    .filter((entry): entry is [Concept, Lists] => typeof entry[1] !== "string")
    .map(([name, lists]) => [
      name,
      {
        en: compile(lists.en.map((s) => latin(s, QUOTED.has(name)))),
        hx: compile(lists.hx.map((s) => latin(foldPattern(s), QUOTED.has(name)))),
        hi: compile(lists.hi.map(devanagari)),
      },
    ]),
);

/** Whether a concept appears in this piece of text (either form). */
export function appears(concept: Concept, text: Forms): boolean {
  const m = MATCHERS.get(concept);
  if (!m) throw new Error(`unknown triage concept ${concept}`);
  return !!(m.en?.test(text.en) || m.hi?.test(text.en) || m.hx?.test(text.hx));
}

/** Where a concept's occurrences are: the positions of their first and last words. */
export function spans(concept: Concept, text: Forms): [number, number][] {
  const m = MATCHERS.get(concept);
  if (!m) throw new Error(`unknown triage concept ${concept}`);
  const found = new Map<string, [number, number]>();
  const at = (s: string, re: RegExp | null) => {
    if (!re) return;
    for (const match of s.matchAll(new RegExp(re.source, "gu"))) {
      const begin = match.index + (s[match.index] === " " ? 1 : 0);
      const end = match.index + Math.max(match[0].trimEnd().length - 1, 0);
      const span: [number, number] = [
        s.slice(0, begin).split(" ").length - 1,
        s.slice(0, end).split(" ").length - 1,
      ];
      found.set(span.join(":"), span);
    }
  };
  at(text.en, m.en);
  at(text.en, m.hi);
  at(text.hx, m.hx);
  // A span inside a longer one ("हथेली" in "हथेली तलवों") is the same occurrence.
  const all = [...found.values()];
  return all.filter(([a, b]) => !all.some(([c, e]) => c <= a && b <= e && (c < a || b < e)));
}

/** Which words (by position) a pattern's matches cover. */
function covered(text: string, re: RegExp | null, into: Set<number>): void {
  if (!re) return;
  for (const match of text.matchAll(new RegExp(re.source, "gu"))) {
    const first = text.slice(0, match.index).split(" ").length - 1;
    const last =
      text.slice(0, match.index + Math.max(match[0].length - 1, 0)).split(" ").length - 1;
    for (let i = first; i <= last; i++) into.add(i);
  }
}

/**
 * The text with every word of a concept's occurrences blanked out in both forms (the
 * forms keep word for word the same positions): figures of speech and other noise.
 */
export function without(concept: Concept, text: Forms): Forms {
  const m = MATCHERS.get(concept);
  if (!m) throw new Error(`unknown triage concept ${concept}`);
  const words = new Set<number>();
  covered(text.en, m.en, words);
  covered(text.en, m.hi, words);
  covered(text.hx, m.hx, words);
  if (!words.size) return text;
  const blank = (s: string) =>
    s
      .split(" ")
      .map((word, i) => (words.has(i) && word ? "~" : word))
      .join(" ");
  return { en: blank(text.en), hx: blank(text.hx) };
}
