import { z } from "zod";
import type { Localized } from "../domain/localize.ts";
import type {
  Bilingual,
  ExerciseContent,
  Nutrient,
  NutritionContent,
  ResourcesContent,
  SymptomsContent,
  TestsContent,
} from "./guidance.ts";
import type { TrimesterKey } from "./guidance-constants.ts";
import { LanguageSchema } from "./language.ts";

/** GET /api/guidance/{section}?trimester=1|2|3&lang=en|hi (issue 13 part 6). */
export const GUIDANCE_SECTIONS = ["diet", "exercise", "tests", "symptoms", "resources"] as const;
export type GuidanceSection = (typeof GUIDANCE_SECTIONS)[number];

export const GuidanceParamsSchema = z.object({
  section: z.enum(GUIDANCE_SECTIONS, "errors.guidanceSection"),
});
export const GuidanceQuerySchema = z.object({
  lang: LanguageSchema.default("en"),
  trimester: z.enum(["1", "2", "3"], "errors.trimester").optional(),
});

type TrimesterNutrition = NutritionContent["trimesters"]["first"];
export type DietGuidance = Localized<{
  trimesters: (Omit<TrimesterNutrition, "focus"> & {
    trimester: TrimesterKey;
    focus: (Nutrient & { why: Bilingual })[];
  })[];
  eat: NutritionContent["eat"];
  avoid: NutritionContent["avoid"];
  sources: NutritionContent["sources"];
  reviewed: string;
}>;
export type ExerciseGuidance = Localized<ExerciseContent>;
export type TestsGuidance = Localized<TestsContent>;
export type SymptomsGuidance = Localized<SymptomsContent>;
export type ResourcesGuidance = Localized<ResourcesContent>;

export interface GuidanceAnswers {
  diet: DietGuidance;
  exercise: ExerciseGuidance;
  tests: TestsGuidance;
  symptoms: SymptomsGuidance;
  resources: ResourcesGuidance;
}
