/**
 * A message's clauses, and whose each one is: hers (or the pregnant woman a relative writes
 * about), someone else's (a child, a husband, an elder, someone "not pregnant"), another
 * woman's (a sister or friend, when the writer is the pregnant one; a pregnant animal), or long
 * ago.
 */
import type { Forms } from "./forms.ts";
import { appears } from "./lexicon.ts";
import { denied, listStart } from "./negation.ts";

export interface Clause extends Forms {
  /** Which sentence of the message it belongs to. */
  sentence: number;
  /** Its sentence ends with a question mark. */
  asked: boolean;
  /** About a child, a husband, an elder, a pet: nothing in it is hers. */
  someoneElse: boolean;
  /** About another woman: her pregnancy signs are not this one's either. */
  anotherWoman: boolean;
  /** Years ago, or in a past pregnancy. */
  longAgo: boolean;
  /** Ends "X ya Y kuch nahi" / "no X or Y": where that list begins (its signs are denied). */
  listFrom: number | null;
}
type Part = Forms & { sentence: number; asked: boolean };

const BOUNDARY = new Set(
  [".", "?", ",", "but", "however", "although", "though", "lekin", "magar", "parantu"].concat([
    "लेकिन",
    "मगर",
    "परंतु",
    "किंतु",
  ]),
);
/** "Last time … this time": the pregnancy before is over, this one is now. */
const THIS = new Set(["this", "is", "iss", "इस"]);
const TIME = new Set(["time", "baar", "bar", "बार"]);
/** Where a clause naming someone else may change subject: "my son has fever and I am…". */
const SUBJECT_CHANGE = new Set(["and", "aur", "और", "i'm", "i", "main", "mai", "मै", "मुझे", "mujhe"]);
/** "…on papa's arm, mine 114/72": her own reading after someone else's. */
const MY = new Set(["my", "mine", "mera", "meri", "mere", "मेरा", "मेरी", "मेरे"]);
const READING = /^(?:\d{2,3}\/\d{2,3}|bp\b|बीपी)/u;
const subjectChange = (words: string[], i: number) =>
  SUBJECT_CHANGE.has(words[i] ?? "") ||
  (MY.has(words[i] ?? "") && READING.test(words[i + 1] ?? ""));

/** Splits word-aligned forms into clauses at punctuation and "but"-like words. */
function split(text: Forms): Part[] {
  const en = text.en.split(" ");
  const hx = text.hx.split(" ");
  const out: Part[] = [];
  let start = 0;
  let sentence = 0;
  const asked = new Set<number>();
  for (let i = 0; i <= en.length; i++) {
    const thisTime = THIS.has(en[i] ?? "") && TIME.has(en[i + 1] ?? "");
    if (i < en.length && !BOUNDARY.has(en[i] ?? "") && !BOUNDARY.has(hx[i] ?? "") && !thisTime)
      continue;
    const words = en.slice(start, i).filter(Boolean);
    if (words.length)
      out.push({
        en: ` ${en.slice(start, i).join(" ").trim()} `,
        hx: ` ${hx.slice(start, i).join(" ").trim()} `,
        sentence,
        asked: false,
      });
    if (en[i] === "?") asked.add(sentence);
    if (en[i] === "." || en[i] === "?") sentence++;
    start = i + 1;
  }
  return out.map((part) => ({ ...part, asked: asked.has(part.sentence) }));
}

/**
 * The baby's own body ("baby has a fever", "बच्ची को पीलिया", "bachha ulat deta hai"): his or
 * hers, not the mother's, even after "my" or beside the relative writing for her; but not
 * "baby and I both", nor a later clause of the sentence (her bleeding after his jaundice), nor
 * her own fear or thoughts about him.
 */
const BOTH = /(?:^| )(?:both|also|too|dono|bhi|दोनो|भि)(?= |$)/u;
const FEAR =
  /(?:^| )(?:worr|scared|afraid|fear|panic|anxi|tension|check|paranoid|dar|chinta|fikr|ghabra|डर|चिंता|चिता|फिक्र|घबरा|टेंशन|चेक|देख)/u;
const babyOwn = (part: Forms, born: boolean) =>
  born &&
  appears("BABY_OWN", part) &&
  !BOTH.test(part.en) &&
  !BOTH.test(part.hx) &&
  !fearFor(part) &&
  !appears("HARM_MIND", part);
/** Still pregnant: "baby" is the one inside ("36 weeks, baby pressing down, blood"). */
const PREGNANT_WORD = /pregnan|(?:^| )preg(?= )|प्रेग्न|प्रेगन|गर्भवत|due date|ड्यु डेट/u;
const pregnantNow = (whole: Forms) =>
  appears("WRITER_PREGNANT", whole) || PREGNANT_WORD.test(whole.en) || PREGNANT_WORD.test(whole.hx);
