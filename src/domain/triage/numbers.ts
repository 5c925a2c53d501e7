import { spokenNumbers } from "./spoken-numbers.ts";
import { DAY_WORD, HOUR_WORD, MONTH_WORD, WEEK_WORD } from "./units.ts";
import { foldDevanagari } from "./forms.ts";

/**
 * Numbers that change what a sign means: how far along she is (or how long since the
 * birth), a temperature, a blood pressure, how often pains come, how long labour has lasted.
 * Read from the tidied text (forms.ts): lower case, Devanagari digits as 0–9.
 */

export interface Numbers {
  /** Week of pregnancy now: the latest mentioned (months converted), or null. */
  week: number | null;
  /** An earlier week is mentioned too ("a bleed at 8 weeks… now 20 weeks"): a past event. */
  earlierWeek: boolean;
  /** Days since the birth when the message says so, or null. */
  daysSinceBirth: number | null;
  /** Highest temperature mentioned, in °F, or null. */
  temperatureF: number | null;
  /** The latest blood pressure mentioned, or null. */
  bp: { systolic: number; diastolic: number } | null;
  /** Minutes between pains ("every 5 min", "har 10 minute"), the longest of a range, or null. */
  intervalMinutes: number | null;
  /** Longest duration in hours mentioned ("14 ghante se", "for 20 hours"), or null. */
  hours: number | null;
}

/** Patterns are written naturally; Devanagari in them is folded like the text. */
const re = (source: string, flags = "u") => new RegExp(foldDevanagari(source), flags);

/** Words after a number of weeks that make it time since something, not a week of pregnancy. */
const NOT_GESTATION =
  "(?:ago|pp|postpartum|post|after|later|late|old|back|baad|bad|pehle|पहले|बाद|से|se|since|of bleeding|(?:ka|ki|का|की) (?:bacha|baby|beti|beta|बच्च\\S*|बेटी|बेटा))";
const AFTER_BIRTH = re(
  String.raw`(?<![a-z])(?:deliver|birth|c.?section|pp\b|postpartum|post partum|डिलीवरी|डिलिवरी|प्रसव|जन्म|ऑपरेशन|operation|janam|paida|बच्चा होने|bacha hone|baby hone)`,
  "u",
);

/** "सातवां महीना", and its oblique "सातवें महीने में" (never "pehle mahine": that is "a month ago"). */
const MONTH_NOUN = "(?:mahina|mahine|महिना|महीना|महीने|महिने)";
const ORDINAL_MONTHS: [RegExp, number][] = (
  [
    ["pehla|pahla|पहला", 1],
    ["dusra|doosra|dusre|doosre|दूसरा|दुसरा|दूसरे|दुसरे", 2],
    ["tisra|teesra|tisre|teesre|तीसरा|तिसरा|तीसरे|तिसरे", 3],
    ["chautha|chauthe|चौथा|चौथे", 4],
    ["panchva|paanchva|pachva|panchve|paanchve|panchven|पांचवा|पाचवा|पांचवां|पांचवें|पांचवे", 5],
    ["chhatha|chatha|chhata|chhathe|chhate|छठा|छठे", 6],
    ["satva|saatva|satvan|saatvan|satve|saatve|satven|saatven|सातवा|सातवां|सातवें|सातवे", 7],
    ["athva|aathva|athvan|aathvan|athve|aathve|athven|aathven|आठवा|आठवां|आठवें|आठवे", 8],
    ["nauva|nova|nauvan|nauve|nauven|नौवा|नौवां|नवां|नवा|नौवें|नौवे|नवें", 9],
  ] as const
).map(([words, month]) => [re(`(?<![a-z])(?:${words}) ${MONTH_NOUN}`, "u"), month]);
const TRIMESTERS: [RegExp, number][] = [
  [re(String.raw`\b(?:1st|first) trimester|पहली तिमाही`, "u"), 8],
  [re(String.raw`\b(?:2nd|second) trimester|दूसरी तिमाही`, "u"), 20],
  [re(String.raw`\b(?:3rd|third|last) trimester|तीसरी तिमाही`, "u"), 32],
];

/** Words after a number of weeks that count down to the due date. */
const TO_GO = re(
  String.raw`^ (?:to go|left|remaining|more to go|baki|baaki|bache|bachey|बाकी|बाकि|बचे)(?![a-z])`,
  "u",
);

/** A month of pregnancy as a week: the middle of that month ("7 months" ≈ 30 weeks). */
const monthToWeek = (month: number) => Math.round(month * 4.35 - 0.5);

/**
 * The week of pregnancy now: the latest one mentioned, since a story runs from the past
 * ("spotting at 6 weeks, scan fine, now 14 weeks"). Weeks since something, a baby's age
 * and "the whole 9 months" are not weeks of pregnancy.
 */
