/**
 * Danger-sign triage (WHO SMART ANC danger signs, CDC "Hear Her", NHS), the first thing
 * that reads anything a user writes. English, Hindi (Devanagari) and Hinglish. It errs on
 * the side of care: a missed emergency costs far more than a needless "please call".
 * Pure and dependency-free, so the server and the web use the same module.
 */
export type TriageLevel = "emergency" | "urgent" | "none";

export const DANGER_SIGNS = [
  "heavy-bleeding",
  "fluid-leaking",
  "seizure",
  "severe-headache",
  "vision-changes",
  "high-fever",
  "breathing",
  "chest-pain",
  "severe-abdominal-pain",
  "severe-vomiting",
  "reduced-movements",
  "sudden-swelling",
  "leg-clot",
  "self-harm",
  "preterm-contractions",
  "fainting",
  "baby-coming",
] as const;
export const URGENT_SIGNS = [
  "spotting",
  "urine-burning",
  "itching-palms-soles",
  "fever",
  "headache",
  "vomiting",
  "dizziness",
  "pain",
] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];
export type UrgentSign = (typeof URGENT_SIGNS)[number];

export interface TriageResult {
  level: TriageLevel;
  signs: (DangerSign | UrgentSign)[];
}

/** Lower case, one spelling for Devanagari nukta and chandrabindu variants, single spaces. */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u200b-\u200d]/g, "")
    .replace(/\u093c/g, "")
    .replace(/[क़]/g, "क")
    .replace(/[ख़]/g, "ख")
    .replace(/[ग़]/g, "ग")
    .replace(/[ज़]/g, "ज")
    .replace(/[ड़]/g, "ड")
    .replace(/[ढ़]/g, "ढ")
    .replace(/[फ़]/g, "फ")
    .replace(/ँ/g, "ं")
    .replace(/[^\p{L}\p{M}\p{N}°.]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

const any = (...parts: string[]) => new RegExp(parts.join("|"), "u");

// Words, in all three ways of writing. Latin words carry their own boundaries.
const BLEED = any(
  "\\bbleed",
  "\\bblood",
  "\\bkh?oo?n\\b",
  "\\bkhun\\b",
  "खून",
  "ब्लीडिंग",
  "रक्तस्राव",
  "रक्त",
);
const HEAVY = any(
  "\\bheavy",
  "\\ba lot\\b",
  "\\blots\\b",
  "\\bsoak",
  "\\bclots?\\b",
  "\\bgush",
  "\\bpouring",
  "\\bpads?\\b",
  "\\bba?h?o?u?t\\b",
  "\\bbhot\\b",
  "\\bbohot\\b",
  "\\b[zj]y?a?da\\b",
  "\\bjaada\\b",
  "\\btez\\b",
  "\\blagatar\\b",
  "\\bnon ?stop\\b",
  "बहुत",
  "ज्यादा",
  "ज़्यादा",
  "तेज",
  "लगातार",
  "थक्के",
  "भारी",
);
const SPOT = any("\\bspot", "\\bhalka\\b", "\\blight bleed", "\\bstain", "हल्का", "दाग", "धब्बे");
const FLUID = any(
  "\\bwaters? (?:broke|break|bag)",
  "\\bwater (?:is )?(?:leak|com|flow|gush)",
  "\\bleak",
  "\\bfluid",
  "\\bpaani (?:gir|nikal|beh|aa|leak)",
  "\\bpani (?:gir|nikal|beh|aa|leak)",
  "\\bthaili fat",
  "पानी (?:गिर|निकल|बह|आ)",
  "पानी की थैली",
  "थैली फट",
  "लीक",
);
const SEIZURE = any(
  "\\bseizure",
  "\\bconvuls",
  "\\bfits?\\b",
  "\\bjhatk",
  "\\bmirgi\\b",
  "\\bdaura\\b",
  "\\bdaure\\b",
  "दौरा",
  "दौरे",
  "झटके",
  "मिर्गी",
);
const HEAD = any(
  "\\bheadache",
  "\\bhead ache",
  "\\bhead (?:is )?(?:pain|hurt)",
  "\\bmigraine",
  "\\bs[ai]r ?(?:me |mein )?dard",
  "\\bsirdard",
  "सिरदर्द",
  "सिर दर्द",
  "सिर में दर्द",
  "सर दर्द",
  "सरदर्द",
  "सिर फट",
);
const SEVERE = any(
  "\\bsevere",
  "\\bworst",
  "\\bterrible",
  "\\bunbearable",
  "\\bexcruciating",
  "\\bintense",
  "\\bvery bad",
  "\\breally bad",
  "\\bwon.?t (?:go|stop)",
  "\\bnot (?:going|stopping)",
  "\\bpersist",
  "\\bconstant",
  "\\ball day",
  "\\bsince (?:morning|yesterday|\\d)",
  "\\bfor (?:\\d+|two|three|many) (?:hours|days)",
  "\\bkeeps? (?:coming|getting)",
  "\\bgetting worse",
  "\\bba?h?o?u?t (?:tez|jyada|zyada|zada|dard)",
  "\\btez\\b",
  "\\bsahan nahi",
  "\\bbardasht nahi",
  "\\bband nahi",
  "\\bja nahi raha",
  "\\bnahi ja raha",
  "\\bruk nahi",
  "तेज",
  "असहनीय",
  "बर्दाश्त नहीं",
  "सहन नहीं",
  "लगातार",
  "नहीं जा रहा",
  "नहीं जा रही",
  "बंद नहीं",
  "रुक नहीं",
  "बढ़ता",
  "बढ़ रहा",
  "सुबह से",
  "कल से",
  "बहुत ज्यादा",
  "बहुत दर्द",
);
const VISION = any(
  "\\bblur",
  "\\bvision",
  "\\bseeing (?:spots|stars|lights|double)",
  "\\bspots? (?:in|before) (?:my )?eyes",
  "\\bflashing",
  "\\bflashes",
  "\\bdouble\\b.*\\bsee",
  "\\bcan.?t see",
  "\\bdhu?n?dh?l",
  "\\bdhundla",
  "\\bandhera",
  "\\bankho?n? (?:ke aage|me) (?:andhera|chamak|taare)",
  "धुंधला",
  "धुंधली",
  "धुंधल",
  "आंखों के आगे",
  "आँखों के आगे",
  "अंधेरा",
  "चमक",
  "तारे दिख",
  "दिखाई नहीं",
  "दो दो दिख",
);
const FEVER = any(
  "\\bfever",
  "\\btemperature",
  "\\btemp\\b",
  "\\bbukh?aa?r",
  "\\bbukhar",
  "\\bfeverish",
  "बुखार",
  "बुख़ार",
  "ज्वर",
  "तापमान",
);
const HIGH_FEVER = any(
  "\\bhigh (?:fever|temp)",
  "\\b(?:38|39|40|41)(?:\\.\\d)?\\b",
  "\\b(?:38(?:\\.\\d)?|39(?:\\.\\d)?|40(?:\\.\\d)?|41)\\s?(?:°|c\\b|degree)",
  "\\b(?:100\\.[4-9]|10[1-6](?:\\.\\d)?)\\b",
  "\\btez bukh?aa?r",
  "\\bbahut (?:tez )?bukh?aa?r",
  "\\bshivering",
  "\\bchills\\b",
  "\\bkaanp",
  "तेज बुखार",
  "बहुत बुखार",
  "कंपकंपी",
  "ठंड लगकर",
);
const BREATH = any(
  "\\bbreath",
  "\\bbreathing",
  "\\bbreathless",
  "\\bcan.?t breathe",
  "\\bgasp",
  "\\bsa?a?n?s (?:nahi|lene|phool|ful|fool|nhi)",
  "\\bsaans\\b",
  "\\bsans\\b",
  "सांस",
  "साँस",
  "दम घुट",
  "दम फूल",
);
const BREATH_TROUBLE = any(
  "\\btrouble",
  "\\bdifficult",
  "\\bshort",
  "\\bcan.?t",
  "\\bcannot",
  "\\bhard to",
  "\\bstruggl",
  "\\bgasp",
  "\\bbreathless",
  "\\bnahi",
  "\\bnhi\\b",
  "\\bdikkat",
  "\\btakleef",
  "\\bphool",
  "\\bful",
  "\\bfool",
  "\\bchadh",
  "तकलीफ",
  "दिक्कत",
  "नहीं",
  "फूल",
  "परेशानी",
  "घुट",
);
const CHEST = any(
  "\\bchest (?:pain|tight|hurt|pressure)",
  "\\bpain in (?:my )?chest",
  "\\bheart (?:is )?(?:racing|pounding|beating (?:very )?fast)",
  "\\bpalpitation",
  "\\bseene? (?:me|mein) (?:dard|dabav)",
  "\\bchhati (?:me|mein) dard",
  "\\bdhadkan (?:tez|bahut)",
  "सीने में दर्द",
  "छाती में दर्द",
  "सीने में दबाव",
  "धड़कन तेज",
  "धडकन तेज",
  "दिल तेज",
);
const BELLY = any(
  "\\bstomach",
  "\\babdom",
  "\\bbelly",
  "\\btummy",
  "\\bpelvic pain",
  "\\blower (?:back|belly) pain",
  "\\bpet\\b",
  "\\bpait\\b",
  "\\bpeth\\b",
  "पेट",
  "पेडू",
);
const PAIN = any(
  "\\bpain",
  "\\bache",
  "\\bhurt",
  "\\bcramp",
  "\\bdard\\b",
  "दर्द",
  "ऐंठन",
  "मरोड़",
  "मरोड",
);
const VOMIT = any(
  "\\bvomit",
  "\\bthrow(?:ing)? up",
  "\\bthrew up",
  "\\bpuk",
  "\\bulti",
  "\\bulty",
  "उल्टी",
  "उलटी",
);
const VOMIT_SEVERE = any(
  "\\bcan.?t keep (?:anything|any|food|water|liquid|fluids)",
  "\\bcannot keep",
  "\\bnothing stays",
  "\\bevery (?:time|thing)",
  "\\bnon ?stop",
  "\\bconstant",
  "\\ball day",
  "\\bblood",
  "\\b(?:10|[1-9]\\d|ten|twelve|fifteen|twenty|many) times",
  "\\bpaani bhi nahi",
  "\\bkuch bhi nahi (?:ruk|tik|pach)",
  "\\bruk nahi",
  "\\bbaar baar",
  "\\blagatar",
  "\\bdin bhar",
  "कुछ भी नहीं रुक",
  "पानी भी नहीं",
  "कुछ नहीं टिक",
  "कुछ भी नहीं टिक",
  "बार बार",
  "बार-बार",
  "लगातार",
  "दिन भर",
  "खून",
);
const BABY = any(
  "\\bbaby",
  "\\bbab(?:y|ie)",
  "\\bfetus",
  "\\bbac?c?h?c?h[ae]",
  "\\bbacha\\b",
  "बच्चा",
  "बच्चे",
  "शिशु",
  "बेबी",
);
const LESS_MOVE = any(
  "\\bnot moving",
  "\\bstopped moving",
  "\\bno (?:movement|kicks?|moves)",
  "\\bhasn.?t moved",
  "\\bhaven.?t felt (?:the )?(?:baby|him|her|any)",
  "\\bless (?:movement|active|kick)",
  "\\bfewer (?:kicks|movements)",
  "\\bnot (?:kicking|felt)",
  "\\bquiet(?:er)? (?:than usual|today)",
  "\\bmovements? (?:have |has )?(?:slowed|stopped|reduced|decreased)",
  "\\bhil(?:na|ta|ti)? (?:nahi|nhi|band|kam)",
  "\\bhalchal (?:nahi|kam|band)",
  "\\bhalchal\\b.*\\b(?:nahi|kam)",
  "\\bmove (?:nahi|nhi)",
  "\\bkick (?:nahi|nhi)",
  "हिल नहीं",
  "हिलना बंद",
  "हिलना कम",
  "हलचल नहीं",
  "हलचल कम",
  "हलचल बंद",
  "हरकत नहीं",
  "हरकत कम",
  "किक नहीं",
  "महसूस नहीं",
);
const SWELL = any(
  "\\bswell",
  "\\bswollen",
  "\\bpuff",
  "\\bsoo?jan",
  "\\bsuj(?:an|i|a)",
  "सूजन",
  "सूज",
);
const FACE_HANDS = any(
  "\\bface",
  "\\bhands?\\b",
  "\\bfingers?\\b",
  "\\beyes\\b",
  "\\beyelids?",
  "\\bchehr[ae]",
  "\\bmooh",
  "\\bmunh",
  "\\bhaath",
  "\\bhath\\b",
  "\\bungli",
  "\\baankh",
  "चेहरे",
  "चेहरा",
  "हाथ",
  "उंगलि",
  "आंख",
  "आँख",
  "मुंह",
  "मुँह",
);
const SUDDEN = any(
  "\\bsudden",
  "\\ball of a sudden",
  "\\bovernight",
  "\\bachanak",
  "\\bekdum",
  "अचानक",
  "एकदम",
  "रातों रात",
);
const LEG = any(
  "\\bleg\\b",
  "\\blegs\\b",
  "\\bcalf",
  "\\bthigh",
  "\\bpair (?:me|mein)",
  "\\bpindli",
  "\\btaang",
  "पैर",
  "पिंडली",
  "टांग",
  "जांघ",
);
const RED_HOT = any(
  "\\bred\\b",
  "\\bwarm\\b",
  "\\bhot\\b",
  "\\bone (?:leg|calf)",
  "\\bonly (?:one|my (?:left|right))",
  "\\b(?:left|right) (?:leg|calf)",
  "\\blaal",
  "\\bgaram",
  "लाल",
  "गरम",
  "गर्म",
  "एक पैर",
);
const SELF_HARM = any(
  "\\bkill (?:myself|me|my baby|the baby)",
  "\\bsuicid",
  "\\bend (?:my|it all)",
  "\\bharm (?:myself|me|my baby|the baby)",
  "\\bhurt (?:myself|my baby|the baby)",
  "\\bdon.?t want to (?:live|be alive)",
  "\\bno (?:reason|point) (?:to|in) liv",
  "\\bbetter off dead",
  "\\bwant to die",
  "\\bmar ja(?:na|un|u)",
  "\\bmarna chah",
  "\\bmarne ka",
  "\\bjeena nahi",
  "\\bjina nahi",
  "\\bkhud ko (?:nuksan|khatam|maar)",
  "\\bbachche? ko (?:nuksan|maar)",
  "\\bkhudkushi",
  "\\baatmahatya",
  "आत्महत्या",
  "खुदकुशी",
  "मरने का",
  "मर जाना",
  "मर जाऊं",
  "मर जाऊँ",
  "मरना चाह",
  "जीना नहीं",
  "खुद को नुकसान",
  "खुद को खत्म",
  "बच्चे को नुकसान",
  "बच्चे को मार",
);
const CONTRACTION = any(
  "\\bcontraction",
  "\\blabou?r pain",
  "\\blabou?r (?:has )?start",
  "\\bin labou?r",
  "\\btightening",
  "\\bprasav (?:pida|peeda|dard)",
  "\\bdard (?:har|every) \\d",
  "प्रसव",
  "लेबर",
  "संकुचन",
  "दर्द हर",
);
const REGULAR = any(
  "\\bregular",
  "\\bevery \\d+",
  "\\bevery (?:few|five|ten|two|three) min",
  "\\b\\d+ min(?:ute)?s? apart",
  "\\bcloser together",
  "\\bstronger",
  "\\bhar \\d+",
  "\\bhar (?:paanch|das) minute",
  "हर \\d+",
  "हर पांच",
  "हर दस",
  "नियमित",
  "बढ़ता",
  "तेज होता",
);
const EARLY = any(
  "\\b(?:2[0-9]|3[0-6]) ?(?:weeks?|wks?|w\\b|hafte|hafta|mahine)",
  "\\bpreterm",
  "\\bpremature",
  "\\btoo early",
  "\\b[5-8](?:th)? month",
  "\\b[5-8] ?mahine",
  "\\b(?:2[0-9]|3[0-6]) हफ्त",
  "\\b[5-8] महीने",
  "समय से पहले",
  "\\b[5-8]वें महीने",
);
const FAINT = any(
  "\\bfaint",
  "\\bpassed out",
  "\\bblack(?:ed)? out",
  "\\bunconscious",
  "\\bcollapse",
  "\\bnot waking",
  "\\bbeh?osh",
  "\\bhosh (?:nahi|kho)",
  "बेहोश",
  "होश नहीं",
  "होश खो",
  "गिर पड",
);
const DIZZY = any("\\bdizz", "\\blight.?headed", "\\bvertigo", "\\bchakk?ar", "चक्कर");
const COMING = any(
  "\\bbaby (?:is )?coming",
  "\\bhead (?:is )?(?:out|visible|coming)",
  "\\bcan see (?:the )?head",
  "\\burge to push",
  "\\bneed to push",
  "\\bsir (?:dikh|bahar)",
  "\\bbaccha (?:nikal|aa) raha",
  "\\bbachcha (?:nikal|aa) raha",
  "बच्चा निकल",
  "सिर दिख",
  "सिर बाहर",
);
const URINE_BURN = any(
  "\\bburn(?:ing|s)? (?:when|while) (?:i )?(?:pee|urinat)",
  "\\bpainful urination",
  "\\bburning (?:pee|urine)",
  "\\buti\\b",
  "\\bpeshab (?:me|mein|karte) (?:jalan|dard)",
  "\\bpeshaab (?:me|mein) jalan",
  "\\burine (?:me|mein) jalan",
  "पेशाब में जलन",
  "पेशाब करते समय जलन",
  "पेशाब में दर्द",
);
const ITCH_PALMS = any(
  "\\bitch(?:y|ing)? (?:palms|hands and feet|soles)",
  "\\bpalms (?:and|&) soles",
  "\\bpalms (?:and|&) (?:feet|soles) itch",
  "\\bitching on (?:my )?(?:palms|hands and feet)",
  "\\bhatheli",
  "\\btalve",
  "\\bhaath pair (?:me|mein)? khujli",
  "\\bhath pair (?:me|mein)? khujli",
  "हथेलियों",
  "हथेली",
  "तलवों",
  "तलवे",
  "हाथ पैर में खुजली",
  "हाथ-पैर में खुजली",
);

// What makes a message not about the writer now: resolved, denied, or asked about in general.
const RESOLVED = any(
  "\\bwent away",
  "\\bgone now",
  "\\bis gone",
  "\\bbetter now",
  "\\bfine now",
  "\\bokay now",
  "\\bok now",
  "\\bstopped\\b",
  "\\bresolved",
  "\\bno longer",
  "\\bbut now (?:fine|ok|okay|better)",
  "\\bthik ho (?:gaya|gayi|gya)",
  "\\btheek ho (?:gaya|gayi|gya)",
  "\\bab (?:thik|theek|nahi)",
  "\\bchala gaya",
  "\\bband ho (?:gaya|gayi)",
  "\\bruk (?:gaya|gayi)",
  "ठीक हो गया",
  "ठीक हो गई",
  "ठीक है अब",
  "अब ठीक",
  "चला गया",
  "बंद हो गया",
  "बंद हो गई",
  "रुक गया",
  "रुक गई",
);
const GENERAL_QUESTION = any(
  "^ (?:what|which) (?:are|is) (?:the )?(?:signs?|symptoms?|warning|danger)",
  "\\bsigns? of\\b",
  "\\bsymptoms? of\\b",
  "\\bwhat (?:should|to) (?:i )?(?:watch|look) (?:out )?for",
  "\\bwhen (?:should|to) (?:i )?(?:call|go|worry)",
  "\\bhow (?:do|can|would) (?:i|you) (?:know|tell)",
  "\\bis it (?:normal|common|safe)",
  "\\bis .* normal\\b",
  "\\bcan i (?:eat|drink|have|take|do)",
  "\\blakshan kya",
  "\\bkya lakshan",
  "\\bkaise pata",
  "\\bkab (?:jana|jaye|call)",
  "\\bnormal (?:hai|h) kya",
  "\\bkya .* normal",
  "लक्षण क्या",
  "क्या लक्षण",
  "कैसे पता",
  "कब जाना",
  "सामान्य है",
  "नॉर्मल है",
);
const SELF = any(
  "\\bi\\b",
  "\\bi.?m\\b",
  "\\bi.?ve\\b",
  "\\bmy\\b",
  "\\bme\\b",
  "\\bwife",
  "\\bshe\\b",
  "\\bher\\b",
  "\\bmujhe",
  "\\bmuje",
  "\\bmera\\b",
  "\\bmeri\\b",
  "\\bmere\\b",
  "\\bho raha",
  "\\bho rahi",
  "\\bhai\\b.*\\b(?:raha|rahi)",
  "मुझे",
  "मेरा",
  "मेरी",
  "मेरे",
  "हो रहा",
  "हो रही",
  "रहा है",
  "रही है",
);
const NEGATED_BLEED = any(
  "\\bno (?:bleeding|blood|spotting)",
  "\\bnot bleeding",
  "\\bwithout (?:bleeding|blood)",
  "\\bbleeding (?:has )?stopped",
  "\\bkh?oo?n (?:nahi|nhi)",
  "\\bkhun (?:nahi|nhi)",
  "खून नहीं",
  "ब्लीडिंग नहीं",
  "खून बंद",
);
const NEGATED_PAIN = any(
  "\\bno pain",
  "\\bpainless",
  "\\bwithout pain",
  "\\bdoesn.?t hurt",
  "\\bnot painful",
  "\\bdard (?:nahi|nhi)",
  "दर्द नहीं",
  "बिना दर्द",
);

export function triage(text: string): TriageResult {
  const t = normalise(text);
  const danger: DangerSign[] = [];
  const urgent: UrgentSign[] = [];
  const has = (re: RegExp) => re.test(t);

  // Thoughts of harm are never "general" or "resolved": they always come first.
  if (has(SELF_HARM)) danger.push("self-harm");
  const general = has(GENERAL_QUESTION) && !has(SELF);
  const resolved = has(RESOLVED);
  if (!general) {
    if (has(BLEED) && !has(NEGATED_BLEED)) {
      if (has(HEAVY) && !has(SPOT)) danger.push("heavy-bleeding");
      else if (!resolved) urgent.push("spotting");
    }
    if (has(FLUID) && !has(/\b(?:no|not) (?:leak|fluid)|पानी नहीं/u)) danger.push("fluid-leaking");
    if (has(SEIZURE)) danger.push("seizure");
    if (has(HEAD) && !resolved)
      has(SEVERE) || has(VISION) ? danger.push("severe-headache") : urgent.push("headache");
    if (has(VISION)) danger.push("vision-changes");
    if (has(FEVER) && !resolved) has(HIGH_FEVER) ? danger.push("high-fever") : urgent.push("fever");
    if (has(BREATH) && has(BREATH_TROUBLE)) danger.push("breathing");
    if (has(CHEST)) danger.push("chest-pain");
    if (has(BELLY) && has(PAIN) && !has(NEGATED_PAIN) && !resolved) {
      has(SEVERE) ? danger.push("severe-abdominal-pain") : urgent.push("pain");
    }
    if (has(VOMIT) && !resolved)
      has(VOMIT_SEVERE) ? danger.push("severe-vomiting") : urgent.push("vomiting");
    if (has(LESS_MOVE) && (has(BABY) || has(/\bkick|हलचल|हिल/u))) danger.push("reduced-movements");
    if (has(SWELL) && has(FACE_HANDS) && (has(SUDDEN) || has(/\bface|chehr|चेहर|मुंह|आंख|आँख/u)))
      danger.push("sudden-swelling");
    if (has(LEG) && has(SWELL) && has(PAIN) && has(RED_HOT)) danger.push("leg-clot");
    if (
      has(CONTRACTION) &&
      !has(NEGATED_PAIN) &&
      (has(REGULAR) || has(EARLY)) &&
      !has(/\birregular|अनियमित/u)
    ) {
      danger.push("preterm-contractions");
    }
    if (has(FAINT)) danger.push("fainting");
    else if (has(DIZZY) && !resolved) urgent.push("dizziness");
    if (has(COMING)) danger.push("baby-coming");
    if (has(URINE_BURN)) urgent.push("urine-burning");
    if (has(ITCH_PALMS)) urgent.push("itching-palms-soles");
  }
  if (danger.length) return { level: "emergency", signs: [...new Set(danger)] };
  if (urgent.length) return { level: "urgent", signs: [...new Set(urgent)] };
  return { level: "none", signs: [] };
}
