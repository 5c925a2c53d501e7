/**
 * Weight gain in a single pregnancy by pre-pregnancy BMI: Institute of Medicine (IOM) and
 * National Research Council, "Weight Gain During Pregnancy: Reexamining the Guidelines"
 * (2009), Table S-1; the same ranges ACOG Committee Opinion 548 (2013, reaffirmed) uses.
 */

export const BMI_CLASSES = ["underweight", "normal", "overweight", "obese"] as const;
export type BmiClass = (typeof BMI_CLASSES)[number];

export interface KgRange {
  minKg: number;
  maxKg: number;
}

/** BMI bounds (WHO): under 18.5, 18.5–24.9, 25.0–29.9, 30 and over. */
export const BMI_UNDERWEIGHT_BELOW = 18.5;
export const BMI_OVERWEIGHT_FROM = 25;
export const BMI_OBESE_FROM = 30;

/** IOM 2009 total gain over the whole pregnancy, kg. */
export const IOM_TOTAL_GAIN: Record<BmiClass, KgRange> = {
  underweight: { minKg: 12.5, maxKg: 18 },
  normal: { minKg: 11.5, maxKg: 16 },
  overweight: { minKg: 7, maxKg: 11.5 },
  obese: { minKg: 5, maxKg: 9 },
};

/** IOM 2009 rate of gain in the 2nd and 3rd trimesters, kg a week. */
export const IOM_WEEKLY_RATE: Record<BmiClass, KgRange> = {
  underweight: { minKg: 0.44, maxKg: 0.58 },
  normal: { minKg: 0.35, maxKg: 0.5 },
  overweight: { minKg: 0.23, maxKg: 0.33 },
  obese: { minKg: 0.17, maxKg: 0.27 },
};

/** IOM 2009 assumes 0.5–2 kg in the whole first trimester, whatever the BMI. */
export const FIRST_TRIMESTER_GAIN: KgRange = { minKg: 0.5, maxKg: 2 };
export const FIRST_TRIMESTER_LAST_WEEK = 13;

/** kg per international avoirdupois pound. */
export const KG_PER_LB = 0.45359237;
export const kgToLb = (kg: number): number => kg / KG_PER_LB;
export const lbToKg = (lb: number): number => lb * KG_PER_LB;

/** Body mass index: kg / m², rounded to one decimal as clinicians write it. */
export function bmi(heightCm: number, kg: number): number {
  const metres = heightCm / 100;
  return Math.round((kg / (metres * metres)) * 10) / 10;
}

export function bmiClass(value: number): BmiClass {
  if (value < BMI_UNDERWEIGHT_BELOW) return "underweight";
  if (value < BMI_OVERWEIGHT_FROM) return "normal";
  if (value < BMI_OBESE_FROM) return "overweight";
  return "obese";
}

/** Her recommended total gain from height and pre-pregnancy weight. */
export function recommendedGain(heightCm: number, prePregnancyKg: number) {
  const value = bmi(heightCm, prePregnancyKg);
  const type = bmiClass(value);
  return { bmi: value, bmiClass: type, totalGain: IOM_TOTAL_GAIN[type] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The recommended gain so far at a week, for the chart's band: the first trimester's 0.5–2 kg
 * spread evenly over weeks 0–13, then the IOM weekly rates from week 13 on. The rates carry
 * on past week 40 (to 42); at week 40 the band lands within 1.5 kg of the total range (IOM's
 * own tables round the rates), so the chart shows the total range beside it.
 */
export function gainBand(type: BmiClass, week: number): KgRange {
  const w = Math.min(Math.max(week, 0), 42);
  if (w <= FIRST_TRIMESTER_LAST_WEEK) {
    const share = w / FIRST_TRIMESTER_LAST_WEEK;
    return {
      minKg: round2(FIRST_TRIMESTER_GAIN.minKg * share),
      maxKg: round2(FIRST_TRIMESTER_GAIN.maxKg * share),
    };
  }
  const after = w - FIRST_TRIMESTER_LAST_WEEK;
  const rate = IOM_WEEKLY_RATE[type];
  return {
    minKg: round2(FIRST_TRIMESTER_GAIN.minKg + after * rate.minKg),
    maxKg: round2(FIRST_TRIMESTER_GAIN.maxKg + after * rate.maxKg),
  };
}

/** A band function for her BMI class: band(week) → {minKg, maxKg} of gain. */
export const bandFor =
  (type: BmiClass) =>
  (week: number): KgRange =>
    gainBand(type, week);
