/**
 * The Edinburgh Postnatal Depression Scale (Cox, Holden & Sagovsky 1987), scored on the
 * device only: nothing here stores or sends anything. Validated in pregnancy (Murray & Cox
 * 1990) as well as after birth. Texts live in locales/<lng>/mindfulness.json (epds.items).
 */

export const EPDS_ITEMS = 10;
export const EPDS_MAX = 30;

/** Items scored 0, 1, 2, 3 from the first answer down; all others are reverse-scored 3 to 0. */
const FORWARD_ITEMS = new Set([1, 2, 4]);

/** One item's score: `item` counts from 1, `choice` is the answer's position (0 = first shown). */
export function itemScore(item: number, choice: number): number {
  if (!Number.isInteger(item) || item < 1 || item > EPDS_ITEMS) {
    throw new RangeError(`EPDS has items 1-${String(EPDS_ITEMS)}, not ${String(item)}`);
  }
  if (!Number.isInteger(choice) || choice < 0 || choice > 3) {
    throw new RangeError(`An EPDS answer is 0-3, not ${String(choice)}`);
  }
  return FORWARD_ITEMS.has(item) ? choice : 3 - choice;
}

/** Her answers so far, one per item (null = not answered yet). */
export type EpdsAnswers = readonly (number | null)[];

export const emptyAnswers = (): (number | null)[] => Array<number | null>(EPDS_ITEMS).fill(null);

export const unanswered = (answers: EpdsAnswers): number =>
  Array.from({ length: EPDS_ITEMS }, (_, i) => answers[i]).filter((a) => a == null).length;

/** The total out of 30, or null until every item has an answer. */
export function epdsTotal(answers: EpdsAnswers): number | null {
  if (unanswered(answers) > 0) return null;
  return answers
    .slice(0, EPDS_ITEMS)
    .reduce<number>((sum, choice, i) => sum + itemScore(i + 1, choice ?? 0), 0);
}

export type EpdsBand = "likely" | "possible" | "unlikely";

/** 13 or more: depression likely; 10-12: possible; under 10: unlikely (the cut-offs). */
export function epdsBand(total: number): EpdsBand {
  if (total >= 13) return "likely";
  if (total >= 10) return "possible";
  return "unlikely";
}

/**
 * Item 10 asks about thoughts of harming herself: any answer but "Never" (the last, scored 0)
 * shows the crisis numbers at once, whatever the total and before she finishes.
 */
export function needsCrisisHelp(answers: EpdsAnswers): boolean {
  const choice = answers[EPDS_ITEMS - 1];
  return choice != null && itemScore(EPDS_ITEMS, choice) > 0;
}

/** The scale may be reproduced with its citation (authors, title and source). */
export const EPDS_CITATION =
  "Cox, J.L., Holden, J.M. and Sagovsky, R. (1987). Detection of postnatal depression: development of the 10-item Edinburgh Postnatal Depression Scale. British Journal of Psychiatry, 150, 782–786.";
export const EPDS_CITATION_URL = "https://doi.org/10.1192/bjp.150.6.782";
