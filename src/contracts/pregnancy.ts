import { z } from "zod";
import { wholeNumber } from "./numbers.ts";
import { PREGNANCY_OUTCOMES } from "../domain/birth.ts";
import { isIsoDate } from "../domain/dates.ts";
import { DUE_DATE_METHODS, STAGE_RANGES, STAGE_TYPES } from "../domain/pregnancy.ts";
import { WeekTextSchema, SourceSchema } from "./baby-development.ts";
import { SIZE_KEYS } from "../domain/weeks.ts";

export const IsoDateSchema = z.string().refine(isIsoDate, "errors.dateInvalid");

/** 001 §3 pregnancy data, plus how it was set and whether and how the pregnancy has ended. */
export const PregnancyDataSchema = z.object({
  currentWeek: z.number().int(),
  dueDate: IsoDateSchema,
  lastUpdated: z.string(),
  stageType: z.enum(STAGE_TYPES).nullable(),
  stageValue: z.number().int().nullable(),
  method: z.enum(["stage", ...DUE_DATE_METHODS]),
  ended: z.boolean(),
  /** null while the pregnancy goes on; `ended` stays for clients that predate it. */
  outcome: z.enum(PREGNANCY_OUTCOMES).nullable(),
  /** The baby's birthday ("YYYY-MM-DD") when the outcome is "born", else null. */
  birthDate: IsoDateSchema.nullable(),
});
export type PregnancyData = z.infer<typeof PregnancyDataSchema>;

/**
 * 001 §3 stage-update request. The spec's option lists send values as strings ("12"),
 * so numbers and numeric strings are both accepted; ranges: week 1–42, month 1–10,
 * trimester 1–3.
 */
export const StageUpdateSchema = z
  .object({
    stageType: z.enum(STAGE_TYPES, "errors.stageTypeInvalid"),
    stageValue: wholeNumber("errors.stageValueRange"),
  })
  .refine(
    (v) =>
      v.stageValue >= STAGE_RANGES[v.stageType].min &&
      v.stageValue <= STAGE_RANGES[v.stageType].max,
    { path: ["stageValue"], message: "errors.stageValueRange" },
  );
export type StageUpdate = z.input<typeof StageUpdateSchema>;

/** Beyond the spec: the ways clinicians estimate a due date (CONTENT.md "Due dates"). */
export const DueDateUpdateSchema = z.object({
  method: z.enum(DUE_DATE_METHODS),
  date: IsoDateSchema,
  cycleLength: z
    .number()
    .int()
    .min(20, "errors.cycleRange")
    .max(45, "errors.cycleRange")
    .optional(),
  embryoDay: z.union([z.literal(3), z.literal(5)]).optional(),
});
export type DueDateUpdate = z.infer<typeof DueDateUpdateSchema>;

/**
 * "My baby is born" (with the birth date), "My pregnancy has ended", or the undo
 * ({ ended: false }). { ended: true } alone is the loss path, as it was before outcomes
 * existed, so older clients keep working. Anything else is refused; the messages are keys
 * the server words in the caller's language.
 */
export const PregnancyEndedSchema = z
  .strictObject(
    {
      ended: z.boolean("errors.endedInvalid"),
      outcome: z.enum(PREGNANCY_OUTCOMES, "errors.outcomeInvalid").optional(),
      birthDate: z
        .string("errors.birthDateInvalid")
        .refine(isIsoDate, "errors.birthDateInvalid")
        .optional(),
    },
    "errors.bodyInvalid",
  )
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!value.ended && value.outcome !== undefined) issue("outcome", "errors.undoTakesNoOutcome");
    if (value.outcome === "born" && value.birthDate === undefined)
      issue("birthDate", "errors.birthDateRequired");
    if (value.outcome !== "born" && value.birthDate !== undefined)
      issue("birthDate", "errors.birthDateOnlyWhenBorn");
  });
export type PregnancyEnded = z.infer<typeof PregnancyEndedSchema>;

/** 001 §3 baby development for a week, in one language. */
export const BabyDevelopmentSchema = WeekTextSchema.extend({
  week: z.number().int().min(1).max(40),
  language: z.enum(["en", "hi"]),
  sizeKey: z.enum(SIZE_KEYS),
  lengthCm: z.number().nullable(),
  weightG: z.number().nullable(),
  sources: z.array(SourceSchema),
  reviewed: z.string(),
});
export type BabyDevelopment = z.infer<typeof BabyDevelopmentSchema>;

export const StageUpdateResponseSchema = z.object({
  pregnancyData: PregnancyDataSchema,
  babyDevelopment: BabyDevelopmentSchema.nullable(),
});
export type StageUpdateResponse = z.infer<typeof StageUpdateResponseSchema>;

/** 001 §7: POST /api/generate-image {prompt, animated?}; `week` lets the built-in artist draw. */
export const GenerateImageSchema = z.object({
  prompt: z.string().trim().min(1).max(2000),
  animated: z.boolean().optional(),
  week: z.number().int().min(1).max(40).optional(),
});
export const GenerateImageResponseSchema = z.object({ imageUrl: z.string() });
