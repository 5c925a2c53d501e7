import type { Dish, Food } from "../../../contracts/meal-plan.ts";
import type {
  Allergen,
  Condition,
  Diet,
  FoodGroup,
  PlanRegion,
} from "../../../contracts/guidance-constants.ts";
import { normalise } from "../../../domain/text.ts";

const fold = (text: string) => normalise(text).trim();

const ANIMAL: FoodGroup[] = ["meat", "poultry", "fish", "seafood"];

/** What each diet never eats. Jain: no root vegetables, onion, garlic, mushroom, honey, egg or meat. */
export const DIET_EXCLUDES: Record<Diet, readonly FoodGroup[]> = {
  "non-vegetarian": [],
  eggetarian: ANIMAL,
  vegetarian: [...ANIMAL, "egg"],
  vegan: [...ANIMAL, "egg", "dairy", "honey"],
  jain: [...ANIMAL, "egg", "root-vegetable", "onion-garlic", "mushroom", "honey"],
};

/** Words people use for a whole class of foods, and what each one rules out. */
const CLASS_WORDS: { words: string[]; allergens?: Allergen[]; groups?: FoodGroup[] }[] = [
  {
    words: [
      "nut",
      "nuts",
      "tree nut",
      "tree nuts",
      "dry fruit",
      "dry fruits",
      "मेवा",
      "मेवे",
      "ड्राई फ्रूट",
    ],
    allergens: ["tree-nut"],
  },
  {
    words: ["peanut", "peanuts", "groundnut", "moongphali", "mungfali", "मूंगफली"],
    allergens: ["peanut"],
  },
  {
    words: ["dairy", "milk", "lactose", "doodh", "दूध", "dairy products"],
    allergens: ["milk"],
    groups: ["dairy"],
  },
  { words: ["gluten"], allergens: ["gluten"] },
  { words: ["wheat", "gehu", "gehun", "गेहूं", "गेहूँ"], allergens: ["wheat"] },
  { words: ["egg", "eggs", "anda", "ande", "अंडा", "अंडे"], allergens: ["egg"], groups: ["egg"] },
  { words: ["fish", "machli", "machhli", "मछली"], allergens: ["fish"], groups: ["fish"] },
  {
    words: ["shellfish", "seafood", "sea food", "prawn", "prawns", "shrimp", "jhinga", "झींगा"],
    allergens: ["shellfish"],
    groups: ["seafood"],
  },
  { words: ["soy", "soya", "soybean", "सोया"], allergens: ["soy"] },
  { words: ["sesame", "til", "तिल"], allergens: ["sesame"] },
  { words: ["mustard", "sarson", "सरसों"], allergens: ["mustard"] },
  { words: ["meat", "mutton", "gosht", "मांस", "मटन"], groups: ["meat"] },
  { words: ["chicken", "murgi", "मुर्गा", "चिकन"], groups: ["poultry"] },
  {
    words: ["onion garlic", "onion and garlic", "pyaz lahsun", "प्याज लहसुन"],
    groups: ["onion-garlic"],
  },
  { words: ["mushroom", "mushrooms", "मशरूम"], groups: ["mushroom"] },
  { words: ["sugar", "cheeni", "चीनी", "jaggery", "gur", "गुड़"], groups: ["sugar"] },
];

export interface Exclusions {
  groups: Set<FoodGroup>;
  allergens: Set<Allergen>;
  foods: Set<string>;
  /** Gestational diabetes: nothing with a high glycaemic load, no added sugar. */
  lowGlycaemic: boolean;
  /** Avoid-list words that matched nothing. */
  unmatched: string[];
}

function foodsNamed(word: string, foods: Iterable<Food>): string[] {
  const forms = new Set([word, word.replace(/e?s$/, "")]);
  const found: string[] = [];
  for (const food of foods) {
    const names = [food.id, food.hi, ...food.also].map(fold);
    if (names.some((name) => forms.has(name))) found.push(food.id);
  }
  return found;
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
    const word = fold(raw).replace(/^(no|without|bina|नो|बिना)\s+/, "");
    const cls = CLASS_WORDS.find((c) => c.words.some((w) => fold(w) === word));
    cls?.allergens?.forEach((a) => ex.allergens.add(a));
    cls?.groups?.forEach((g) => ex.groups.add(g));
    const named = foodsNamed(word, foods.values());
    named.forEach((id) => ex.foods.add(id));
    if (!cls && named.length === 0) ex.unmatched.push(raw.trim());
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
