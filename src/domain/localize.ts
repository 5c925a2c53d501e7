import type { Language } from "./language.ts";

/** A bilingual tree with every {en, hi} pair replaced by the chosen language's string. */
export type Localized<T> = T extends { en: string; hi: string }
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isPair(value: object): value is { en: string; hi: string } {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as { en?: unknown }).en === "string" &&
    typeof (value as { hi?: unknown }).hi === "string"
  );
}

/** Picks one language out of reviewed bilingual content, everywhere in the tree. */
export function localize<T>(value: T, language: Language): Localized<T> {
  if (Array.isArray(value))
    return value.map((item: unknown) => localize(item, language)) as Localized<T>;
  if (value === null || typeof value !== "object") return value as Localized<T>;
  if (isPair(value)) return value[language] as Localized<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localize(item, language)]),
  ) as Localized<T>;
}
