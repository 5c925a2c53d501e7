/** The guidance pages' fixed lists, without zod, so the pages can use them cheaply. */

export const TRIMESTER_KEYS = ["first", "second", "third"] as const;
export type TrimesterKey = (typeof TRIMESTER_KEYS)[number];
export const REGIONS = ["india", "usa"] as const;
export type Region = (typeof REGIONS)[number];

export const NUTRIENT_IDS = [
  "folic-acid",
  "iron",
  "calcium",
  "omega-3",
  "vitamin-d",
  "protein",
] as const;
export type NutrientId = (typeof NUTRIENT_IDS)[number];

/** 001 §3: first Folic Acid, Iron, Calcium; second Iron, Calcium, Omega-3; third Vitamin D, Calcium, Protein. */
export const FOCUS_NUTRIENTS: Record<TrimesterKey, readonly NutrientId[]> = {
  first: ["folic-acid", "iron", "calcium"],
  second: ["iron", "calcium", "omega-3"],
  third: ["vitamin-d", "calcium", "protein"],
};

export const TEST_ICONS = ["stethoscope", "ultrasound", "vial", "bacterium", "heartbeat"] as const;

/** Issue 13 part 3: the meal-plan generator's choices, its dish library and its answer. */
export const DIETS = ["vegetarian", "eggetarian", "non-vegetarian", "jain", "vegan"] as const;
export type Diet = (typeof DIETS)[number];
export const PLAN_REGIONS = ["north", "south", "east", "west", "usa"] as const;
export type PlanRegion = (typeof PLAN_REGIONS)[number];
export const MEALS = ["breakfast", "lunch", "dinner", "snacks"] as const;
export type Meal = (typeof MEALS)[number];
export const CONDITIONS = ["gestational-diabetes", "anaemia"] as const;
export type Condition = (typeof CONDITIONS)[number];

/**
 * What a food is, for the diet rules. pregnancy-avoid marks what no plan may hold at all
 * (raw papaya, high-mercury fish, unpasteurised cheese, alcohol, raw egg, liver).
 */
export const FOOD_GROUPS = [
  "meat",
  "poultry",
  "fish",
  "seafood",
  "egg",
  "dairy",
  "honey",
  "root-vegetable",
  "onion-garlic",
  "mushroom",
  "sugar",
  "pregnancy-avoid",
] as const;
export type FoodGroup = (typeof FOOD_GROUPS)[number];

export const ALLERGENS = [
  "milk",
  "egg",
  "fish",
  "shellfish",
  "peanut",
  "tree-nut",
  "wheat",
  "gluten",
  "soy",
  "sesame",
  "mustard",
] as const;
export type Allergen = (typeof ALLERGENS)[number];
