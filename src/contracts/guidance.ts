import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";
import { NUTRIENT_IDS, REGIONS, TEST_ICONS, TRIMESTER_KEYS } from "./guidance-constants.ts";
import { HelpLineSchema } from "./postpartum.ts";

/**
 * content/guidance/: the Diet & Exercise page's reviewed content (001 §3), both languages,
 * each file with its sources and the date it was reviewed (CONTENT.md).
 */
const nonEmpty = z.string().trim().min(1);
export const BilingualSchema = z.object({ en: nonEmpty, hi: nonEmpty });
export type Bilingual = z.infer<typeof BilingualSchema>;

const reviewed = z.iso.date();
const sources = z.array(SourceSchema).min(1);
const list = (min: number) => z.array(BilingualSchema).min(min);

export const NutrientSchema = z.object({
  id: z.enum(NUTRIENT_IDS),
  /** The spec's names: Folic Acid, Iron, Calcium, Omega-3 Fatty Acids, Vitamin D, Protein. */
  name: BilingualSchema,
  description: BilingualSchema,
  daily: z.object({ india: BilingualSchema, usa: BilingualSchema }),
  foods: z.object({ india: list(3), usa: list(3) }),
});
export type Nutrient = z.infer<typeof NutrientSchema>;

export const MealPlanTextSchema = z.object({
  breakfast: BilingualSchema,
  lunch: BilingualSchema,
  dinner: BilingualSchema,
  snacks: BilingualSchema,
});

export const TrimesterNutritionSchema = z.object({
  focus: z.array(z.object({ nutrient: z.enum(NUTRIENT_IDS), why: BilingualSchema })).length(3),
  sampleMealPlan: MealPlanTextSchema,
  energy: BilingualSchema,
});

export const FoodAdviceSchema = z.object({ food: BilingualSchema, reason: BilingualSchema });

export const NutritionContentSchema = z.object({
  reviewed,
  sources,
  nutrients: z.array(NutrientSchema).length(NUTRIENT_IDS.length),
  trimesters: z.object({
    first: TrimesterNutritionSchema,
    second: TrimesterNutritionSchema,
    third: TrimesterNutritionSchema,
  }),
  eat: z.array(FoodAdviceSchema).min(8),
  avoid: z.array(FoodAdviceSchema).min(8),
});
export type NutritionContent = z.infer<typeof NutritionContentSchema>;

export const ExerciseContentSchema = z.object({
  reviewed,
  sources,
  summary: BilingualSchema,
  safe: z
    .array(
      z.object({
        id: nonEmpty,
        name: BilingualSchema,
        duration: BilingualSchema,
        how: BilingualSchema,
      }),
    )
    .min(5),
  avoid: z.array(z.object({ name: BilingualSchema, reason: BilingualSchema })).min(5),
  stopSigns: list(6),
  tips: list(5),
  trimesterNotes: z.object({
    first: BilingualSchema,
    second: BilingualSchema,
    third: BilingualSchema,
  }),
});
export type ExerciseContent = z.infer<typeof ExerciseContentSchema>;

export const TestItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: BilingualSchema,
    description: BilingualSchema,
    icon: z.enum(TEST_ICONS),
    /** The weeks of pregnancy in which it is usually done (her timeline on /tests). */
    weeks: z.object({ from: z.number().int().min(1).max(42), to: z.number().int().min(1).max(42) }),
  })
  .refine((t) => t.weeks.from <= t.weeks.to, "weeks.from after weeks.to");
export type TestItem = z.infer<typeof TestItemSchema>;

export const TestsContentSchema = z.object({
  reviewed,
  sources,
  /** 001 §3's list, names exactly as the spec gives them. */
  base: z.array(TestItemSchema).length(8),
  /** What the region's own schedule adds (MoHFW / MCP card and PMSMA; ACOG). */
  india: z.array(TestItemSchema).min(8),
  usa: z.array(TestItemSchema).min(4),
});
export type TestsContent = z.infer<typeof TestsContentSchema>;

export const SymptomSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: BilingualSchema,
  trimesters: z.array(z.enum(TRIMESTER_KEYS)).min(1),
  about: BilingualSchema,
  remedies: list(2),
  tips: list(1),
  /** When it is no longer ordinary: what to do at once. */
  dangerSigns: list(1),
  sources,
});
export type Symptom = z.infer<typeof SymptomSchema>;

export const SymptomsContentSchema = z.object({
  reviewed,
  symptoms: z.array(SymptomSchema).min(20),
});
export type SymptomsContent = z.infer<typeof SymptomsContentSchema>;

export const SchemeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  country: z.enum(REGIONS),
  name: BilingualSchema,
  gives: BilingualSchema,
  who: BilingualSchema,
  apply: BilingualSchema,
  url: z.url(),
  sources,
});

export const ResourcesContentSchema = z.object({
  reviewed,
  emergency: z.array(HelpLineSchema).min(5),
  helplines: z.array(HelpLineSchema.extend({ about: BilingualSchema })).min(4),
  schemes: z.array(SchemeSchema).min(7),
});
export type ResourcesContent = z.infer<typeof ResourcesContentSchema>;
