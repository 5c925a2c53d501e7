import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";
import { LanguageSchema } from "./language.ts";

export const NAME_GENDERS = ["girl", "boy", "unisex"] as const;
export type NameGender = (typeof NAME_GENDERS)[number];
export const NAME_LENGTHS = ["short", "medium", "long"] as const;
export type NameLength = (typeof NAME_LENGTHS)[number];

const text = z.string().trim().min(1);
const pair = z.strictObject({ en: text, hi: text });
const originId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "kebab-case origin id");

/** One name of content/names/<origin>.json (issue 15 part 3). */
export const NameEntrySchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z' -]*$/, "Latin letters"),
  devanagari: z.string().regex(/^[\u0900-\u097f][\u0900-\u097f ]*$/, "Devanagari"),
  gender: z.enum(NAME_GENDERS),
  meaning: pair,
});
export type NameEntry = z.infer<typeof NameEntrySchema>;

export const NameFileSchema = z.strictObject({
  origin: originId,
  label: pair,
  reviewed: z.iso.date(),
  sources: z.array(SourceSchema).min(1).max(3),
  names: z.array(NameEntrySchema).min(1),
});
export type NameFile = z.infer<typeof NameFileSchema>;

/** GET /api/baby-names/origins?lang= */
export const OriginsQuerySchema = z.object({ lang: LanguageSchema.default("en") });
export interface NameOrigin {
  id: string;
  label: string;
}

/**
 * POST /api/baby-names (001 §3 {origin, gender}; issue 15 part 5). startsWith holds Latin
 * letters ("Sh") or Devanagari syllables ("चु"); several, separated by commas, are
 * alternatives (a nakshatra's four).
 */
export const BabyNamesRequestSchema = z.strictObject({
  origin: z.string("errors.origin").max(40, "errors.origin"),
  gender: z.enum([...NAME_GENDERS, "any"], "errors.gender"),
  startsWith: z
    .string("errors.startsWith")
    .max(60, "errors.startsWith")
    .regex(/^[\u0900-\u097fA-Za-z, ]*$/, "errors.startsWith")
    .optional(),
  q: z.string("errors.q").max(80, "errors.q").optional(),
  length: z.enum(NAME_LENGTHS, "errors.length").optional(),
  limit: z
    .number("errors.limit")
    .int("errors.limit")
    .min(1, "errors.limit")
    .max(50, "errors.limit")
    .default(12),
  exclude: z
    .array(z.string("errors.exclude").max(80, "errors.exclude"), "errors.exclude")
    .max(200, "errors.exclude")
    .optional(),
});
export type BabyNamesRequest = z.input<typeof BabyNamesRequestSchema>;

export const BabyNameSchema = z.object({
  /** `<origin>.<name in lower case>`: stable, for the shortlist and a shared link. */
  id: z.string(),
  name: z.string(),
  devanagari: z.string(),
  gender: z.enum(NAME_GENDERS),
  origin: z.string(),
  meaning: z.string(),
  meaningHi: z.string(),
  /** A model's name not found in the library: shown without a verified meaning. */
  suggested: z.literal(true).optional(),
});
export type BabyName = z.infer<typeof BabyNameSchema>;

export interface BabyNamesResponse {
  names: BabyName[];
  mode: "library" | "model";
}

/** GET /api/baby-names/lookup?ids= : the names of a shared list, for the comparison. */
export const NamesLookupQuerySchema = z.object({
  ids: z
    .string("errors.ids")
    .max(4000, "errors.ids")
    .regex(/^[a-z0-9.,' -]*$/, "errors.ids"),
});

/** PUT /api/baby-names/shortlist: her whole list, by library id, in her order. */
export const ShortlistPutSchema = z.strictObject({
  ids: z
    .array(
      z
        .string("errors.ids")
        .max(80, "errors.ids")
        .regex(/^[a-z-]+\.[a-z-]+$/, "errors.ids"),
      "errors.ids",
    )
    .max(100, "errors.shortlistSize"),
});

/** The id of a library name: its origin and its Latin spelling, folded. */
export function nameId(origin: string, name: string): string {
  return `${origin}.${name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}