/** "Meri beti ka baby 3 hafte ka, beti ko bukhar": the daughter is the new mother. */
const DAUGHTER = /(?:^| )(?:beti|bitiya|daughter|बेटि|बिटिया)(?= |$)/u;
/** Her fear for his breathing, checked all night: her mind's (the clause stays hers). */
const fearFor = (part: Forms) =>
  FEAR.test(part.en) || FEAR.test(part.hx) || appears("LOW_MOOD", part);

/** Splits a clause naming someone else where the subject may change back to her. */
function subjects(clause: Part, womenAreOthers: boolean, born: boolean): Part[] {
  const someoneElse =
    appears("OTHER_PERSON", clause) ||
    babyOwn(clause, born) ||
    (womenAreOthers && appears("OTHER_WOMAN", clause));
  // "My son's wife scratches her hands and feet": the relative writing names her, not another.
  // "Mujhe aur bacche ko dono ko bukhar": both of them, so hers too.
  const both = appears("BABY_OWN", clause) && (BOTH.test(clause.en) || BOTH.test(clause.hx));
  const namesHer = appears("FOR_HER", clause) || appears("DAUGHTER_IS_MOTHER", clause);
  if (!someoneElse || namesHer || both) return [clause];
  const en = clause.en.trim().split(" ");
  const hx = clause.hx.trim().split(" ");
  const out: Part[] = [];
  let start = 0;
  for (let i = 1; i <= en.length; i++) {
    if (i < en.length && !subjectChange(en, i)) continue;
    out.push({
      en: ` ${en.slice(start, i).join(" ")} `,
      hx: ` ${hx.slice(start, i).join(" ")} `,
      sentence: clause.sentence,
      asked: clause.asked,
    });
    start = i;
  }
  return out;
}

const STILL_THEN = /^(?:ago|pehle|pahle|पहले) |^\S+ (?:aaj|ab|आज|अब) (?:hi|tak|ke|ki|तक|हि|के|कि)$/u;
/** Words that bring a story back to today: "do saal pehle hua tha ab phir se …". */
const BACK_TO_NOW = new Set(["now", "today", "ab", "aaj", "abhi", "अब", "आज", "अभि"]);
/**
 * A clause that tells of long ago and then, without a comma, of today ("दो साल पहले भी हुआ था
 * अब फिर से खून आ रहा है", "aunty kehti thi … aaj pure din se hila nahi"): two clauses.
 */
function backToNow(part: Part): Part[] {
  if (!appears("LONG_AGO", part)) return [part];
  const en = part.en.trim().split(" ");
  const hx = part.hx.trim().split(" ");
  for (let i = 1; i < en.length; i++) {
    if (!BACK_TO_NOW.has(en[i] ?? "") && !BACK_TO_NOW.has(hx[i] ?? "")) continue;
    // Not "a year ago today", "aaj hi ke din" (this very day, back then), "ab tak" (ever).
    if (STILL_THEN.test(`${hx[i - 1]} ${hx[i]} ${hx[i + 1] ?? ""}`)) continue;
    const first = {
      ...part,
      en: ` ${en.slice(0, i).join(" ")} `,
      hx: ` ${hx.slice(0, i).join(" ")} `,
    };
    if (!appears("LONG_AGO", first)) return [part];
    const rest = { ...part, en: ` ${en.slice(i).join(" ")} `, hx: ` ${hx.slice(i).join(" ")} ` };
    return [first, rest];
  }
  return [part];
}

/**
 * The clauses of a message, each marked with whose it is. A sister or a friend is someone
 * else only when the writer speaks of her own pregnancy, or says someone is not pregnant;
 * otherwise she is usually the one the message is about. The subject carries on to the
 * next clauses of the sentence until she speaks of herself.
 */
