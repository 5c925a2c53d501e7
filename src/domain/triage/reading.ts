/**
 * A message read for triage: its forms, split into clauses (negation and "whose symptom is
 * it" are decided clause by clause), figures of speech blanked out, and the numbers that
 * matter. `has` answers whether a concept is really present: said, not denied, and about
 * her (or the pregnant woman a relative writes about), not a child, a husband or a friend.
 */
import { forms, tidy, type Forms } from "./forms.ts";
import { foldDevanagari } from "./forms.ts";
import { appears, spans, without, type Concept } from "./lexicon.ts";
import lexicon from "./lexicon.json" with { type: "json" };
import { readNumbers, type Numbers } from "./numbers.ts";

/** Figures of speech and look-alike phrases, blanked before anything is looked for. */
const NOISE: Concept[] = [
  "FALL_NOISE",
  "IDIOM_NOISE",
  "SELF_HARM_NOISE",
  "SEIZURE_NOISE",
  "HEAD_NOISE",
  "VISION_NOISE",
  "CHEST_NOISE",
  "FAINT_NOISE",
  "BLEED_NOISE",
  "FLUID_NOISE",
];
/** Concepts a nearby "no", "not", "nahi", "नहीं" denies. */
const NEGATABLE = new Set<Concept>([
  "BLEED",
  "FLUID",
  "PAIN",
  "FEVER",
  "HEAD",
  "VISION",
  "VOMIT",
  "SWELL",
  "SEIZURE",
  "FAINT",
  "DIZZY",
  "SMELL",
  "ITCH",
  "CHEST",
  "URINE_BURN",
  "SPOTTING",
  "TIRED",
  "LOW_MOOD",
  "IRREGULAR",
  "RESOLVED",
  "MOVE_FINE",
  "POSTPARTUM",
  "PREGNANT",
  "PREGNANT_STATUS",
  "PALMS_SOLES",
  "FACE_HANDS",
  "FALL",
  "CONTRACTION",
  "DISCHARGE",
  "LEG_SIGN",
  "LEG_RED",
  "WOUND_SIGN",
  "VAGINAL_CUE",
  "BREAST",
]);

/** "no", "not", "never"… up to three words before; not "can't stop", "not going away". */
const EN_NEGATION =
  /(?<![a-z])(?:no|not|never|without|nor|zero|none|don't|didn't|doesn't|haven't|hasn't|isn't|wasn't|aren't)(?: (?!stop|stopp|go\b|going|ease|easing|help|settl|sure|know|able)[^\s.]+){0,3}$/u;
const HX_BEFORE = /(?<![a-z])(?:na|bina|no|not|koi|bagair)(?: (?!ke\b)[^\s.]+)?$/u;
/** "nahi" right after, or after a word that only completes it ("khoon to nahi aaya"). */
const HX_AFTER =
  /^(?: (?:to|bhi|bilkul|koi|kuch|ab|abhi|hua|hui|hue|aya|dikha|laga|hai|tha|thi|the|ho|a|kabhi|me|pe|par))? nahi(?![a-z])/u;
const hindi = (source: string) => new RegExp(foldDevanagari(source), "u");
const HI_BEFORE = hindi("(?:^| )(?:बिना|न|ना|कोई)(?: (?!के )[^\\s.]+)?$");
const HI_AFTER = hindi(
  "^(?: (?:तो|भी|बिल्कुल|बिलकुल|कोई|अब|अभी|हुआ|हुई|हुए|आया|दिखा|लगा|है|था|थी|थे|हो|आ|कभी|में|पर))? नहीं(?= |$)",
);

export interface Clause extends Forms {
  /** Belongs to someone who is not (or no longer) the one triage is about. */
  other: boolean;
  /** Which sentence of the message it belongs to. */
  sentence: number;
  /** Ends "X ya Y kuch nahi" / "no X or Y": every sign in it is denied. */
  listDenied: boolean;
}

export interface Reading {
  whole: Forms;
  clauses: Clause[];
  numbers: Numbers;
  /** A concept present in a clause about her, and not denied there. */
  has(concept: Concept): boolean;
  /** Two concepts present together in one clause about her. */
  together(a: Concept, b: Concept): boolean;
  /** Two concepts in one sentence about her ("bleeding at 6 weeks, stopped, scan fine"). */
  near(a: Concept, b: Concept): boolean;
  /** A concept anywhere in the message, denied or not, whoever it is about. */
  mentions(concept: Concept): boolean;
}