function gestationalWeeks(t: string): number[] {
  const found: number[] = [];
  for (const m of t.matchAll(re(String.raw`(?<!\d)([1-4]?\d) ?\+ ?[0-6](?!\d)`, "gu")))
    found.push(Number(m[1]));
  for (const m of t.matchAll(
    re(`(?<![\\d/])(\\d{1,2})(?:st|nd|rd|th)? ?${WEEK_WORD}(?![a-z])( \\S+)?( \\S+)?`, "gu"),
  )) {
    const value = Number(m[1]);
    const next = `${m[2] ?? ""}${m[3] ?? ""}`;
    const before = t.slice(Math.max(0, (m.index ?? 0) - 25), m.index);
    // "3 weeks to go", "due in 4 weeks", "4 हफ्ते बाकी": weeks left until the due date.
    if (TO_GO.test(next) || /(?:due|delivery|edd|dd) in $/u.test(before)) {
      if (value >= 1 && value <= 20) found.push(40 - value);
      continue;
    }
    if (value < 3 || value > 43) continue;
    if (re(`^ ${NOT_GESTATION}\\b`, "u").test(next) && !/pregnant|preg/.test(next)) continue;
    if (AFTER_BIRTH.test(before) || /(?:for|since|last|past|in|every) $/u.test(before)) continue;
    found.push(value);
  }
  for (const m of t.matchAll(
    re(`(?<![\\d/])(\\d{1,2})(?:st|nd|rd|th|वां|वें|वा|va)? ?${MONTH_WORD}( \\S+)?( \\S+)?`, "gu"),
  )) {
    const value = Number(m[1]);
    const next = `${m[2] ?? ""}${m[3] ?? ""}`;
    const before = t.slice(Math.max(0, (m.index ?? 0) - 25), m.index);
    if (value < 1 || value > 10) continue;
    if (
      re(
        String.raw`^ (?:ago|old|pp|postpartum|after|baad|bad|पहले|बाद|hue|हुए|ho gaye|se|से|ka |ki |का |की )`,
        "u",
      ).test(next) &&
      !re(String.raw`pregnant|preg|प्रेग|की हूं|ki hu`, "u").test(next)
    )
      continue;
    if (
      AFTER_BIRTH.test(before) ||
      re(
        String.raw`(?:baby|bacha|bachcha|बच्च\S*|beti|beta|बेटी|बेटा|पूरे|पुरे|poore|pure|whole|all) (?:is )?$`,
        "u",
      ).test(before)
    )
      continue;
    found.push(monthToWeek(value));
  }
  if (re(String.raw`(?:dedh|डेढ़|डेढ) (?:mahin|महीन|महिन)`, "u").test(t)) found.push(6);
  if (re(String.raw`(?:dhai|ढाई) (?:mahin|महीन|महिन)`, "u").test(t)) found.push(10);
  const half = re(
    String.raw`(\d) (?:and (?:a )?half|aur adha|साढ़े) (?:months?|mahine|महीने)`,
    "u",
  ).exec(t);
  if (half?.[1]) found.push(monthToWeek(Number(half[1]) + 0.5));
  for (const [pattern, month] of ORDINAL_MONTHS)
    if (pattern.test(t)) found.push(monthToWeek(month));
  for (const [pattern, week] of TRIMESTERS) if (pattern.test(t)) found.push(week);
  return found;
}

/** The first to the seventh day, in Hinglish and Hindi words ("tisre", "पांचवें"). */
const ORDINAL_DAYS = [
  "pehla|pehli|pahla|पहला|पहलि",
  "dusr|doosr|दूसर",
  "tisr|teesr|तीसर",
  "chauth|chouth|चौथ",
  "panch|पांच|पाँच",
  "chhat|chhath|छठ",
  "saat|satv|सातव",
].map((words) => re(`^(?:${words})`, "u"));