export function clausesOf(whole: Forms): Clause[] {
  // A pregnancy story that has ended ("her baby did fine in NICU") is another woman's too.
  // So is a story told to ask about her own pregnancy ("she's fine now … am I at risk too?").
  const womenAreOthers =
    appears("WRITER_PREGNANT", whole) ||
    appears("NOT_PREGNANT", whole) ||
    appears("STORY_ENDED", whole) ||
    (appears("SHE_IS_WELL_NOW", whole) && appears("WRITER_COMPARES", whole));
  // A relative writing for her ("husband here", "my son's wife", "meri bahu"): she is the
  // one the message is about, whoever else it names on the way.
  // Not when she says the woman is not pregnant ("meri bhabhi ko (pregnant nahi hai) bukhar").
  const daughterMother = appears("DAUGHTER_IS_MOTHER", whole);
  const forHer =
    (appears("FOR_HER", whole) || daughterMother) &&
    !(appears("NOT_PREGNANT", whole) && !appears("POSTPARTUM", whole));
  const born = !pregnantNow(whole);
  // A man writing of himself ("main husband hoon", "likh raha hun", "I'm her husband").
  const writerMale = forHer && appears("WRITER_MALE", whole);
  let carry: "person" | "woman" | null = null;
  let sentence = -1;
  const clauses = split(whole)
    .flatMap((clause) => subjects(clause, womenAreOthers, born))
    .flatMap(backToNow)
    .map((part) => {
      if (part.sentence !== sentence) carry = null;
      sentence = part.sentence;
      // Her own pregnancy, unless the woman pregnant in this clause is another one.
      // A cow about to calve or a pregnant dog is pregnant too, and not her.
      const animal = appears("ANIMAL_PREGNANT", part);
      const anotherPregnantWoman = (womenAreOthers && appears("OTHER_WOMAN", part)) || animal;
      // A film's, a serial's or the news's story is never hers ("serial me ek pregnant ladki").
      const screen = appears("SCREEN_STORY", part);
      // "Main husband hoon, mujhe 102 bukhar hai": what he says of his own body is not hers.
      const his = writerMale && appears("WRITER_OWN", part);
      const herself =
        (!screen && !his && appears("SELF", part)) ||
        // "devar likh raha hu, papa ka phone aaya, bhabhi ko jhatke aaye": the woman he names.
        (forHer &&
          !screen &&
          (appears("FOR_HER", part) ||
            (daughterMother && DAUGHTER.test(part.hx)) ||
            appears("SHE", part) ||
            (!womenAreOthers && appears("WOMAN_NAMED", part)))) ||
        (appears("PREGNANT_STATUS", part) &&
          !denied("PREGNANT_STATUS", part) &&
          !anotherPregnantWoman &&
          !screen);
      let who: "person" | "woman" | null = null;
      if (babyOwn(part, born)) {
        carry = null;
        return { ...part, someoneElse: true, anotherWoman: false, longAgo: false, listFrom: null };
      }
      if (!herself) {
        if (animal || screen) who = "woman";
        else if (appears("OTHER_PERSON", part)) who = "person";
        else if (womenAreOthers && appears("OTHER_WOMAN", part)) who = "woman";
        else if (his) who = "person";
        else who = carry;
      }
      carry = who;
      return {
        ...part,
        someoneElse: who !== null,
        anotherWoman: who === "woman",
        longAgo: appears("LONG_AGO", part),
        listFrom: listStart(part),
      };
    });
  // "…fits in her pregnancy, that was 2 years ago": the clause before is long ago too; but not
  // "this happened 2 years ago too", which says it is happening again. So is a past clause
  // followed by a clause of years gone by alone ("overdose kiya tha, 10 saal ho gaye"); not
  // "baby nahi hil raha, 5 saal ho gaye try karte" (the years there are a wait, the sign now).
  clauses.forEach((clause, i) => {
    const before = clauses[i - 1];
    if (before?.sentence !== clause.sentence) return;
    const again = AGAIN.test(clause.en) || AGAIN.test(clause.hx);
    if (clause.longAgo && BACK_THEN.test(clause.en) && !again) before.longAgo = true;
    if (YEARS_GONE_BY.test(clause.hx) && PAST_TENSE.test(before.hx)) before.longAgo = true;
  });
  return clauses;
}
const BACK_THEN =
  /^ (?:(?:that|this|it) (?:was|happened)\b|(?:vo|wo|woh|ye|yeh|वो|वह|ये|यह) (?:\S+ ){0,4}(?:ki|कि) (?:baat|बात))/u;
/** A clause of years gone by and nothing else: "10 saal ho gaye", "कई साल हो गए हैं". */
const YEARS_GONE_BY =
  /^ (?:ab |अब )?(?:\d+|kai|bahut|कइ|बहुत) (?:saal|sal|baras|साल|बरस) (?:ho gaye|ho gye|ho gae|hue|beet gaye|हो गए|हो गये|हुए|बित गए)(?: (?:hai|hain|he|h|है|हैं))? ?$/u;
const PAST_TENSE = /(?:^| )(?:tha|thi|the|था|थि|थे)(?= |$)/u;
const AGAIN = /(?:^| )(?:too|also|again|as well|bhi|bi|phir|fir|भि|फिर)(?= |$)/u;
