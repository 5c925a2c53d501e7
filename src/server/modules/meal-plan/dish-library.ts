import { readdirSync } from "node:fs";
import path from "node:path";
import {
  DishFileSchema,
  FoodFileSchema,
  type Dish,
  type Food,
} from "../../../contracts/meal-plan.ts";
import { readContent } from "../guidance/guidance-content.ts";

export interface DishLibrary {
  foods: Map<string, Food>;
  dishes: Dish[];
}

const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => path.join(dir, name));

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * content/guidance/foods and dishes. The diet rules trust what a food is, so the library
 * refuses to start when two files describe one food differently, when a dish names a food
 * nobody described, or when a dish holds something no pregnant woman should be served.
 */
export function loadDishLibrary(contentDir: string): DishLibrary {
  const foods = new Map<string, Food>();
  for (const file of jsonFiles(path.join(contentDir, "guidance", "foods"))) {
    for (const food of readContent(file, FoodFileSchema)) {
      const known = foods.get(food.id);
      if (known && !(same(known.groups, food.groups) && same(known.allergens, food.allergens))) {
        throw new Error(`${file}: "${food.id}" is described differently elsewhere`);
      }
      foods.set(
        food.id,
        known ? { ...known, also: [...new Set([...known.also, ...food.also])] } : food,
      );
    }
  }
  const dishes: Dish[] = [];
  const ids = new Set<string>();
  for (const file of jsonFiles(path.join(contentDir, "guidance", "dishes"))) {
    for (const dish of readContent(file, DishFileSchema).dishes) {
      if (ids.has(dish.id)) throw new Error(`${file}: dish "${dish.id}" appears twice`);
      ids.add(dish.id);
      for (const id of dish.ingredients) {
        const food = foods.get(id);
        if (!food) throw new Error(`${file}: dish "${dish.id}" names an unknown food "${id}"`);
        if (food.groups.includes("pregnancy-avoid")) {
          throw new Error(`${file}: dish "${dish.id}" holds "${id}", which pregnancy plans avoid`);
        }
      }
      dishes.push(dish);
    }
  }
  return { foods, dishes };
}
