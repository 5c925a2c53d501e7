import type { WeekContent } from "../../../contracts/baby-development.ts";
import type { BabyDevelopment } from "../../../contracts/pregnancy.ts";
import type { Language } from "../../../domain/language.ts";
import { toBabyDevelopment } from "./week-content.ts";

export function createBabyDevelopmentService(weeks: Map<number, WeekContent>) {
  return {
    /** The week's development in a language; weeks past 40 show week 40. */
    forWeek(week: number, language: Language): BabyDevelopment | null {
      const content = weeks.get(Math.min(Math.max(week, 1), 40));
      return content ? toBabyDevelopment(content, language) : null;
    },
  };
}
export type BabyDevelopmentService = ReturnType<typeof createBabyDevelopmentService>;
