/**
 * A message read for triage: its forms, split into clauses (negation and "whose symptom is
 * it" are decided clause by clause), figures of speech blanked out, and the numbers that
 * matter. `has` answers whether a concept is really present: said, not denied, and about
 * her (or the pregnant woman a relative writes about), not a child, a husband or a friend.
 */
import { forms, tidy, type Forms } from "./forms.ts";
import { appears, starts, without, type Concept } from "./lexicon.ts";
import { readNumbers, type Numbers } from "./numbers.ts";

/** Figures of speech and look-alike phrases, blanked before anything is looked for. */
const NOISE: Concept[] = [
  "SELF_HARM_NOISE",
  "SEIZURE_NOISE",
  "HEAD_NOISE",
  "VISION_NOISE",
  "CHEST_NOISE",
  "FAINT_NOISE",
  "FALL_NOISE",
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
  "BREATH",
  "URINE_BURN",
  "FALL",
  "CONTRACTION",
  "DISCHARGE",
  "LEG_SIGN",
]);

const EN_NEGATION =
  /(?<![a-z])(?:no|not|never|without|nor|zero|none|don't|didn't|doesn't|haven't|hasn't|isn't|wasn't|aren't|any)(?: (?!stop|stopp|go\b|going|ease|easing|help|settl|sure|know|able)[^\s.]+){0,3}$/u;
const HX_BEFORE = /(?<![a-z])(?:na|bina|no|not|koi|bagair)(?: [^\s.]+){0,2}$/u;
const HI_BEFORE = /(?:बिना|न|ना|कोइ)(?: [^\s.]+){0,2}$/u;
const HX_AFTER =
  /^(?: (?!ruk|band|ja\b|jaa|tham|kam|thik|rok|bardasht|sahan|jat|pata|samajh|lag)[^\s.]+){0,3} (?:nahi|na)(?![a-z])(?! (?:ruk|band|ja\b|tham|kam|thik|rok|jat|pata))/u;
const HI_AFTER =
  /^(?: (?!रुक|बंद|जा|थम|कम|ठिक|बर्दाश्त|सहन|पता)[^\s.]+){0,3} (?:नहि|ना|न)(?= |$)(?! (?:रुक|बंद|जा|थम|कम|ठिक|पता))/u;

export interface Clause extends Forms {
  /** Belongs to someone who is not (or no longer) the one triage is about. */
  other: boolean;
}

export interface Reading {
  whole: Forms;
  clauses: Clause[];
  numbers: Numbers;
  /** A concept present in a clause about her, and not denied there. */
  has(concept: Concept): boolean;
  /** Two concepts present together in one clause about her. */
  together(a: Concept, b: Concept): boolean;
  /** A concept anywhere in the message, denied or not, whoever it is about. */
  mentions(concept: Concept): boolean;
}

const BOUNDARY = new Set([".", ",", "but", "however", "although", "though", "lekin", "magar", "लेकिन", "मगर", "parantu", "परंतु", "किंतु"]);

/** Splits word-aligned forms into clauses at punctuation and "but"-like words. */
function split(text: Forms): Forms[] {
  const en = text.en.split(" ");
  const hx = text.hx.split(" ");
  const out: Forms[] = [];
  let start = 0;
  for (let i = 0; i <= en.length; i++) {
    if (i < en.length && !BOUNDARY.has(en[i] ?? "") && !BOUNDARY.has(hx[i] ?? "")) continue;
    if (i > start) out.push({ en: ` ${en.slice(start, i).join(" ")} `, hx: ` ${hx.slice(start, i).join(" ")} ` });
    start = i + 1;
  }
  return out;
}

/** Whether every occurrence of the concept in this clause is denied. */
function denied(concept: Concept, clause: Forms): boolean {
  if (!NEGATABLE.has(concept)) return false;
  const en = clause.en.split(" ");
  const hx = clause.hx.split(" ");
  const at = starts(concept, clause);
  return (
    at.length > 0 &&
    at.every((i) => {
      const beforeEn = en.slice(Math.max(0, i - 4), i).join(" ");
      const beforeHx = hx.slice(Math.max(0, i - 3), i).join(" ");
      const afterEn = ` ${en.slice(i + 1, i + 6).join(" ")}`;
      const afterHx = ` ${hx.slice(i + 1, i + 6).join(" ")}`;
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

export function read(message: string): Reading {
  const tidied = tidy(message);
  let whole = forms(tidied);
  for (const noise of NOISE) whole = without(noise, whole);
  const clauses: Clause[] = split(whole).map((clause) => ({
    ...clause,
    other:
      appears("OTHER_PERSON", clause) && !appears("SELF", clause) && !appears("PREGNANT", clause),
  }));
  const about = clauses.filter((c) => !c.other);
  // Numbers count only where they are about her ("my son has 102 fever" is not her fever).
  const tidiedAboutHer = tidied
    .split(" . ")
    .map((sentence) => sentence.split(" , ").filter((part) => {
      const f = forms(part);
      return !(appears("OTHER_PERSON", f) && !appears("SELF", f) && !appears("PREGNANT", f));
    }).join(" , "))
    .join(" . ");
  const present = new Map<Concept, boolean>();
  return {
    whole,
    clauses,
    numbers: readNumbers(tidiedAboutHer),
    has(concept) {
      let value = present.get(concept);
      if (value === undefined) {
        value = about.some((c) => appears(concept, c) && !denied(concept, c));
        present.set(concept, value);
      }
      return value;
    },
    together(a, b) {
      return about.some((c) => appears(a, c) && appears(b, c) && !denied(a, c) && !denied(b, c));
    },
    mentions: (concept) => appears(concept, whole),
  };
}
