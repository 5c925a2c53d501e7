import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";
import { BilingualSchema } from "./guidance.ts";
import {
  ALLERGENS,
  CONDITIONS,
  DIETS,
  FOOD_GROUPS,
  MEALS,
  PLAN_REGIONS,
  type Meal,
} from "./guidance-constants.ts";
import { LanguageSchema } from "./language.ts";

const foodId = z.string().regex(/^[a-z][a-z0-9 -]*$/);

/** content/guidance/foods/*.json: every ingredient a dish may name. */
export const FoodSchema = z.object({
  /** A plain English food word, lower case, singular: "spinach", "toor dal", "paneer". */
  id: foodId,
  hi: z.string().trim().min(1),
  groups: z.array(z.enum(FOOD_GROUPS)),
  allergens: z.array(z.enum(ALLERGENS)),
  /** Other ways people write it (Hinglish, Hindi, US/UK words) for the avoid list. */
  also: z.array(z.string().trim().min(1)),
});
export type Food = z.infer<typeof FoodSchema>;
export const FoodFileSchema = z.array(FoodSchema).min(1);

export const NutrientsSchema = z.object({
  kcal: z.number().min(0).max(1500),
  proteinG: z.number().min(0).max(100),
  ironMg: z.number().min(0).max(40),
  calciumMg: z.number().min(0).max(1500),
  folateUg: z.number().min(0).max(1000),
  fibreG: z.number().min(0).max(40),
});
export type Nutrients = z.infer<typeof NutrientsSchema>;

/**
 * content/guidance/dishes/*.json: one serving of a home plate (the dal with its roti, the
 * dosa with its sambar), or of a snack, with what it is made of.
 */
export const DishSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: BilingualSchema,
  meals: z.array(z.enum(MEALS)).min(1),
  regions: z.array(z.enum(PLAN_REGIONS)).min(1),
  /** Food ids from content/guidance/foods; everything in it, oil and spices aside. */
  ingredients: z.array(foodId).min(1),
  perServing: NutrientsSchema,
  /** Glycaemic load of the serving, for gestational diabetes. */
  glycaemicLoad: z.enum(["low", "medium", "high"]),
  /** Rich in omega-3 (fish, walnuts, flax, chia) or vitamin D (fortified foods, egg yolk, fish). */
  richIn: z.array(z.enum(["omega-3", "vitamin-d"])),
  notes: BilingualSchema,
});
export type Dish = z.infer<typeof DishSchema>;
export const DishFileSchema = z.object({
  reviewed: z.iso.date(),
  /** Where the nutrient figures come from (IFCT 2017, USDA FoodData Central). */
  sources: z.array(SourceSchema).min(1),
  dishes: z.array(DishSchema).min(1),
});

/** POST /api/meal-plan (issue 13 part 6). */
export const MealPlanRequestSchema = z.strictObject({
  trimester: z.union([z.literal(1), z.literal(2), z.literal(3)], "errors.trimester"),
  diet: z.enum(DIETS, "errors.diet"),
  region: z.enum(PLAN_REGIONS, "errors.region"),
  avoid: z
    .array(
      z.string("errors.avoid").trim().min(1, "errors.avoid").max(40, "errors.avoid"),
      "errors.avoid",
    )
    .max(20, "errors.avoidCount")
    .optional(),
  condition: z.enum(CONDITIONS, "errors.condition").optional(),
  lang: LanguageSchema.default("en"),
});
export type MealPlanRequest = z.input<typeof MealPlanRequestSchema>;

export interface PlannedDish {
  id: string;
  /** 1, or 1.5 for a larger helping where her day needs more (the extra roti of ICMR-NIN). */
  servings: number;
  name: string;
  /** Plain English food words, and the Hindi name of each beside it. */
  ingredients: string[];
  ingredientsHi: string[];
  notes: string;
  perServing: Nutrients;
}
export interface PlanDay {
  day: number;
  meals: Record<Meal, PlannedDish[]>;
  totals: Nutrients;
}
export interface MealPlan {
  days: PlanDay[];
  /** What a day aims at for her trimester (ICMR-NIN 2020). */
  targets: Nutrients;
  /** Words in her avoid list that matched no food we know: she should check those herself. */
  unmatched: string[];
  /** library: the embedded planner; model: phrased by the model and checked. */
  source: "library" | "model";
}