const BOUNDARY = new Set([
  ".",
  ",",
  "but",
  "however",
  "although",
  "though",
  "lekin",
  "magar",
  "लेकिन",
  "मगर",
  "parantu",
  "परंतु",
  "किंतु",
]);

/** Splits word-aligned forms into clauses at punctuation and "but"-like words. */
function split(text: Forms): (Forms & { sentence: number })[] {
  const en = text.en.split(" ");
  const hx = text.hx.split(" ");
  const out: (Forms & { sentence: number })[] = [];
  let start = 0;
  let sentence = 0;
  for (let i = 0; i <= en.length; i++) {
    if (i < en.length && !BOUNDARY.has(en[i] ?? "") && !BOUNDARY.has(hx[i] ?? "")) continue;
    if (i > start)
      out.push({
        en: ` ${en.slice(start, i).join(" ")} `,
        hx: ` ${hx.slice(start, i).join(" ")} `,
        sentence,
      });
    if (en[i] === ".") sentence++;
    start = i + 1;
  }
  return out;
}

/** Whether every occurrence of the concept in this clause is denied. */
function denied(concept: Concept, clause: Forms): boolean {
  if (!NEGATABLE.has(concept)) return false;
  const en = clause.en.split(" ");
  const hx = clause.hx.split(" ");
  const found = spans(concept, clause);
  return (
    found.length > 0 &&
    found.every(([first, last]) => {
      const beforeEn = en.slice(Math.max(0, first - 4), first).join(" ");
      const beforeHx = hx.slice(Math.max(0, first - 3), first).join(" ");
      const afterEn = ` ${en.slice(last + 1, last + 5).join(" ")}`;
      const afterHx = ` ${hx.slice(last + 1, last + 5).join(" ")}`;
      return (
        EN_NEGATION.test(beforeEn) ||
        HX_BEFORE.test(beforeHx) ||
        HI_BEFORE.test(beforeEn) ||
        HX_AFTER.test(afterHx) ||
        HI_AFTER.test(afterEn)
      );
    })
  );
}

/**
 * Read across every clause whoever it names: what only a pregnancy has (movements, waters,
 * contractions; a blow to her), and what frames the whole message (how far along, asking
 * in general, over and checked).
 */
const WHOLE_MESSAGE = new Set<Concept>([
  "MOVE_LESS",
  "MOVE_WORDS",
  "FLUID",
  "CONTRACTION",
  "LABOUR",
  "NOT_DELIVERED",
  "BIRTH_NOW",
  "PRETERM_EXTRA",
  "ASSAULT",
  "BELLY_IMPACT",
  "PREGNANT",
  "POSTPARTUM",
  "EARLY_PREGNANCY",
  "GENERAL_QUESTION",
  "INFO_ONLY",
  "FAMILY_HISTORY",
  "NOW",
  "RESOLVED",
  "CHECKED",
]);
/** Framing, not signs: a list that ends "kuch nahi" does not deny them. */
const FRAMING = new Set<Concept>(
  [...WHOLE_MESSAGE].filter(
    (c) =>
      ![
        "MOVE_LESS",
        "MOVE_WORDS",
        "FLUID",
        "CONTRACTION",
        "BIRTH_NOW",
        "PRETERM_EXTRA",
        "ASSAULT",
        "BELLY_IMPACT",
      ].includes(c),
  ),
);
/** Where a clause naming someone else may change subject: "my son has fever and I am…". */
const SUBJECT_CHANGE = new Set(["and", "aur", "और", "i'm", "i", "main", "mai", "मै", "मुझे", "mujhe"]);
/** "X ya Y kuch nahi", "na X na Y", "no X or Y": the whole list is denied. */
const LIST_DENIED = hindiAndLatin(
  "(?:(?<![a-z])(?:ya|or)(?![a-z])|(?<=^| )या(?= ))(?: \\S+){1,4} (?:(?:kuch|koi|kuchh|कुछ|कोई) )?(?:nahi|नहीं)(?: (?:hai|he|h|है))?\\s*$",
);
function hindiAndLatin(source: string): RegExp {
  return new RegExp(foldDevanagari(source), "u");
}

