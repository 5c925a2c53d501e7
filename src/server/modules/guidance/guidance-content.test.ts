import { describe, expect, it } from "vitest";
import { FOCUS_NUTRIENTS, TRIMESTER_KEYS } from "../../../contracts/guidance-constants.ts";
import { defaultContentDir } from "../../project-root.ts";
import { loadGuidance } from "./guidance-content.ts";

const DEVANAGARI = /[\u0900-\u097f]/;

/** Every {en, hi} pair in a tree, with where it is. */
function pairs(value: unknown, where = ""): { where: string; en: string; hi: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => pairs(item, `${where}[${String(i)}]`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === "string" && typeof record.hi === "string") {
    return [{ where, en: record.en, hi: record.hi }];
  }
  return Object.entries(record).flatMap(([key, item]) => pairs(item, `${where}.${key}`));
}

describe("the guidance library (content/guidance)", () => {
  const content = loadGuidance(defaultContentDir());

  it("gives each trimester exactly the spec's focus nutrients, with India and USA amounts", () => {
    const names = Object.fromEntries(content.nutrition.nutrients.map((n) => [n.id, n.name.en]));
    expect(names).toEqual({
      "folic-acid": "Folic Acid",
      iron: "Iron",
      calcium: "Calcium",
      "omega-3": "Omega-3 Fatty Acids",
      "vitamin-d": "Vitamin D",
      protein: "Protein",
    });
    for (const key of TRIMESTER_KEYS) {
      expect(content.nutrition.trimesters[key].focus.map((f) => f.nutrient)).toEqual(
        FOCUS_NUTRIENTS[key],
      );
    }
    const caffeine = content.nutrition.avoid.find((a) => /caffeine/i.test(a.food.en + a.reason.en));
    expect(caffeine?.reason.en).toMatch(/200\s?mg/);
  });

  it("lists the spec's tests in each trimester with the spec's weeks and icons", () => {
    const base = content.tests.base.map((t) => [t.name.en, t.icon]);
    expect(base).toEqual([
      ["Initial Prenatal Checkup", "stethoscope"],
      ["Dating Ultrasound", "ultrasound"],
      ["NIPT", "vial"],
      ["Anatomy Scan Ultrasound", "ultrasound"],
      ["Glucose Challenge Test", "vial"],
      ["Group B Strep Test", "bacterium"],
      ["Non-stress Test", "heartbeat"],
      ["Biophysical Profile", "heartbeat"],
    ]);
    const weeks = (name: string) => content.tests.base.find((t) => t.name.en === name)?.weeks;
    expect(weeks("Anatomy Scan Ultrasound")).toEqual({ from: 18, to: 22 });
    expect(weeks("Glucose Challenge Test")).toEqual({ from: 24, to: 28 });
    const india = content.tests.india.map((t) => t.name.en).join(" | ");
    expect(india).toMatch(/Td/);
    expect(india).toMatch(/PMSMA/);
    expect(content.tests.usa.map((t) => t.name.en).join(" | ")).toMatch(/Tdap/);
  });

  it("has the spec's exercise figures", () => {
    const text = JSON.stringify(content.exercise);
    expect(content.exercise.summary.en).toMatch(/150 minutes/);
    expect(text).toMatch(/3[–-]5 times a week for 30 minutes/);
    expect(text).toMatch(/2[–-]3 times a week/);
  });

  it("has at least 20 symptoms, each with a danger sign, and the numbers of CONTENT.md", () => {
    expect(content.symptoms.symptoms.length).toBeGreaterThanOrEqual(20);
    const ids = content.symptoms.symptoms.map((s) => s.id);
    for (const id of [
      "nausea",
      "heartburn",
      "constipation",
      "back-pain",
      "leg-cramps",
      "swelling",
    ]) {
      expect(
        ids.some((x) => x.includes(id)),
        id,
      ).toBe(true);
    }
    const numbers = content.resources.emergency.map((l) => l.number);
    expect(numbers).toEqual(expect.arrayContaining(["108", "112", "102", "911"]));
    expect(content.resources.helplines.map((l) => l.number)).toEqual(
      expect.arrayContaining(["14416", "988"]),
    );
    for (const id of ["pmmvy", "jsy", "jssk", "pmsma", "wic"]) {
      expect(
        content.resources.schemes.some((s) => s.id.startsWith(id)),
        id,
      ).toBe(true);
    }
  });

  it("is in both languages everywhere: Devanagari in Hindi, none in English", () => {
    const all = pairs(content);
    expect(all.length).toBeGreaterThan(500);
    const wrong = all.filter((p) => !DEVANAGARI.test(p.hi) || DEVANAGARI.test(p.en));
    expect(wrong.map((p) => p.where)).toEqual([]);
  });
});
