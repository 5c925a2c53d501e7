import type { Allergen, FoodGroup } from "../../../contracts/guidance-constants.ts";
import type { Food } from "../../../contracts/meal-plan.ts";
import { normalise } from "../../../domain/text.ts";

const fold = (text: string) => normalise(text).replace(/[.°]/g, " ").replace(/\s+/g, " ").trim();
const ANIMAL: FoodGroup[] = ["meat", "poultry", "fish", "seafood"];

interface ClassWord {
  words: string[];
  allergens?: Allergen[];
  groups?: FoodGroup[];
}
/**
 * Words for a whole class of foods. A broad word excludes broadly: "nuts" also means
 * peanuts, since people with a nut allergy are usually told to avoid both.
 */
const CLASS_WORDS: ClassWord[] = [
  {
    words: ["nut", "nuts", "dry fruit", "dry fruits", "मेवा", "मेवे", "ड्राई फ्रूट"],
    allergens: ["tree-nut", "peanut"],
  },
  { words: ["tree nut", "tree nuts"], allergens: ["tree-nut"] },
  { words: ["peanut", "groundnut", "moongphali", "mungfali", "मूंगफली"], allergens: ["peanut"] },
  {
    words: ["dairy", "milk", "lactose", "doodh", "दूध", "dairy products", "milk products"],
    allergens: ["milk"],
    groups: ["dairy"],
  },
  { words: ["gluten"], allergens: ["gluten", "wheat"] },
  { words: ["wheat", "gehu", "gehun", "गेहूं", "गेहूँ"], allergens: ["wheat"] },
  { words: ["egg", "anda", "ande", "अंडा", "अंडे"], allergens: ["egg"], groups: ["egg"] },
  { words: ["fish", "machli", "machhli", "मछली"], allergens: ["fish"], groups: ["fish"] },
  {
    words: ["shellfish", "seafood", "sea food", "prawn", "shrimp", "jhinga", "झींगा"],
    allergens: ["shellfish", "fish"],
    groups: ["seafood", "fish"],
  },
  { words: ["soy", "soya", "soybean", "सोया"], allergens: ["soy"] },
  { words: ["sesame", "til", "तिल"], allergens: ["sesame"] },
  { words: ["mustard", "sarson", "सरसों"], allergens: ["mustard"] },
  { words: ["meat", "gosht", "मांस"], groups: ["meat", "poultry"] },
  { words: ["red meat", "mutton", "मटन"], groups: ["meat"] },
  { words: ["chicken", "murgi", "मुर्गा", "चिकन", "poultry"], groups: ["poultry"] },
  {
    words: ["non veg", "nonveg", "non vegetarian", "नॉन वेज", "मांसाहार"],
    groups: [...ANIMAL, "egg"],
  },
  {
    words: ["onion garlic", "onion and garlic", "pyaz lahsun", "प्याज लहसुन"],
    groups: ["onion-garlic"],
  },
  {
    words: ["root vegetables", "root vegetable", "जमीकंद", "kandmool", "jain"],
    groups: ["root-vegetable", "onion-garlic", "mushroom", "honey", "egg", ...ANIMAL],
  },
  { words: ["vegan"], groups: ["dairy", "egg", "honey", ...ANIMAL] },
  { words: ["mushroom", "मशरूम"], groups: ["mushroom"] },
  {
    words: ["sugar", "cheeni", "चीनी", "jaggery", "gur", "गुड़", "sweets", "मीठा"],
    groups: ["sugar"],
  },
];

/** What she wrote around the food: "no", "allergic to", "... nahi", "... free", "बिना ...". */
const BEFORE =
  /^(?:(?:i am|i m|im|i'm)\s+)?(?:no|not|without|avoid|avoiding|allergic to|allergy to|allergy|dont eat|don t eat|do not eat|strictly no|bina|nahi|nahin|mat|बिना|नो)\s+/;
const AFTER = /\s+(?:allergy|allergic|free|nahi|nahin|mat|nahi khati|नहीं|मत|से एलर्जी|एलर्जी|बिना)$/;

function core(raw: string): string {
  let text = fold(raw).replace(/-/g, " ");
  for (let i = 0; i < 3; i++) text = text.replace(BEFORE, "").replace(AFTER, "").trim();
  return text;
}

/** The forms of a word: as typed, without a plural ending. */
const forms = (word: string) =>
  new Set([word, word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")]);

/** One typed letter wrong, missing, extra or swapped, for words long enough to be sure. */
function near(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  return (
    rest(1, 1) || rest(1, 0) || rest(0, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(2, 2))
  );
}

export interface Understood {
  allergens: Allergen[];
  groups: FoodGroup[];
  foods: string[];
}

/** What one item of her "leave out" list means, or null when we cannot tell. */
export function understand(raw: string, foods: Map<string, Food>): Understood | null {
  const text = core(raw);
  if (!text) return null;
  const names = [...foods.values()].map((food) => ({
    id: food.id,
    names: [food.id, food.hi, ...food.also].map((n) => fold(n).replace(/-/g, " ")),
  }));
  const variants = [...forms(text), text.replace(/ /g, "")];
  const cls = (match: (word: string) => boolean) =>
    CLASS_WORDS.find((c) => c.words.some((w) => match(fold(w))));
  const foodsBy = (match: (name: string) => boolean) =>
    names.filter((f) => f.names.some(match)).map((f) => f.id);

  for (const exact of [true, false]) {
    const same = (name: string) => variants.some((v) => (exact ? v === name : near(v, name)));
    const found = { c: cls(same), f: foodsBy(same) };
    if (found.c || found.f.length) {
      return { allergens: found.c?.allergens ?? [], groups: found.c?.groups ?? [], foods: found.f };
    }
  }
  // A longer phrase that holds a food's name ("fried brinjal", "peanut butter").
  const words = ` ${text} `;
  const inside = (name: string) => name.length >= 3 && words.includes(` ${name} `);
  const c = cls(inside);
  const f = foodsBy(inside);
  return c || f.length
    ? { allergens: c?.allergens ?? [], groups: c?.groups ?? [], foods: f }
    : null;
}
