import type { WeekContent } from "../../../contracts/baby-development.ts";
import type { BabyDevelopment } from "../../../contracts/pregnancy.ts";
import type { Language } from "../../../domain/language.ts";
import { toBabyDevelopment } from "./week-content.ts";

export function createBabyDevelopmentService(weeks: Map<number, WeekContent>) {
  const serialized = new Map<string, string>();
  return {
    /** The same answer as JSON text, made once per week and language (it never changes). */
    json(week: number, language: Language): string | null {
      const key = `${week}:${language}`;
      let text = serialized.get(key);
      if (text === undefined) {
        const found = this.forWeek(week, language);
        if (!found) return null;
        text = JSON.stringify(found);
        serialized.set(key, text);
      }
      return text;
    },

    /** The week's development in a language; weeks past 40 show week 40. */
    forWeek(week: number, language: Language): BabyDevelopment | null {
      const content = weeks.get(Math.min(Math.max(week, 1), 40));
      return content ? toBabyDevelopment(content, language) : null;
    },
  };
}
export type BabyDevelopmentService = ReturnType<typeof createBabyDevelopmentService>;
