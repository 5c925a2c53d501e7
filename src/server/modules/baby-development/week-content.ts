import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { WeekContentSchema, type WeekContent } from "../../../contracts/baby-development.ts";
import type { BabyDevelopment } from "../../../contracts/pregnancy.ts";
import type { Language } from "../../../domain/language.ts";
import { weekSize } from "../../../domain/weeks.ts";

/**
 * The reviewed week-by-week library (content/weeks/NN.json), read and validated once at
 * start-up and then answered from memory. A file that does not match the schema stops
 * the server; a missing week answers "no information" (the content test fails on it).
 */
export function loadWeekContent(contentDir: string): Map<number, WeekContent> {
  const weeks = new Map<number, WeekContent>();
  for (let week = 1; week <= 40; week++) {
    const file = path.join(contentDir, "weeks", `${String(week).padStart(2, "0")}.json`);
    if (!existsSync(file)) continue;
    const parsed = WeekContentSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (!parsed.success) {
      throw new Error(
        `${file} is not valid week content: ${parsed.error.issues[0]?.message ?? ""}`,
      );
    }
    weeks.set(week, parsed.data);
  }
  return weeks;
}

export function toBabyDevelopment(content: WeekContent, language: Language): BabyDevelopment {
  const { lengthCm, weightG } = weekSize(content.week);
  return {
    ...content[language],
    week: content.week,
    language,
    sizeKey: content.sizeKey,
    lengthCm,
    weightG,
    sources: content.sources,
    reviewed: content.reviewed,
  };
}
