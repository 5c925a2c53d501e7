import { describe, expect, it } from "vitest";
import { NAME_GENDERS } from "../../../contracts/baby-names.ts";
import { defaultContentDir } from "../../project-root.ts";
import { loadNamesLibrary } from "./names-library.ts";

/** Issue 15 part 3: the real content/names folder, as the server loads it. */
const library = loadNamesLibrary(defaultContentDir());
const ORIGINS = [
  "sanskrit",
  "hindi",
  "tamil",
  "telugu",
  "bengali",
  "marathi",
  "punjabi",
  "gujarati",
  "urdu-arabic",
  "persian",
  "christian-english",
  "us-popular",
];

describe("the baby names library", () => {
  it("has every origin with at least 75 girl, 75 boy and 10 unisex names", () => {
    expect(library.files.map((f) => f.origin).sort()).toEqual([...ORIGINS].sort());
    const counts = Object.fromEntries(
      library.files.map((f) => [
        f.origin,
        Object.fromEntries(
          NAME_GENDERS.map((g) => [g, f.names.filter((n) => n.gender === g).length]),
        ),
      ]),
    );
    for (const origin of ORIGINS) {
      expect(counts[origin]?.girl, origin).toBeGreaterThanOrEqual(75);
      expect(counts[origin]?.boy, origin).toBeGreaterThanOrEqual(75);
      expect(counts[origin]?.unisex, origin).toBeGreaterThanOrEqual(10);
    }
    expect(library.names.length).toBeGreaterThanOrEqual(2000);
  });

  it("never gives a name twice within an origin, alternative spellings included", () => {
    for (const file of library.files) {
      const seen = new Map<string, string>();
      for (const n of file.names) {
        const key = n.name.toLowerCase();
        expect(seen.get(key), `${file.origin}: ${n.name}`).toBeUndefined();
        seen.set(key, n.name);
      }
    }
  });

  it("writes every name in Devanagari and explains it in English and Hindi", () => {
    for (const n of library.names) {
      const where = `${n.origin}: ${n.name}`;
      expect(n.devanagari, where).toMatch(/^[\u0900-\u097f]/);
      expect(n.syllables.length, where).toBeGreaterThan(0);
      expect(n.meaning.en.trim(), where).toMatch(/[a-z]/i);
      expect(n.meaning.hi, where).toMatch(/[\u0900-\u097f]/);
      expect(n.meaning.hi, where).not.toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it("cites its sources and a reviewed date per origin, with labels in both languages", () => {
    for (const file of library.files) {
      expect(file.sources.length, file.origin).toBeGreaterThan(0);
      expect(file.label.hi, file.origin).toMatch(/[\u0900-\u097f]/);
    }
  });
});