/** Splits a clause naming someone else where the subject may change back to her. */
function subjects(
  clause: Forms & { sentence: number },
  writerPregnant: boolean,
): (Forms & { sentence: number })[] {
  const someoneElse =
    appears("OTHER_PERSON", clause) || (writerPregnant && appears("OTHER_WOMAN", clause));
  if (!someoneElse) return [clause];
  const en = clause.en.trim().split(" ");
  const hx = clause.hx.trim().split(" ");
  const out: (Forms & { sentence: number })[] = [];
  let start = 0;
  for (let i = 1; i <= en.length; i++) {
    if (i < en.length && !SUBJECT_CHANGE.has(en[i] ?? "")) continue;
    out.push({
      en: ` ${en.slice(start, i).join(" ")} `,
      hx: ` ${hx.slice(start, i).join(" ")} `,
      sentence: clause.sentence,
    });
    start = i;
  }
  return out;
}

/**
 * Marks clauses about someone else: a child, a husband, a friend, someone "not pregnant".
 * The subject carries on to the next clauses of the sentence until she speaks of herself.
 */
function markOthers(parts: (Forms & { sentence: number })[], writerPregnant: boolean): Clause[] {
  let carry = false;
  let sentence = -1;
  return parts.map((part) => {
    if (part.sentence !== sentence) carry = false;
    sentence = part.sentence;
    const herself =
      appears("SELF", part) ||
      (appears("PREGNANT_STATUS", part) && !denied("PREGNANT_STATUS", part));
    const someoneElse =
      (appears("OTHER_PERSON", part) || (writerPregnant && appears("OTHER_WOMAN", part))) &&
      !herself;
    const aboutSomeoneElse = someoneElse || (carry && !herself);
    carry = aboutSomeoneElse;
    // Years ago, or in a past pregnancy, is not now (and does not carry on to what follows).
    const other = aboutSomeoneElse || appears("LONG_AGO", part);
    return { ...part, other, listDenied: LIST_DENIED.test(part.en) || LIST_DENIED.test(part.hx) };
  });
}

export function read(message: string): Reading {
  const tidied = tidy(message);
  let whole = forms(tidied);
  for (const noise of NOISE) whole = without(noise, whole);
  // A sister or a friend is someone else only when the writer speaks of her own pregnancy;
  // otherwise she is usually the one the message is about.
  const writerPregnant = appears("WRITER_PREGNANT", whole);
  const clauses = markOthers(
    split(whole).flatMap((clause) => subjects(clause, writerPregnant)),
    writerPregnant,
  );
  const about = clauses.filter((c) => !c.other);
  const aboutFor = (concept: Concept) => (WHOLE_MESSAGE.has(concept) ? clauses : about);
  const isDenied = (concept: Concept, c: Clause) =>
    (c.listDenied && !FRAMING.has(concept)) || denied(concept, c);
  // Numbers count only where they are about her ("my son has 102 fever" is not her fever).
  const tidiedAboutHer = about.map((c) => c.en.trim()).join(" , ");
  const present = new Map<Concept, boolean>();
  return {
    whole,
    clauses,
    numbers: readNumbers(tidiedAboutHer),
    has(concept) {
      let value = present.get(concept);
      if (value === undefined) {
        value = aboutFor(concept).some((c) => appears(concept, c) && !isDenied(concept, c));
        present.set(concept, value);
      }
      return value;
    },
    near(a, b) {
      const sentences = (c: Concept) =>
        new Set(
          aboutFor(c)
            .filter((x) => appears(c, x) && !isDenied(c, x))
            .map((x) => x.sentence),
        );
      const first = sentences(a);
      return [...sentences(b)].some((n) => first.has(n));
    },
    together(a, b) {
      return aboutFor(a).some(
        (c) => appears(a, c) && appears(b, c) && !isDenied(a, c) && !isDenied(b, c),
      );
    },
    mentions: (concept) => appears(concept, whole),
  };
}

/** The reading laid out for a person (scripts/explain-triage.ts). */
export function explain(message: string) {
  const r = read(message);
  const concepts = Object.keys(lexicon).filter((k) => k !== "_about") as Concept[];
  return {
    en: r.whole.en,
    hx: r.whole.hx,
    clauses: r.clauses.map((c) => `${c.other ? "[other] " : ""}${c.en.trim()}`),
    numbers: r.numbers,
    present: concepts.filter((c) => r.has(c)),
    deniedOrOther: concepts.filter((c) => r.mentions(c) && !r.has(c)),
  };
}
