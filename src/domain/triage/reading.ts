/**
 * A message read for triage: its forms, figures of speech blanked out, its clauses and
 * whose each is (clauses.ts), denial (negation.ts) and the numbers that matter. `has`
 * answers whether a concept is really present: said, not denied, and about her (or the
 * pregnant woman a relative writes about), not a child, a husband or a friend.
 */
import { clausesOf, type Clause } from "./clauses.ts";
import { forms, tidy, type Forms } from "./forms.ts";
import { appears, spans, without, type Concept } from "./lexicon.ts";
import lexicon from "./lexicon.json" with { type: "json" };
import { denied } from "./negation.ts";
import { readNumbers, type Numbers } from "./numbers.ts";
import { withKnownStage, type KnownStage } from "./stage.ts";

/** Figures of speech and look-alike phrases, blanked before anything is looked for. */
const NOISE: Concept[] = [
  ...(["FALL_NOISE", "IDIOM_NOISE", "SELF_HARM_NOISE", "SEIZURE_NOISE", "HEAD_NOISE"] as const),
  ...(["VISION_NOISE", "CHEST_NOISE", "FAINT_NOISE", "BLEED_NOISE", "FLUID_NOISE"] as const),
  "SIDE_NOISE",
];

/**
 * What only a pregnancy has (movements, waters, contractions; a blow to her, or a bite): hers
 * even in a clause that names her husband, her mother or the dog, though not in one about
 * another woman.
 */
const HERS_ALONE = new Set<Concept>([
  ...(["MOVE_LESS", "MOVE_WORDS", "MOVE_CHANGE", "FLUID", "CONTRACTION", "LABOUR"] as const),
  "NOT_DELIVERED",
  ...(["BIRTH_NOW", "PRETERM_EXTRA", "ASSAULT", "BELLY_IMPACT", "ANIMAL_BITE"] as const),
]);
/** What frames the whole message: how far along, asking in general, over and checked. */
const FRAMING = new Set<Concept>([
  ...(["PREGNANT", "POSTPARTUM", "EARLY_PREGNANCY", "GENERAL_QUESTION", "INFO_ONLY"] as const),
  ...(["FAMILY_HISTORY", "NOW", "RESOLVED", "CHECKED", "ALL_FINE_NOW"] as const),
]);

export interface Reading {
  whole: Forms;
  clauses: Clause[];
  numbers: Numbers;
  /** A concept present in a clause about her, and not denied there. */
  has(concept: Concept): boolean;
  /** Two concepts present together in one clause about her. */
  together(a: Concept, b: Concept): boolean;
  /** A concept in a clause that says none of the others ("bit me", not "bit my son"). */
  apart(a: Concept, ...others: Concept[]): boolean;
  /** Two concepts in one sentence about her ("bleeding at 6 weeks, stopped, scan fine"). */
  near(a: Concept, b: Concept): boolean;
  /** A concept anywhere in the message as written, denied or not, whoever it is about. */
  mentions(concept: Concept): boolean;
  /**
   * The sentences in which a concept is said and not denied, now, whoever it is about (a
   * friend's goodbye too), leaving out sentences about a film, a show or the news.
   */
  saidIn(concept: Concept): Set<number>;
  /** A concept across the clauses of one sentence about her ("pehle … , ab bas halka"). */
  inSentence(concept: Concept): boolean;
  /** The sentences that end with a question mark. */
  asked: Set<number>;
  /** The sentences in which a concept is present. */
  sentencesWith(concept: Concept): Set<number>;
  /** In how many clauses a concept is said (as `saidIn` counts, but by clause). */
  timesSaid(concept: Concept): number;
  /** Both said, `a` last after `b` ("kicked a lot this morning, since then nothing"). */
  saidAfter(a: Concept, b: Concept): boolean;
}

