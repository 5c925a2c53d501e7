import { type TestItem } from "../../../contracts/guidance.ts";
import {
  FOCUS_NUTRIENTS,
  TRIMESTER_KEYS,
  type TrimesterKey,
} from "../../../contracts/guidance-constants.ts";
import type { GuidanceSection } from "../../../contracts/guidance-api.ts";
import type { Language } from "../../../domain/language.ts";
import { localize } from "../../../domain/localize.ts";
import type { GuidanceContent } from "./guidance-content.ts";

/** Weeks of each trimester (001 §4: 1–13, 14–26, 27 on). */
const SPANS: Record<TrimesterKey, [number, number]> = {
  first: [1, 13],
  second: [14, 26],
  third: [27, 42],
};

/** A test belongs to every trimester its usual weeks touch (BP at every visit shows in all three). */
const inTrimester = (trimester: TrimesterKey) => (test: TestItem) =>
  test.weeks.from <= SPANS[trimester][1] && test.weeks.to >= SPANS[trimester][0];

/** What each tab shows for a trimester (or for the whole pregnancy), before localizing. */
function section(content: GuidanceContent, name: GuidanceSection, trimester: TrimesterKey | null) {
  const { nutrition, exercise, tests, symptoms, resources } = content;
  switch (name) {
    case "diet": {
      const keys = trimester ? [trimester] : TRIMESTER_KEYS;
      return {
        trimesters: keys.map((key) => ({
          trimester: key,
          ...nutrition.trimesters[key],
          focus: nutrition.trimesters[key].focus.map((item, index) => {
            const nutrient = nutrition.nutrients.find((n) => n.id === FOCUS_NUTRIENTS[key][index]);
            return { ...nutrient, why: item.why };
          }),
        })),
        eat: nutrition.eat,
        avoid: nutrition.avoid,
        sources: nutrition.sources,
        reviewed: nutrition.reviewed,
      };
    }
    case "exercise":
      return exercise;
    case "tests": {
      const pick = trimester ? inTrimester(trimester) : () => true;
      return {
        ...tests,
        base: tests.base.filter(pick),
        india: tests.india.filter(pick),
        usa: tests.usa.filter(pick),
      };
    }
    case "symptoms":
      return {
        reviewed: symptoms.reviewed,
        symptoms: trimester
          ? symptoms.symptoms.filter((s) => s.trimesters.includes(trimester))
          : symptoms.symptoms,
      };
    case "resources":
      return resources;
  }
}

/**
 * What each tab answers: the content never changes while the server runs, so the route
 * makes each answer's JSON (and its compressed forms) once.
 */
export function createGuidanceService(content: GuidanceContent) {
  return {
    answer: (name: GuidanceSection, trimester: TrimesterKey | null, language: Language) =>
      localize(section(content, name, trimester), language),
    content,
    /** Every test and visit in the schedules, for records she keeps. */
    testIds: () =>
      new Set(
        [...content.tests.base, ...content.tests.india, ...content.tests.usa].map((t) => t.id),
      ),
  };
}
export type GuidanceService = ReturnType<typeof createGuidanceService>;
