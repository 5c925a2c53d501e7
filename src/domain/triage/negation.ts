/**
 * When a sign is denied in its clause: "no bleeding", "bina dard", "खून नहीं आया",
 * "khoon to nahi aaya", "hatheli aur talve theek hai", "saans ki dikkat ya chest pain kuch
 * nahi". Never "won't stop", "ruk nahi raha", "band nahi ho raha": those make it worse.
 */
import { foldDevanagari, type Forms } from "./forms.ts";
import { spans, type Concept } from "./lexicon.ts";

/** Concepts a nearby "no", "not", "nahi", "नहीं" denies. */
export const NEGATABLE = new Set<Concept>([
  ...(["BLEED", "SPOTTING", "FLUID", "PAIN", "FEVER", "HEAD", "VISION", "VOMIT"] as const),
  ...(["SWELL", "SEIZURE", "FAINT", "DIZZY", "SMELL", "ITCH", "CHEST", "URINE_BURN"] as const),
  ...(["TIRED", "LOW_MOOD", "IRREGULAR", "RESOLVED", "MOVE_FINE", "POSTPARTUM"] as const),
  ...(["PREGNANT", "PREGNANT_STATUS", "PALMS_SOLES", "FACE_HANDS", "FALL"] as const),
  ...(["CONTRACTION", "DISCHARGE", "LEG_SIGN", "LEG_RED", "WOUND_SIGN"] as const),
  ...(["VAGINAL_CUE", "BREAST", "BURNING", "HEAVY_STRONG"] as const),
]);

/** "no", "not", "never"… up to three words before; not "can't stop", "not going away". */
const EN_BEFORE =
  /(?<![a-z])(?:no|not|never|without|nor|zero|none|don't|didn't|doesn't|haven't|hasn't|isn't|wasn't|aren't)(?: (?!stop|stopp|go\b|going|ease|easing|help|settl|sure|know|able)[^\s.]+){0,3}$/u;
const HX_BEFORE = /(?<![a-z])(?:na|bina|no|not|koi|bagair)(?: (?!ke\b)[^\s.]+)?$/u;
/**
 * Other signs named in the same breath before the "nahi": "lali sujan kuch nahi" denies
 * the redness too.
 */
const LISTED_HX =
  "(?: (?:lali|laali|sujan|soojan|dard|bukhar|jalan|khujli|chakkar|ulti|bleeding|pain|swelling|fever))*(?: (?:vager|vagair|wager|wagair|etc|adi)\\S*)?";
const LISTED_HI = "(?: (?:लाली|सूजन|दर्द|बुखार|जलन|खुजली|चक्कर|उल्टी))*(?: (?:वगैरह|वगैरा|आदि|etc))?";
/**
 * "bleeding wali baat nahi hai": it is not a bleeding thing; but "… wali baat nahi batayi /
 * samjhi" is something not told or not understood, and the sign stands.
 */
const THAT_THING_HX =
  "(?: \\S+)? (?:wali|wala|vali|vala|waali) ba+t (?:to |bhi |koi |ab |abhi )?(?:nahi|koni)(?![a-z])(?! (?:\\S+ )?(?:(?:samjh|samajh|bata|kah|keh|bol|puch|pooch|sun|maan|man|likh|pata|share|dikha)\\S*|(?:ki|kiya|kari|ki thi|kiya tha)\\b(?! tarah)))";
/** "nahi" right after, or after a word that only completes it; or "X theek hai". */
const HX_AFTER = new RegExp(
  `^${LISTED_HX}(?:(?: (?:to|bhi|bilkul|koi|kuch|ab|abhi|hua|hui|hue|aya|dikha|laga|hai|tha|thi|the|ho|a|kabhi|me|pe|par))? (?:nahi|koni)(?![a-z])| (?:bilkul )?thik hai|${THAT_THING_HX})`,
  "u",
);
const hindi = (source: string) => new RegExp(foldDevanagari(source), "u");
const HI_BEFORE = hindi("(?:^| )(?:बिना|न|ना|कोई)(?: (?!के )[^\\s.?]+)?$");
const HI_AFTER = hindi(
  `^${LISTED_HI}(?:(?: (?:तो|भी|कुछ|बिल्कुल|बिलकुल|कोई|अब|अभी|हुआ|हुई|हुए|आया|दिखा|लगा|है|था|थी|थे|हो|आ|कभी|में|पर))? (?:नहीं|कोनी)(?= |$)| (?:बिल्कुल )?ठीक है)`,
);