/** A message, read with what is known of her stage where the message says none. */
export function read(message: string, known: KnownStage = {}): Reading {
  const tidied = tidy(message);
  const raw = forms(tidied);
  let whole = raw;
  for (const noise of NOISE) whole = without(noise, whole);
  const clauses = clausesOf(whole);
  const hers = clauses.filter((c) => !c.someoneElse && !c.longAgo);
  const pregnancy = clauses.filter((c) => !c.anotherWoman && !c.longAgo);
  const scope = (concept: Concept) =>
    FRAMING.has(concept) ? clauses : HERS_ALONE.has(concept) ? pregnancy : hers;
  const isDenied = (concept: Concept, c: Clause) =>
    (c.listFrom !== null &&
      !FRAMING.has(concept) &&
      spans(concept, c).every(([first]) => first >= (c.listFrom ?? 0))) ||
    denied(concept, c);
  const present = (concept: Concept) =>
    scope(concept).filter((c) => appears(concept, c) && !isDenied(concept, c));
  // Said and not denied, now, whoever it is about, leaving out a film's or the news's sentence.
  const now = clauses.filter((c) => !c.longAgo);
  const screen = new Set(now.filter((c) => appears("SCREEN_STORY", c)).map((c) => c.sentence));
  const saying = (concept: Concept) =>
    now.filter((c) => !screen.has(c.sentence) && appears(concept, c) && !isDenied(concept, c));
  const cache = new Map<Concept, Clause[]>();
  const where = (concept: Concept) => {
    let found = cache.get(concept);
    if (!found) cache.set(concept, (found = present(concept)));
    return found;
  };
  return {
    whole,
    clauses,
    asked: new Set(clauses.filter((c) => c.asked).map((c) => c.sentence)),
    // Numbers count only where they are about her ("my son has 102 fever" is not her fever).
    numbers: withKnownStage(readNumbers(hers.map((c) => c.en.trim()).join(" , ")), known, {
      afterBirth: where("POSTPARTUM").length > 0,
      pregnant: where("PREGNANT").length > 0,
    }),
    has: (concept) => where(concept).length > 0,
    apart: (a, ...others) => where(a).some((c) => others.every((b) => !appears(b, c))),
    near(a, b) {
      const first = new Set(where(a).map((c) => c.sentence));
      return where(b).some((c) => first.has(c.sentence));
    },
    together(a, b) {
      const second = new Set(where(b));
      return where(a).some((c) => second.has(c));
    },
    mentions: (concept) => appears(concept, raw),
    saidIn: (concept) => new Set(saying(concept).map((c) => c.sentence)),
    timesSaid: (concept) => saying(concept).length,
    sentencesWith: (concept) => new Set(where(concept).map((c) => c.sentence)),
    saidAfter(a, b) {
      // Where a concept is last said: its clause, then its last word there.
      const last = (concept: Concept) => {
        const clause = where(concept).at(-1);
        if (!clause) return -1;
        const end = Math.max(0, ...spans(concept, clause).map(([, e]) => e));
        return clauses.indexOf(clause) * 1000 + end;
      };
      const [at, before] = [last(a), last(b)];
      return at >= 0 && before >= 0 && at > before;
    },
    inSentence(concept) {
      const sentences = new Map<number, Clause[]>();
      for (const c of HERS_ALONE.has(concept) ? pregnancy : hers)
        sentences.set(c.sentence, [...(sentences.get(c.sentence) ?? []), c]);
      return [...sentences.values()].some((parts) =>
        appears(concept, {
          en: ` ${parts.map((p) => p.en.trim()).join(" , ")} `,
          hx: ` ${parts.map((p) => p.hx.trim()).join(" , ")} `,
        }),
      );
    },
  };
}

/** The reading laid out for a person (scripts/explain-triage.ts). */
export function explain(message: string) {
  const r = read(message);
  const concepts = Object.keys(lexicon).filter((k) => k !== "_about") as Concept[];
  return {
    en: r.whole.en,
    hx: r.whole.hx,
    clauses: r.clauses.map(
      (c) =>
        `${c.someoneElse ? (c.anotherWoman ? "[woman] " : "[other] ") : ""}${c.longAgo ? "[long ago] " : ""}${c.en.trim()}`,
    ),
    numbers: r.numbers,
    present: concepts.filter((c) => r.has(c)),
    deniedOrOther: concepts.filter((c) => r.mentions(c) && !r.has(c)),
  };
}
