/**
 * The one text normalisation Saathi's matching shares (library search, medicine names,
 * triage): lower case, one spelling for Devanagari nukta and chandrabindu variants,
 * Devanagari digits as 0–9, punctuation as single spaces.
 */
export function normalise(text: string): string {
  return ` ${foldScripts(text)
    .replace(/[^\p{L}\p{M}\p{N}°.]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

const DEVANAGARI_DIGITS = /[०-९]/g;

/** Case, Unicode form, invisible joiners, nukta, chandrabindu and digits; punctuation kept. */
export function foldScripts(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .replace(/[\u200b-\u200d\ufeff]/g, "")
      // NFC splits क़, ज़, फ़ … into letter + nukta (composition exclusions): drop the nukta.
      .replace(/\u093c/g, "")
      .replace(/ँ/g, "ं")
      .replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966))
  );
}
