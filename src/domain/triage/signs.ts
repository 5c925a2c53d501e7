/**
 * Danger signs from a reading (reading.ts): each sign is a concept with its modifiers —
 * how far along she is or how long since the birth, severity, numbers, one side or both,
 * whether it is over and checked. Levels follow the public lists: CDC Hear Her, WHO SMART
 * ANC, NHS (bleeding in the second half, ectopic signs, waters before 37 weeks), RCOG GTG 57
 * (reduced movements from 24 weeks), MoHFW MCP card (labour over 12 hours), ACOG (BP).
 */
import type { Concept } from "./lexicon.ts";
import { movementSign } from "./movements.ts";
import type { Reading } from "./reading.ts";

export const DANGER_SIGNS = [
  "heavy-bleeding",
  "fluid-leaking",
  "seizure",
  "severe-headache",
  "vision-changes",
  "high-blood-pressure",
  "high-fever",
  "breathing",
  "chest-pain",
  "severe-abdominal-pain",
  "ectopic",
  "severe-vomiting",
  "reduced-movements",
  "sudden-swelling",
  "leg-clot",
  "self-harm",
  "preterm-contractions",
  "long-labour",
  "fainting",
  "baby-coming",
  "cord-prolapse",
  "fall-injury",
  "assault",
  "infection-after-birth",
] as const;
export const URGENT_SIGNS = [
  "movements",
  "swelling",
  "low-mood",
  "spotting",
  "urine-burning",
  "itching-palms-soles",
  "fever",
  "headache",
  "vomiting",
  "dizziness",
  "pain",
  "discharge-smell",
  "blood-pressure",
  "tiredness",
  "fall",
  "contractions",
  "wound",
  "animal-bite",
] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];
export type UrgentSign = (typeof URGENT_SIGNS)[number];

export interface Signs {
  danger: DangerSign[];
  urgent: UrgentSign[];
}

/** Where she is: pregnant (and how far), after the birth, or not said. */
function stage(r: Reading) {
  const { week, daysSinceBirth } = r.numbers;
  const afterBirth =
    daysSinceBirth !== null || (r.has("POSTPARTUM") && !(week !== null && r.has("PREGNANT")));
  return {
    week,
    afterBirth,
    /** Within the six weeks after birth (or after birth, time not said). */
    puerperium: afterBirth && (daysSinceBirth === null || daysSinceBirth <= 42),
    early: !afterBirth && ((week !== null && week < 14) || r.has("EARLY_PREGNANCY")),
    /** From 20 weeks: any bleeding needs checking now (NHS). */
    secondHalf: !afterBirth && week !== null && week >= 20,
  };
}

/** Words of the body or of a danger sign. */
export const SIGN_WORDS: Concept[] = [
  ...(["BLEED", "SPOTTING", "FLUID", "SEIZURE", "HEAD", "VISION", "FEVER", "BREATH"] as const),
  ...(["CHEST", "PAIN", "BELLY", "VOMIT", "MOVE_WORDS", "SWELL", "LEG", "SELF_HARM"] as const),
  ...(["LOW_MOOD", "CONTRACTION", "LABOUR", "BIRTH_NOW", "FAINT", "DIZZY", "FALL"] as const),
  ...(["ASSAULT", "DISCHARGE", "URINE_BURN", "TIRED"] as const),
];

/** Breathless on the stairs and better for a rest: not at rest, not severe. */
export const onExertion = (r: Reading): boolean =>
  r.has("EXERTION_EASES") && !r.has("AT_REST") && !(r.has("SEVERE") && !r.near("SEVERE", "MILD"));

/** A light flow in the first six weeks is the usual lochia; back again after it stopped is not. */
export const lochia = (r: Reading): boolean => {
  const days = r.numbers.daysSinceBirth;
  return r.has("LIGHT") && !r.has("RESTARTED") && days !== null && days <= 42;
};

/** A fall a doctor has since checked, or one weeks ago: history, not a sign. */
const fallBehindHer = (r: Reading) =>
  r.near("FALL", "CHECKED") || r.near("FALL", "WEEKS_AGO") || r.numbers.earlierWeek;

