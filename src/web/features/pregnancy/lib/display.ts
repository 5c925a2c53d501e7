import type { Trimester } from "../../../../domain/pregnancy.ts";

/** 001 §4: the colour theme follows the trimester — purple, blue, green. */
export const TRIMESTER_THEME: Record<
  Trimester,
  { badge: string; bar: string; soft: string; text: string }
> = {
  1: {
    badge: "bg-purple-100 text-purple-900",
    bar: "bg-purple-700",
    soft: "bg-purple-50",
    text: "text-purple-900",
  },
  2: {
    badge: "bg-blue-100 text-blue-900",
    bar: "bg-blue-700",
    soft: "bg-blue-50",
    text: "text-blue-900",
  },
  3: {
    badge: "bg-green-100 text-green-900",
    bar: "bg-green-700",
    soft: "bg-green-50",
    text: "text-green-900",
  },
};

/**
 * 001 §4: the description shows its first two sentences unless expanded; the toggle
 * appears only when it is longer than 150 characters. Devanagari full stops count too.
 */
export function shortDescription(text: string): { short: string; truncatable: boolean } {
  if (text.length <= 150) return { short: text, truncatable: false };
  // A sentence ends at . ! ? or । followed by a space: "8.7 cm" does not end one.
  const sentences = text.trim().split(/(?<=[.!?।]["')\]]*)\s+/);
  const short = sentences.slice(0, 2).join(" ");
  return { short, truncatable: short.length < text.trim().length };
}

/** "a lime", "an apple": the English article for a size name (Hindi has none). */
export function sizeArticle(size: string): "a" | "an" {
  return /^[aeiou]/i.test(size) ? "an" : "a";
}
