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
  entry("alex", ["Chlorpheniramine + phenylephrine (cough syrup)", "Alex"], false),
  entry("corex", ["Chlorpheniramine + codeine (cough syrup)", "Corex"], false),
  entry("isotretinoin", ["Isotretinoin (oral)"], false),
  entry("charcoal", ["Activated charcoal (tablets)"]),
  entry("alcohol", ["Alcohol", "daru"], false),
  entry("tobacco", ["Tobacco", "bidi"], false),
  entry("castor-oil", ["Castor oil"], false),
  { ...entry("painkillers", ["Painkillers", "painkiller", "दर्द की दवा"], null), general: true },
  entry("crocin", ["Crocin"]),
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

  it("lets a bracketed part name its entry only when it is the only one, and not a route or form", () => {
    expect(ids("isotretinoin 20 mg")).toEqual(["isotretinoin"]);
    expect(ids("activated charcoal")).toEqual(["charcoal"]);
    expect(ids("acetaminophen")).toEqual(["paracetamol"]);
    expect(ids("cough syrup")).toEqual([]);
    expect(ids("oral")).toEqual([]);
    expect(ids("tablets")).toEqual([]);
    expect(ids("Alex syrup")).toEqual(["alex"]);
  });

  it("answers a kind of product only when no single product is named, even misspelt", () => {
    expect(ids("painkiller")).toEqual(["painkillers"]);
    expect(ids("दर्द की दवा")).toEqual(["painkillers"]);
    expect(ids("Crocin painkiller")).toEqual(["crocin"]);
    expect(ids("painkiller crocinn")).toEqual(["crocin"]);
    expect(ids("painkiller ibuprofen and paracetamol")).toEqual(["ibuprofen", "paracetamol"]);
  });

  it("does not read everyday words as misspelt names, nor guess at very short words", () => {
    expect(ids("dard ki dawa")).toEqual([]);
    expect(ids("body lotion")).toEqual([]);
    expect(ids("castrol oil")).toEqual(["castor-oil"]);
    expect(ids("daru")).toEqual(["alcohol"]);
    expect(ids("biddi")).toEqual(["tobacco"]);
  });
});
