import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PostpartumContentSchema, type WarningGroup } from "./postpartum.ts";

const raw: unknown = JSON.parse(
  readFileSync(new URL("../../content/postpartum/warning-signs.json", import.meta.url), "utf8"),
);
const content = PostpartumContentSchema.parse(raw);
const group = (id: WarningGroup["id"]) => content.groups.find((g) => g.id === id);

/** CONTENT.md "Emergency numbers": nothing else may ever be offered as a number to call. */
const CONTENT_MD_NUMBERS = {
  india: ["108", "112", "102", "14416", "181"],
  usa: ["911", "988", "1-800-799-7233"],
};

const texts = content.groups.flatMap((g) => [
  g.title,
  g.when,
  g.action,
  ...g.signs,
  ...g.calls.map((c) => c.name),
]);

describe("postpartum warning signs (content/postpartum)", () => {
  it("validates, with sources and a reviewed date that is not in the future", () => {
    expect(content.reviewed <= new Date().toISOString().slice(0, 10)).toBe(true);
    for (const g of content.groups) expect(g.sources.length).toBeGreaterThanOrEqual(2);
  });

  it("offers only CONTENT.md's numbers, and the ones each group needs", () => {
    for (const g of content.groups) {
      for (const call of g.calls) expect(CONTENT_MD_NUMBERS[call.country]).toContain(call.number);
    }
    const numbers = (id: WarningGroup["id"]) => group(id)?.calls.map((c) => c.number) ?? [];
    expect(numbers("body")).toEqual(expect.arrayContaining(["108", "112", "911"]));
    expect(numbers("mind")).toEqual(expect.arrayContaining(["14416", "112", "988", "911"]));
  });

  it("covers the signs the sources name (CDC Hear Her, WHO, NHS, MoHFW)", () => {
    const body =
      group("body")
        ?.signs.map((s) => s.en)
        .join("\n") ?? "";
    for (const sign of [
      /pad soaked/,
      /clots/,
      /38 °C \(100\.4 °F\)/,
      /smells bad/,
      /leg/,
      /breathing/,
      /chest pain/,
      /headache/,
      /vision/,
      /seizure/,
      /wound/,
    ]) {
      expect(body).toMatch(sign);
    }
    const mind =
      group("mind")
        ?.signs.map((s) => s.en)
        .join("\n") ?? "";
    for (const sign of [
      /two weeks/,
      /panic/,
      /sleep even when your baby/,
      /Frightening/,
      /harming/,
    ]) {
      expect(mind).toMatch(sign);
    }
  });

  it("Hindi is Devanagari in the house style (नर्स/ANM, not दाई; हफ़्ते with its nukta)", () => {
    for (const text of texts) {
      expect(text.hi, text.en).toMatch(/[\u0900-\u097F]/);
      expect(text.hi).not.toMatch(/दाई|हफ्त|फोलिक|प्रेगनेंसी|गर्भवस्था/);
      // Digits 0–9 everywhere, so numbers read and dial the same in both languages.
      expect(text.hi).not.toMatch(/[\u0966-\u096F]/);
    }
    expect(group("mind")?.action.hi).toMatch(/नर्स या ANM/);
  });
});