export function findSigns(r: Reading): Signs {
  const danger: DangerSign[] = [];
  const urgent: UrgentSign[] = [];
  const s = stage(r);
  const { bp, temperatureF, intervalMinutes, hours } = r.numbers;
  /** Over, or checked and fine, in the same sentence as the sign. */
  const over = (concept: Parameters<Reading["has"]>[0]) =>
    r.near(concept, "RESOLVED") || r.near(concept, "CHECKED");
  const severe = r.has("SEVERE") && !r.near("SEVERE", "MILD");

  // Bleeding: from 20 weeks any amount now (NHS); earlier, heavy or with pain/dizziness;
  // after the birth, soaking a pad an hour or large clots.
  // Bleeding from a cut, piles, the nose or a nipple is not bleeding in pregnancy.
  const elsewhere =
    ((r.near("BLEED", "NOT_VAGINAL") || r.near("SPOTTING", "NOT_VAGINAL")) &&
      !r.near("BLEED", "VAGINAL_CUE")) ||
    r.near("BLEED", "MENSTRUAL");
  if ((r.has("BLEED") || r.has("SPOTTING")) && !elsewhere) {
    const heavy = r.has("BLEED") && r.has("HEAVY");
    const resolved = over("BLEED") || over("SPOTTING");
    const weeksAgo = r.near("BLEED", "WEEKS_AGO") || r.near("SPOTTING", "WEEKS_AGO");
    // Checked, and not heavy after it ("scans all perfect, but today bleeding heavily").
    const checked =
      (r.near("BLEED", "CHECKED") || r.near("SPOTTING", "CHECKED")) &&
      !r.saidAfter("HEAVY", "CHECKED") &&
      !r.saidAfter("HEAVY_STRONG", "CHECKED");
    // A bleed that was checked, or stopped weeks ago, is history, whatever its size;
    // one that stopped yesterday, or started again, is not.
    const history =
      (checked || (resolved && (r.numbers.earlierWeek || r.has("LONG_AGO") || weeksAgo))) &&
      !r.has("RESTARTED");
    if (history) {
      // nothing to do now
    } else if (s.afterBirth) {
      const easing = r.has("LOCHIA_EASING") && !r.has("RESTARTED");
      if (r.has("HEAVY_STRONG") || (heavy && !easing)) danger.push("heavy-bleeding");
      else if (!r.has("LOCHIA_EASING") && (!resolved || r.has("RESTARTED")) && !lochia(r))
        urgent.push("spotting");
    } else if (resolved && !heavy) {
      // Stopped: still a call today; checked and fine, nothing more. From 20 weeks with
      // pain still there, now: a placenta coming away can bleed a little, stop and hurt.
      const hurting = r.has("PAIN") || r.has("CONTRACTION");
      if (!checked && s.secondHalf && hurting) danger.push("heavy-bleeding");
      else if (!checked) urgent.push("spotting");
    } else if (s.secondHalf || heavy) danger.push("heavy-bleeding");
    else if (s.early && (severe || r.has("ONE_SIDE") || r.has("SHOULDER_TIP")) && r.has("PAIN"))
      danger.push("ectopic");
    else if (s.early && (r.has("FAINT") || r.has("DIZZY"))) danger.push("ectopic");
    else urgent.push("spotting");
  }

  // "Changed my pad at 10, soaked through by 11": after the birth, a pad soaked is bleeding.
  const padSoaked = r.has("PAD_CHANGED") && r.has("HEAVY_STRONG") && !r.has("BLEED");
  if (s.afterBirth && padSoaked) danger.push("heavy-bleeding");

  // Waters: a gush or a trickle that is not urine (or that she cannot tell from urine).
  // Milk or colostrum from the breasts is not her waters either.
  const urine =
    (r.has("URINE") && !r.has("NOT_URINE") && !r.has("UNSURE")) || r.near("FLUID", "BREAST");
  // "My water broke!!! …the jug": a container and nothing about her body is not her waters.
  const container = r.mentions("FLUID_CONTAINER") && (!r.has("BODY_FLUID_CUE") || r.has("BRIEF"));
  const sweat = r.mentions("SWEAT");
  // Checked at the hospital and sent home is history, unless it has started again.
  const fluidChecked = r.near("FLUID", "CHECKED") && !r.has("RESTARTED");
  if (r.has("FLUID") && !urine && !container && !sweat && !s.afterBirth && !fluidChecked)
    danger.push("fluid-leaking");

  // Rhythmic jerks in the belly are the baby's hiccups.
  // "Seizure free for 3 years, husband says I had one last night": one again, now.
  const again = r.mentions("SEIZURE") && r.has("SEIZURE_AGAIN");
  if ((r.has("SEIZURE") || again) && !r.mentions("HICCUP")) danger.push("seizure");

  // Blurred without her glasses, or dark for a second on standing up, is not a vision sign.
  const vision = r.has("VISION") && !r.mentions("GLASSES") && !r.near("VISION", "BRIEF");
  const highBp = bp !== null && (bp.systolic >= 160 || bp.diastolic >= 110);
  const raisedBp = bp !== null && (bp.systolic >= 140 || bp.diastolic >= 90);
  // A swollen bite or pimple on the hand is not a swollen hand.
  const faceSwelling =
    r.together("SWELL", "FACE_HANDS") && !r.has("FEET_EVENING") && !r.near("SWELL", "SKIN_BUMP");
  if (r.has("HEAD") && !over("HEAD")) {
    const alarming = vision || raisedBp || faceSwelling;
    if (alarming || (r.has("HEAD_SEVERE") && !r.has("MILD"))) danger.push("severe-headache");
    else if (r.has("HEAD_SEVERE") || r.has("HEAD_RECUR") || s.secondHalf || s.puerperium)
      urgent.push("headache");
  }
  if (vision) danger.push("vision-changes");
  if (highBp) danger.push("high-blood-pressure");
  else if (raisedBp) {
    const withSigns =
      r.has("HEAD") || vision || faceSwelling || r.has("RIGHT_UPPER") || r.has("BREATH");
    if (withSigns) danger.push("high-blood-pressure");
    else urgent.push("blood-pressure");
  }

  // Fever: 38 °C / 100.4 °F or more (CDC); a low-grade one is a call today; a past one, over.
  // A fever after a vaccine is expected for a day or two; a past one is over.
  // Over, after a vaccine, or the thermometer read normal ("feels hot, but 98.6").
  // "Was 101 last week, no fever for 4 days now": the fever she names is gone.
  const feverGone = r.mentions("FEVER") && r.saidIn("FEVER").size === 0 && r.has("RESOLVED");
  const feverOver =
    over("FEVER") || feverGone || r.mentions("VACCINE_FEVER") || r.has("NORMAL_READING");
  if (temperatureF !== null && !feverOver) {
    if (temperatureF >= 100.4) danger.push("high-fever");
    else if (temperatureF >= 99.5 && (r.has("FEVER") || r.has("PAIN"))) urgent.push("fever");
  } else if (r.has("FEVER") && !feverOver) {
    if (r.has("HIGH_FEVER") || s.puerperium) danger.push("high-fever");
    else urgent.push("fever");
  }

  const exertion = onExertion(r);
  // Breathing through a blocked nose is a cold, not a breathing sign.
  const cold = r.near("BREATH", "NOSE") && !r.has("CHEST");
  if (r.together("BREATH", "BREATH_TROUBLE") && !exertion && !cold) danger.push("breathing");
  if (r.has("CHEST") && !r.near("CHEST", "BREAST")) danger.push("chest-pain");

  if (r.near("BELLY", "PAIN") && !over("PAIN")) {
    if (
      s.early &&
      r.has("ONE_SIDE") &&
      (severe || r.has("SHOULDER_TIP") || r.has("BLEED") || r.has("DIZZY") || r.has("FAINT"))
    )
      danger.push("ectopic");
    // A stab that is gone at once (round ligament pain on standing or sneezing) is not.
    else if (severe && !r.near("PAIN", "BRIEF")) danger.push("severe-abdominal-pain");
    else if (r.has("RIGHT_UPPER") && (r.has("VOMIT") || r.has("HEAD") || raisedBp))
      danger.push("severe-abdominal-pain");
  }
  if (s.early && r.has("SHOULDER_TIP") && r.has("PAIN") && (r.has("BLEED") || r.has("ONE_SIDE")))
    danger.push("ectopic");

  // Vomiting: nothing, not even water, staying down is now; several times a day, today.
  // Once or twice with meals staying down is the morning sickness of the first months.
  if (r.has("VOMIT") && !over("VOMIT")) {
    const severeWords = r.has("VOMIT_SEVERE");
    const ordinary = r.has("KEEPS_DOWN") && r.has("VOMIT_FEW") && !severeWords;
    if (severeWords && !r.has("VOMIT_MILD") && !r.has("KEEPS_DOWN")) danger.push("severe-vomiting");
    else if (!r.has("VOMIT_MILD") && !ordinary) urgent.push("vomiting");
  }

  const movements = movementSign(r, s);
  if (movements === "danger") danger.push("reduced-movements");
  else if (movements === "urgent") urgent.push("movements");

  if (faceSwelling) {
    if (r.has("SUDDEN") || r.mentions("FACE_HANDS")) danger.push("sudden-swelling");
  }
  // A leg that is swollen or red, or painful on one side (CDC Hear Her); a cramp is not.
  const swollenOrRed = r.near("LEG", "SWELL") || r.near("LEG", "LEG_RED");
  const painful = r.near("LEG", "LEG_SIGN") && !r.near("LEG", "LEG_CRAMP");
  const oneLeg = r.has("ONE_LEG") || (r.near("LEG", "LEG_RED") && !r.has("BOTH_LIMBS"));
  if ((swollenOrRed || painful) && oneLeg && !r.has("FEET_EVENING")) danger.push("leg-clot");
  else if (
    r.near("LEG", "SWELL") &&
    (r.has("SUDDEN") || r.has("SWELL_INCREASE")) &&
    !r.has("FEET_EVENING") &&
    !over("SWELL")
  )
    urgent.push("swelling");

  // Contractions: regular before 37 weeks is early labour; labour over 12 hours (MoHFW).
  // "Dard ho raha hai" said of an eye or a tooth, or a cramp in the calf, is not a contraction.
  const contraction =
    r.apart("CONTRACTION", "BODY_MINOR", "LEG_CRAMP") || r.together("CONTRACTION", "BELLY");
  // Before 37 weeks, tightenings without a pattern still count when they come often (five or
  // more an hour), come closer, or come with pressure low down or a show (ACOG, NHS).
  const preterm = s.week === null || s.week < 37;
  const often = intervalMinutes !== null && intervalMinutes <= 12;
  const pressing = preterm && (often || r.has("QUICKENING") || r.has("PRETERM_EXTRA"));
  if (
    contraction &&
    (!r.has("IRREGULAR") || pressing) &&
    !over("CONTRACTION") &&
    !r.near("CONTRACTION", "PAST") &&
    !s.afterBirth
  ) {
    const regular = r.has("REGULAR") || (intervalMinutes !== null && intervalMinutes <= 20);
    if (preterm && (regular || r.has("PRETERM_EXTRA") || severe))
      danger.push("preterm-contractions");
    // At term, pains five minutes apart or closer: labour is well on; go in now.
    else if (regular && intervalMinutes !== null && intervalMinutes <= 5)
      danger.push("baby-coming");
    else if (regular) urgent.push("contractions");
  }
  const longLabour =
    (hours !== null && hours >= 12) || r.has("NOT_DELIVERED") || r.has("SINCE_YESTERDAY");
  if (r.has("LABOUR") && !s.afterBirth && longLabour && !r.near("LABOUR", "PAST"))
    danger.push("long-labour");
  if (r.has("BIRTH_NOW")) danger.push(r.mentions("CORD") ? "cord-prolapse" : "baby-coming");

  // A faint in an earlier week or weeks ago, and checked since, is history; one today is not,
  // whatever an earlier check showed.
  const faintPast =
    r.near("FAINT", "CHECKED") &&
    !r.together("FAINT", "NOW") &&
    (r.numbers.earlierWeek || r.near("FAINT", "WEEKS_AGO") || r.has("LONG_AGO"));
  const faint = r.has("FAINT") && !faintPast;
  if (faint || (r.has("DIZZY") && r.has("DIZZY_SEVERE"))) danger.push("fainting");
  // Light-headed for a moment, and gone: a blood test, standing up fast.
  else if (r.has("DIZZY") && !over("DIZZY") && !r.near("DIZZY", "BRIEF")) urgent.push("dizziness");

  // A fall or a blow to the bump: checked now (NHS); a blow from a person is also violence.
  if (r.has("ASSAULT") && !s.afterBirth) danger.push("assault");
  else if (r.has("FALL") && !s.afterBirth && !fallBehindHer(r)) {
    const hurt = r.has("PAIN") || r.has("BLEED") || r.has("FLUID") || r.has("MOVE_LESS");
    // Feeling fine after a fall is not the all-clear: the placenta can come away with no
    // sign at first (ACOG), so it is still a check today; from 20 weeks or onto the belly, now.
    const now = s.secondHalf || r.has("BELLY_IMPACT") || (hurt && !over("FALL"));
    if (now) danger.push("fall-injury");
    else urgent.push("fall");
  }

  // A bite or scratch from a dog, cat, monkey or bat: rabies vaccine the same day, and it
  // is safe in pregnancy and while breastfeeding (WHO). Not once the vaccine is under way,
  // nor when the one bitten is her son or her husband.
  if (r.apart("ANIMAL_BITE", "BITE_OTHER") && !over("ANIMAL_BITE") && !r.mentions("RABIES_CARE"))
    urgent.push("animal-bite");

  // After the birth: a smell, or a red or weeping wound, with fever or pain is infection.
  const wound = r.near("WOUND", "WOUND_SIGN");
  const feverish = r.has("FEVER") || (temperatureF ?? 0) >= 100.4;
  if (s.puerperium && (r.has("SMELL") || wound) && (feverish || r.has("PAIN")))
    danger.push("infection-after-birth");
  // A wound with pus, opening or a smell needs a doctor today whenever it was made (an old
  // caesarean scar too); only a red or swollen one is left to the weeks after the birth.
  else if (wound && (s.puerperium || r.near("WOUND", "WOUND_INFECTED"))) urgent.push("wound");
  else if (
    (["SMELL", "DISCHARGE_ODD", "BURNING"] as const).some((c) => r.near("DISCHARGE", c)) ||
    (r.has("DISCHARGE") && r.has("ITCH"))
  )
    urgent.push("discharge-smell");
  // A red, hard or hot part of a breast while feeding: mastitis, a doctor today (NHS).
  if (r.has("BREAST_SIGN")) urgent.push("pain");
  const burning = r.has("URINE_BURN") || r.near("URINE", "BURNING");
  if (burning && !over("URINE_BURN")) urgent.push("urine-burning");
  // Itching of the palms, soles, hands or feet (cholestasis); not an insect bite or a
  // pimple, nor with the palms said to be fine.
  const itchingHands =
    r.near("ITCH", "PALMS_SOLES") && !r.has("PALMS_FINE") && !r.together("ITCH", "SKIN_BUMP");
  if (itchingHands) urgent.push("itching-palms-soles");
  // Feeling no bond with the baby says its own strength, and its own "not" (NHS, PSI).
  if ((r.has("LOW_MOOD") && r.has("MOOD_STRONG")) || r.has("NO_BOND")) urgent.push("low-mood");
  if (r.has("TIRED")) urgent.push("tiredness");
  return { danger, urgent };
}