function daysSinceBirth(t: string): number | null {
  const unitDays = (unit: string) =>
    re(String.raw`^(?:w|h|ह|स)`, "u").test(unit)
      ? 7
      : re(String.raw`^(?:m|म)`, "u").test(unit)
        ? 30
        : 1;
  const span = `(\\d{1,2}) ?(${DAY_WORD}|${WEEK_WORD}|${MONTH_WORD})`;
  const after = re(
    `${span} (?:\\S+ ){0,2}(?:pp|postpartum|post partum|after (?:my |the |her )?(?:delivery|birth|c.?section)|(?:ho gaye|hue|hui|huye|हुए|हो गए|hone|back|ago))`,
    "u",
  );
  const since = re(
    `(?<![a-z])(?:delivery|डिलीवरी|डिलिवरी|प्रसव|c.?sec(?:tion)?|operation|ऑपरेशन|birth|janam|जन्म|बच्चा होने|bacha hone|baby hone)\\S* (?:(?:ko|ke|को|के|was|hue|hui|हुए|हुई|had|about|around|nearly|almost|my|her|the|of) ){0,2}${span}`,
    "u",
  );
  const old = re(`${span} (?:old|ka bacha|ki bachi|का बच्चा|की बच्ची|की बेटी|का बेटा)`, "u");
  const dayN = /\bday (\d{1,2}) (?:pp|postpartum|after)/u.exec(t);
  if (dayN?.[1]) return Number(dayN[1]);
  // "डिलीवरी के तीसरे दिन", "delivery ke 5ve din": the Nth day after the birth.
  const nth = re(
    String.raw`(?:delivery|डिलीवरी|डिलिवरी|प्रसव|operation|ऑपरेशन|janam|जन्म) (?:ke|के|ki|की) (\S+) (?:din|दिन)`,
    "u",
  ).exec(t)?.[1];
  const ordinal = nth === undefined ? -1 : ORDINAL_DAYS.findIndex((words) => words.test(nth));
  if (ordinal >= 0) return ordinal + 1;
  const digits = nth && /^\d{1,2}/u.exec(nth);
  if (digits) return Number(digits[0]);
  for (const re of [since, after, old]) {
    const m = re.exec(t);
    if (m?.[1] && m[2] && (re !== after || AFTER_BIRTH.test(t)))
      return Number(m[1]) * unitDays(m[2]);
  }
  return null;
}

const FEVER_WORD = re(
  String.raw`(?:fever|running|temp|thermometer|bukh|बुखार|ताप|tap\b|°|degree|डिग्री|shiver|chill|kapkapi|kampkampi|thand lag|कंपकंपी|ठंड लग|burning up|tap rah|तप रह|jal rah|जल रह|jwar|ज्वर|climbing|rising|going up|badh rah|बढ़ रह|बढ रह|cooling|cold compress|sponging|thandi patti|ठंडी पट्टी|(?:bring|bringing|come|coming) (?:it )?down|\d ?(?:c|f)\b)`,
  "u",
);

/** Durations, counts and amounts: "40 days", "for 3 hours", "2 pads", "6 kg". */
const NOT_TEMPERATURE = re(
  String.raw`^ ?(?!w\/? (?:chills?|shiver\w*|sweat\w*|rigors?|body|aches?|headache|cough|cold|vomit\w*|pain|temp\w*|fever)\b)(?:${DAY_WORD}|${WEEK_WORD}|${MONTH_WORD}|${HOUR_WORD}|min|minutes?|mins|kg|kilo|किलो|years?|saal|साल|%|rs|rupees?|रुपये|pads?|पैड|times|baar|बार|ml|mg|bpm|beats|pounds|lbs|mm|cm)(?![a-z])`,
  "u",
);

/** The weather's reading, not hers: "38°C outside", "mausam 40 hai". */
const WEATHER_AFTER = re(
  String.raw`^ ?(?:°|degrees?|डिग्री)? ?(?:c|f)? ?(?:outside|outdoors|bahar|बाहर)`,
  "u",
);
const WEATHER_BEFORE = re(
  String.raw`(?:weather|forecast|mausam|मौसम|outside temp\S*|temperature outside) (?:is |was |hai |है |tha |था |: )?$`,
  "u",
);

function temperatureF(t: string): number | null {
  let highest: number | null = null;
  const clean = t.replace(/\d{2,3} ?\/ ?\d{2,3}/g, " ");
  for (const m of clean.matchAll(
    re(
      String.raw`(?<![\d.])(\d{2,3}(?:\.\d{1,2})?) ?(°|degrees?|deg|डिग्री)? ?(?:(f|c|fa?h?re?n\w*|cel[cs]i?us|centigrade)(?![a-z]))?(?![\d])`,
      "gu",
    ),
  )) {
    const value = Number(m[1]);
    const unit = m[3] ?? "";
    const at = m.index ?? 0;
    const after = clean.slice(at + m[0].length, at + m[0].length + 12);
    const around = clean.slice(Math.max(0, at - 40), at + m[0].length + 45);
    if (NOT_TEMPERATURE.test(after)) continue;
    // "103.2 and shaking": a reading with a decimal point in the fever range is a temperature.
    const feverDecimal = /\./.test(m[1] ?? "") && value >= 99 && value <= 107;
    if (!unit && !m[2] && !feverDecimal && !FEVER_WORD.test(around)) continue;
    if (
      WEATHER_AFTER.test(clean.slice(at + m[0].length)) ||
      WEATHER_BEFORE.test(clean.slice(0, at))
    )
      continue;
    let f: number | null = null;
    // A body's reading only: "paracetamol 500" or "500 can I take" is not 932 °F.
    if (value >= 34 && value <= 45 && (/^c/.test(unit) || (!/^f/.test(unit) && value <= 43)))
      f = value * 1.8 + 32;
    else if (value >= 95 && value <= 108) f = value;
    if (f !== null && (highest === null || f > highest)) highest = f;
  }
  return highest;
}

