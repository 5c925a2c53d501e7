/**
 * Numbers said in words, as a phone's speech-to-text writes them: "one sixty over a hundred and
 * ten", "thirty six weeks", "एक सौ चालीस बटा नब्बे", "ek sau saath bata ek sau das". Only a run
 * of number words that is a compound ("ek sau …", "one forty …") or stands beside a reading's
 * "over / by / बटा" or a unit of time becomes digits, so "mummy ke saath" stays "with mummy".
 */
import { foldDevanagari, foldHinglish } from "./forms.ts";
import { DAY_WORD, HOUR_WORD, MONTH_WORD, WEEK_WORD } from "./units.ts";

const ENGLISH_UNITS = [
  ...["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  ...["eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"],
  ...["eighteen", "nineteen"],
];
const ENGLISH_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 1 to 99 in Devanagari, in order (one spelling each; a few common variants below). */
const HINDI = (
  "एक दो तीन चार पांच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस " +
  "इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस " +
  "पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस " +
  "सैंतालीस अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ " +
  "इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर " +
  "पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी " +
  "सत्तासी अट्ठासी नवासी नब्बे इक्यानवे बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे"
).split(" ");
const HINDI_VARIANTS: [string, number][] = [
  ["छः", 6],
  ["चौवालीस", 44],
  ["सौ", 100],
];
/** 1 to 99 in Latin letters as Hinglish writers spell them (folded before comparing). */
const HINGLISH = (
  "ek do teen char paanch chhe saat aath nau das gyarah barah terah chaudah pandrah solah satrah " +
  "atharah unnees bees ikkees bais teis chaubees pachchees chhabbees sattais atthais untees tees " +
  "iktees battees taintees chauntees paintees chhattees saintees adtees untalees chalis iktalees " +
  "bayalees taintalees chawalis paintalis chhiyalis saintalis adtalis unchas pachas ikyavan baavan " +
  "tirpan chauvan pachpan chhappan sattavan atthavan unsath saath iksath baasath tirsath chausath " +
  "painsath chhiyasath sadsath adsath unhattar sattar ikhattar bahattar tihattar chauhattar " +
  "pachhattar chhihattar sathattar athhattar unasi assi ikyasi bayasi tirasi chaurasi pachasi " +
  "chhiyasi sattasi atthasi navasi nabbe ikyanve baanve tiranve chauranve pachanve chhiyanve " +
  "sattanve atthanve ninyanve"
).split(" ");
const HINGLISH_VARIANTS: [string, number][] = [
  ["tin", 3],
  ["panch", 5],
  ["chhah", 6],
  ["chheh", 6],
  ["aat", 8],
  ["chalees", 40],
  ["paintalees", 45],
  ["chauvalis", 44],
  ["sau", 100],
];

const VALUE = new Map<string, number>();
ENGLISH_UNITS.forEach((word, i) => VALUE.set(word, i));
ENGLISH_TENS.forEach((word, i) => VALUE.set(word, 20 + 10 * i));
VALUE.set("hundred", 100);
HINDI.forEach((word, i) => VALUE.set(foldDevanagari(word), i + 1));
for (const [word, n] of HINDI_VARIANTS) VALUE.set(foldDevanagari(word), n);
const LATIN = new Map<string, number>();
HINGLISH.forEach((word, i) => LATIN.set(foldHinglish(word), i + 1));
for (const [word, n] of HINGLISH_VARIANTS) LATIN.set(foldHinglish(word), n);

/** Each word's value once: folding every word of every message again is slow. */
const known = new Map<string, number | undefined>();
function valueOf(word: string): number | undefined {
  if (known.has(word)) return known.get(word);
  const value =
    VALUE.get(foldDevanagari(word)) ??
    (/^[a-z]+$/.test(word) ? LATIN.get(foldHinglish(word)) : undefined);
  if (known.size < 50_000) known.set(word, value);
  return value;
}

/**
 * Whether a number word can follow the run so far as one number: a hundred after a small
 * number, anything under a hundred after "hundred", a unit after a round ten, and a ten after
 * a first "one" ("one forty"); "do thirty six" and "chauranve untees" are two numbers.
 */
function follows(run: { word: string; value: number }[], value: number): boolean {
  const last = run.at(-1);
  if (!last) return true;
  if (value === 100) return last.value < 100 && !run.some((r) => r.value === 100);
  if (last.value === 100) return value < 100;
  if (last.value >= 20 && last.value < 100 && last.value % 10 === 0) return value > 0 && value < 10;
  return run.length === 1 && last.word === "one" && value >= 10 && value < 100;
}
/** What a reading or a time stands beside. */
const BESIDE = new RegExp(
  `^(?:over|by|bata|बटा|\\/|point|दशमलव|${WEEK_WORD}|${MONTH_WORD}|${DAY_WORD}|${HOUR_WORD})$`,
  "u",
);

/**
 * A run of number words as one number: "one sixty four" (the hundreds said as "one", as in a
 * blood pressure), "ek sau das", "thirty six", "one hundred and twelve".
 */
function total(run: { word: string; value: number }[]): number {
  let sum = 0;
  let current = 0;
  run.forEach(({ word, value }, i) => {
    const next = run[i + 1]?.value;
    if (value === 100) {
      sum += (current || 1) * 100;
      current = 0;
    } else if (i === 0 && word === "one" && next !== undefined && next >= 10 && next < 100)
      sum += 100;
    else current += value;
  });
  return sum + current;
}

export function spokenNumbers(text: string): string {
  const words = text.split(" ");
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const run: { word: string; value: number }[] = [];
    let j = i;
    for (; j < words.length; j++) {
      const word = words[j]!;
      const value = valueOf(word);
      if (value !== undefined && follows(run, value)) run.push({ word, value });
      // "a hundred", "hundred and ten": joining words inside a run only.
      else if (word === "a" && words[j + 1] === "hundred") continue;
      else if (word === "and" && run.at(-1)?.value === 100 && valueOf(words[j + 1] ?? "")) continue;
      else break;
    }
    const beside = BESIDE.test(words[j] ?? "") || BESIDE.test(words[i - 1] ?? "");
    if (run.length && (run.length > 1 || beside)) {
      let number = String(total(run));
      // "hundred and one point five": a decimal said as a point and one digit.
      const decimal = valueOf(words[j + 1] ?? "");
      if (/^(?:point|दशमलव)$/u.test(words[j] ?? "") && decimal !== undefined && decimal < 10) {
        number += `.${decimal}`;
        j += 2;
      }
      out.push(number);
      i = j;
    } else {
      out.push(words[i]!);
      i++;
    }
  }
  return out.join(" ");
}
