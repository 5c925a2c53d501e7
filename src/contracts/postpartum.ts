import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";

const nonEmpty = z.string().trim().min(1);
const BilingualSchema = z.object({ en: nonEmpty, hi: nonEmpty });

/** A number to call; which numbers may appear is CONTENT.md's list, checked by its test. */
export const HelpLineSchema = z.object({
  country: z.enum(["india", "usa"]),
  number: z.string().regex(/^\d[\d-]*$/),
  name: BilingualSchema,
});
export type HelpLine = z.infer<typeof HelpLineSchema>;

/** One group of signs to act on, with what to do and whom to call. */
export const WarningGroupSchema = z.object({
  /** body: the first six weeks after birth; mind: the first year (domain/birth.ts). */
  id: z.enum(["body", "mind"]),
  title: BilingualSchema,
  when: BilingualSchema,
  signs: z.array(BilingualSchema).min(3),
  action: BilingualSchema,
  calls: z.array(HelpLineSchema).min(2),
  sources: z.array(SourceSchema).min(2),
});
export type WarningGroup = z.infer<typeof WarningGroupSchema>;

/** content/postpartum/warning-signs.json: after a birth, both languages, reviewed. */
export const PostpartumContentSchema = z.object({
  reviewed: z.iso.date(),
  groups: z
    .array(WarningGroupSchema)
    .refine(
      (groups) => ["body", "mind"].every((id) => groups.filter((g) => g.id === id).length === 1),
      "one body group and one mind group",
    ),
});
export type PostpartumContent = z.infer<typeof PostpartumContentSchema>;