/**
 * The reading that counts: the highest, unless a later recheck is normal ("150/100, then
 * 118/76 after ten minutes"); two high readings stay high ("164/112, then 158/108").
 */
function bloodPressure(t: string): Numbers["bp"] {
  const readings: NonNullable<Numbers["bp"]>[] = [];
  for (const m of t.matchAll(
    /(?<![\d/])(\d{2,3}) ?(?:\/|over|by|bata|बटा) ?(\d{2,3})(?![\d/])/gu,
  )) {
    const systolic = Number(m[1]);
    const diastolic = Number(m[2]);
    if (
      systolic < 80 ||
      systolic > 260 ||
      diastolic < 40 ||
      diastolic > 170 ||
      diastolic >= systolic
    )
      continue;
    readings.push({ systolic, diastolic });
  }
  const last = readings.at(-1);
  if (!last) return null;
  if (last.systolic < 140 && last.diastolic < 90) return last;
  return readings.reduce((a, b) => (b.systolic + b.diastolic > a.systolic + a.diastolic ? b : a));
}

function intervalMinutes(t: string): number | null {
  const m =
    re(
      String.raw`(?:every|har|हर) (?:(\d{1,2}) ?(?:-|to|se|या|ya|or) ?)?(\d{1,2}) ?(?:min|minute|मिनट)`,
      "u",
    ).exec(t) ??
    /(\d{1,2}) ?(?:-|to)? ?(\d{1,2})? ?min(?:ute)?s? apart/u.exec(t) ??
    // "dard 2 मिनट पर", "pains at 3 min", "dard 5 min me"
    re(
      String.raw`(?:dard|pain|pains|दर्द|contraction\S*|tight\S*|kada|कडा|सख्त|sakht) (?:\S+ ){0,2}(\d{1,2}) ?(?:min|minute|मिनट)\S* (?:पर|pe|par|में|me|apart|gap)`,
      "u",
    ).exec(t);
  if (m) {
    const values = [m[1], m[2]].filter(Boolean).map(Number);
    return values.length ? Math.max(...values) : null;
  }
  // "6 or 7 times in the last hour", "ghante me 5 baar": the gap they leave on average.
  // Only of tightenings: "I pee 6 times an hour" leaves no gap between contractions.
  const tightening = String.raw`(?:tighten\S*|contraction\S*|hard|tight\S*|pains?|cramps?|kada|dard|दर्द|कडा)`;
  const perHour =
    re(
      String.raw`${tightening} (?:\S+ ){0,3}(\d{1,2}) (?:or \d{1,2} )?times (?:in|per|an|a) (?:the (?:last|past) |an |one |1 )?(?:hour|hr)\b`,
      "u",
    ).exec(t) ??
    re(
      String.raw`${tightening} (?:\S+ ){0,3}(?:ghante|घंटे) (?:me|mein|में) (\d{1,2}) (?:baar|bar|बार)`,
      "u",
    ).exec(t) ??
    re(
      String.raw`(?:ghante|घंटे) (?:me|mein|में) (\d{1,2}) (?:baar|bar|बार) (?:\S+ ){0,2}${tightening}`,
      "u",
    ).exec(t);
  const times = Number(perHour?.[1]);
  return times >= 2 ? Math.round(60 / times) : null;
}

function hours(t: string): number | null {
  const found = [
    ...t.matchAll(
      re(String.raw`(?<![\d.])(\d{1,2}) ?(?:hours?|hrs?|ghante|ghanta|ghanto|घंटे|घंटा|घंटों)`, "gu"),
    ),
  ].map((m) => Number(m[1]));
  return found.length ? Math.max(...found) : null;
}

export function readNumbers(tidied: string): Numbers {
  const t = ` ${spokenNumbers(tidied)} `;
  const weeks = gestationalWeeks(t);
  return {
    week: weeks.length ? Math.max(...weeks) : null,
    earlierWeek: weeks.length > 1 && Math.min(...weeks) < Math.max(...weeks),
    daysSinceBirth: daysSinceBirth(t),
    temperatureF: temperatureF(t),
    bp: bloodPressure(t),
    intervalMinutes: intervalMinutes(t),
    hours: hours(t),
  };
}
