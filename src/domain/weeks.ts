/**
 * What the baby is as big as, week by week, with average length and weight. Lengths are
 * crown–rump to week 19 and crown–heel from week 20, as in common fetal growth charts
 * (Hadlock-based tables used by Cleveland Clinic and others); every baby differs.
 * Objects are ones Indian families know; weeks 1–3 are a poppy seed and the last weeks a
 * watermelon, as in the spec's fallback (001 §9).
 */
export const SIZE_KEYS = [
  "poppy-seed",
  "sesame-seed",
  "peppercorn",
  "pomegranate-seed",
  "jamun",
  "kidney-bean",
  "grape",
  "strawberry",
  "fig",
  "lime",
  "pea-pod",
  "sweet-lime",
  "apple",
  "guava",
  "pomegranate",
  "sweet-potato",
  "mango",
  "banana",
  "carrot",
  "papaya",
  "pomelo",
  "corn",
  "cauliflower",
  "spinach-bunch",
  "brinjal",
  "coconut",
  "bottle-gourd",
  "cabbage",
  "pineapple",
  "ash-gourd",
  "muskmelon",
  "banana-bunch",
  "pumpkin",
  "jackfruit",
  "watermelon",
] as const;
export type SizeKey = (typeof SIZE_KEYS)[number];

export interface WeekSize {
  size: SizeKey;
  /** Average length in cm; null before the embryo can be measured. */
  lengthCm: number | null;
  /** Average weight in grams; null while under 1 g. */
  weightG: number | null;
}

const row = (size: SizeKey, lengthCm: number | null, weightG: number | null): WeekSize => ({
  size,
  lengthCm,
  weightG,
});

/** Index 0 is week 1. */
export const WEEK_SIZES: readonly WeekSize[] = [
  row("poppy-seed", null, null),
  row("poppy-seed", null, null),
  row("poppy-seed", null, null),
  row("sesame-seed", 0.1, null),
  row("peppercorn", 0.2, null),
  row("pomegranate-seed", 0.4, null),
  row("jamun", 1.0, null),
  row("kidney-bean", 1.6, 1),
  row("grape", 2.3, 2),
  row("strawberry", 3.1, 4),
  row("fig", 4.1, 7),
  row("lime", 5.4, 14),
  row("pea-pod", 7.4, 23),
  row("sweet-lime", 8.7, 43),
  row("apple", 10.1, 70),
  row("guava", 11.6, 100),
  row("pomegranate", 13.0, 140),
  row("sweet-potato", 14.2, 190),
  row("mango", 15.3, 240),
  row("banana", 25.6, 300),
  row("carrot", 26.7, 360),
  row("papaya", 27.8, 430),
  row("pomelo", 28.9, 501),
  row("corn", 30.0, 600),
  row("cauliflower", 34.6, 660),
  row("spinach-bunch", 35.6, 760),
  row("brinjal", 36.6, 875),
  row("coconut", 37.6, 1005),
  row("bottle-gourd", 38.6, 1153),
  row("cabbage", 39.9, 1319),
  row("pineapple", 41.1, 1502),
  row("ash-gourd", 42.4, 1702),
  row("muskmelon", 43.7, 1918),
  row("banana-bunch", 45.0, 2146),
  row("pumpkin", 46.2, 2383),
  row("jackfruit", 47.4, 2622),
  row("watermelon", 48.6, 2859),
  row("watermelon", 49.8, 3083),
  row("watermelon", 50.7, 3288),
  row("watermelon", 51.2, 3462),
];

export function weekSize(week: number): WeekSize {
  const index = Math.min(Math.max(Math.round(week), 1), 40) - 1;
  return WEEK_SIZES[index] ?? row("watermelon", 51.2, 3462);
}
