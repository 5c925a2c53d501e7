import { describe, expect, it } from "vitest";
import type { MedicationEntry } from "../../../contracts/medication.ts";
import { createKnowledgeBase } from "./knowledge-base.ts";
import { lookup } from "./matcher.ts";

/** A tiny knowledge base, so each rule of the matcher is seen on its own. */
function entry(id: string, names: string[], isSafe: boolean | null = true): MedicationEntry {
  return {
    id,
    kind: "medicine",
    name: { en: names[0] ?? id, hi: `${id} (हिंदी)` },
    aliases: names.slice(1),
    brands: [],
    isSafe,
    notes: { en: "x".repeat(40), hi: "क".repeat(40) },
    alternatives: { en: [], hi: [] },
    sources: [{ title: "t", publisher: "p", url: "https://example.org/" }],
    reviewed: "2026-11-21",
  };
}
const kb = createKnowledgeBase([
  entry("turmeric", ["Turmeric", "golden milk", "हल्दी"]),
  entry("paracetamol", ["Paracetamol (acetaminophen)", "पैरासिटामोल"]),
  entry("ibuprofen", ["Ibuprofen"], false),
  entry("cetirizine", ["Cetirizine"]),
  entry("levocetirizine", ["Levocetirizine"], null),
  entry("vitamin-a", ["Vitamin A (retinol) supplements"], false),
  entry("vitamin-d", ["Vitamin D"]),
  entry("zentel", ["Zentel"]),
  entry("zintel", ["Zintel"], false),
]);
const ids = (text: string) => lookup(kb, text).matches.map((m) => m.ref.entry.id);

describe("the name matcher", () => {
  it("finds names inside what people type, in their order", () => {
    expect(ids("Paracetamol 650 mg tablets")).toEqual(["paracetamol"]);
    expect(ids("can I take acetaminophen and ibuprofen?")).toEqual(["paracetamol", "ibuprofen"]);
    expect(ids("Vitamin A 25000 IU capsules")).toEqual(["vitamin-a"]);
    expect(ids("vitamin d3 60000")).toEqual(["vitamin-d"]);
  });

  it("forgives slips and the other script, but not across word boundaries", () => {
    expect(lookup(kb, "paracetmol").matches[0]?.slips).toBeGreaterThan(0);
    expect(ids("paracetmol")).toEqual(["paracetamol"]);
    expect(ids("पेरासिटामोल")).toEqual(["paracetamol"]);
    expect(ids("goldenseal")).toEqual([]);
    expect(ids("vitamin")).toEqual([]);
  });

  it("never guesses between two equally close names; it offers them", () => {
    const torn = lookup(kb, "Zantel 400");
    expect(torn.matches).toEqual([]);
    expect(torn.suggestions.map((r) => r.entry.id).sort()).toEqual(["zentel", "zintel"]);
    const unknown = lookup(kb, "zorvalex");
    expect(unknown).toEqual({ matches: [], suggestions: [] });
  });
});
