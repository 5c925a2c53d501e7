/**
 * What a label says is NOT in it, or in which form (issue 10, part 4): "No retinol",
 * "paraben-free", "free from alcohol", "0% alcohol", "alcohol रहित" name things that are
 * absent, and "Vitamin A (as beta-carotene)" is beta-carotene, not retinol. Such words are
 * taken out of a label line before the knowledge base reads it.
 */
const ABSENT = [
  // "no retinol", "without parabens", "free from alcohol", "zero sugar", "0% alcohol"
  /\b(?:no|non|without|free\s+(?:from|of)|zero|0\s?%|nil)\s+(?:added\s+)?[\p{L}][\p{L}\s-]{1,28}?(?:\s+(?:and|or|&)\s+[\p{L}][\p{L}-]{1,20})*(?=\s*(?:[,.;:/|)(]|$))/giu,
  // "paraben-free", "alcohol free", "retinol-free formula"
  /\b([\p{L}][\p{L}-]{1,20})[\s-]free\b/giu,
  // "alcohol 0%", "alcohol: 0 %"
  /\b([\p{L}][\p{L}-]{1,20})\s*:?\s*0(?:\.0+)?\s?%/giu,
  // Hindi: "अल्कोहल रहित", "पैराबेन मुक्त", "बिना अल्कोहल"
  /([\u0900-\u097f]{2,20})\s+(?:रहित|मुक्त)/gu,
  /बिना\s+([\u0900-\u097f]{2,20})/gu,
];

/** The forms a vitamin comes as on labels: "(as beta-carotene)" names the form that counts. */
const AS_FORM =
  /\bvitamin\s*a\b[^,;\n]{0,30}?\(?\s*as\s+(beta[\s-]?carotene|retinyl\s+palmitate|retinol)\s*\)?/giu;

export function withoutAbsent(line: string): string {
  let text = line.replace(AS_FORM, (_match, form: string) => ` ${form} `);
  for (const pattern of ABSENT) text = text.replace(pattern, " ");
  return text.replace(/\s+/g, " ").trim();
}
