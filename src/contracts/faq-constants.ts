/**
 * The FAQ's categories (001 §2 filter: all, first/second/third trimester, nutrition, app
 * features), apart from the schemas: the FAQ page needs the list, not zod (issue 12).
 */
export const FAQ_CATEGORIES = [
  "first-trimester",
  "second-trimester",
  "third-trimester",
  "nutrition",
  "app-features",
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
