import type { Dish, Food } from "../../../contracts/meal-plan.ts";
import type {
  Allergen,
  Condition,
  Diet,
  FoodGroup,
  PlanRegion,
} from "../../../contracts/guidance-constants.ts";
import { understand } from "./avoid-words.ts";

const ANIMAL: FoodGroup[] = ["meat", "poultry", "fish", "seafood"];

/** What each diet never eats. Jain: no root vegetables, onion, garlic, mushroom, honey, egg or meat. */
export const DIET_EXCLUDES: Record<Diet, readonly FoodGroup[]> = {
  "non-vegetarian": [],
  eggetarian: ANIMAL,
  vegetarian: [...ANIMAL, "egg"],
  vegan: [...ANIMAL, "egg", "dairy", "honey"],
  jain: [...ANIMAL, "egg", "root-vegetable", "onion-garlic", "mushroom", "honey"],
};

export interface Exclusions {
  groups: Set<FoodGroup>;
  allergens: Set<Allergen>;
  foods: Set<string>;
  /** Gestational diabetes: nothing with a high glycaemic load, no added sugar. */
  lowGlycaemic: boolean;
  /** Avoid-list words that matched nothing. */
  unmatched: string[];
}

/** Her diet, her avoid list and her condition, as what no dish in her plan may hold. */
export function exclusionsFor(
  choice: { diet: Diet; avoid?: readonly string[]; condition?: Condition },
  foods: Map<string, Food>,
): Exclusions {
  const ex: Exclusions = {
    groups: new Set<FoodGroup>(["pregnancy-avoid", ...DIET_EXCLUDES[choice.diet]]),
    allergens: new Set(),
    foods: new Set(),
    lowGlycaemic: choice.condition === "gestational-diabetes",
    unmatched: [],
  };
  if (ex.lowGlycaemic) ex.groups.add("sugar");
  for (const raw of choice.avoid ?? []) {
    const meant = understand(raw, foods);
    if (!meant) {
      ex.unmatched.push(raw.trim());
      continue;
    }
    meant.allergens.forEach((a) => ex.allergens.add(a));
    meant.groups.forEach((g) => ex.groups.add(g));
    meant.foods.forEach((id) => ex.foods.add(id));
  }
  return ex;
}

/** Whether a dish may be served to her: every ingredient checked against every exclusion. */
export function dishAllowed(dish: Dish, ex: Exclusions, foods: Map<string, Food>): boolean {
  if (ex.lowGlycaemic && dish.glycaemicLoad === "high") return false;
  return dish.ingredients.every((id) => {
    const food = foods.get(id);
    if (!food || ex.foods.has(id)) return false;
    return (
      !food.groups.some((g) => ex.groups.has(g)) && !food.allergens.some((a) => ex.allergens.has(a))
    );
  });
}

/** India's regions share much of their food; the USA plan keeps to dishes cooked there. */
export function dishInRegion(dish: Dish, region: PlanRegion): boolean {
  return dish.regions.includes(region);
}