/** "X ya Y kuch nahi", "no X or Y": the whole list is denied. */
const LIST_DENIED = hindi(
  "(?:(?<![a-z])(?:ya|or)(?![a-z])|(?<=^| )या(?= ))(?: \\S+){1,4} (?:(?:kuch|koi|kuchh|कुछ|कोई) )?(?<!(?:pata|malum|maloom|samajh|पता|मालूम|समझ) )(?:nahi|नहीं)(?: (?:hai|he|h|है))?(?: (?:\\S+ )?(?:mahina|mahine|month|months|weeks?|hafte|महीना|महीने|हफ्ते|सप्ताह))?\\s*$",
);
/** Words of a denied list before its "ya" ("saans ki dikkat ya chest pain kuch nahi"). */
const LIST_REACH = 3;
/**
 * Where a denied list begins in a clause (a word position, as `spans` counts them), or
 * null: what is said before it ("gulabi discharge aaya, koi dard ya chakkar nahi") stands.
 */
export function listStart(clause: Forms): number | null {
  const starts = [clause.en, clause.hx].flatMap((text) => {
    const found = LIST_DENIED.exec(text);
    return found ? [text.slice(0, found.index).split(" ").length - 1] : [];
  });
  return starts.length ? Math.max(1, Math.min(...starts) - LIST_REACH) : null;
}

/** "Never had a headache like this", "इतना तेज़ सिरदर्द कभी नहीं हुआ": worse than ever, not denied. */
const NEVER_SUCH = hindi(
  "(?:(?<![a-z])never(?: \\S+){0,5} (?:like (?:this|that|it)|this (?:bad|severe|strong|intense|much)|so (?:bad|severe|strong)|such)(?![a-z])|(?<![a-z])(?:itna|itni|itne|aisa|aisi|aise)(?: \\S+){0,4} kabhi (?:bhi )?nahi|(?<=^| )(?:इतना|इतनी|इतने|ऐसा|ऐसी|ऐसे)(?: \\S+){0,4} कभी (?:भी )?नहीं)",
);

/** The words a pattern's first match covers, as `spans` counts them (from, to), or none. */
function wordsOf(pattern: RegExp, text: string): [number, number][] {
  const found = pattern.exec(text);
  if (!found) return [];
  const from = text.slice(0, found.index).split(" ").length - 1;
  return [[from, from + found[0].trim().split(" ").length - 1]];
}

/** Whether every occurrence of the concept in this clause is denied. */
export function denied(concept: Concept, clause: Forms): boolean {
  if (!NEGATABLE.has(concept)) return false;
  const en = clause.en.split(" ");
  const hx = clause.hx.split(" ");
  const found = spans(concept, clause);
  const worst = [clause.en, clause.hx].flatMap((text) => wordsOf(NEVER_SUCH, text));
  return (
    found.length > 0 &&
    found.every(([first, last]) => {
      if (worst.some(([from, to]) => first >= from && last <= to)) return false;
      const beforeEn = en.slice(Math.max(0, first - 4), first).join(" ");
      const beforeHx = hx.slice(Math.max(0, first - 3), first).join(" ");
      const afterEn = ` ${en.slice(last + 1, last + 5).join(" ")}`;
      const afterHx = ` ${hx.slice(last + 1, last + 5).join(" ")}`;
      return (
        EN_BEFORE.test(beforeEn) ||
        HX_BEFORE.test(beforeHx) ||
        HI_BEFORE.test(beforeEn) ||
        HX_AFTER.test(afterHx) ||
        HI_AFTER.test(afterEn)
      );
    })
  );
}
