import { describe, expect, it } from "vitest";
import { meaningKeys, meaningMatcher } from "./meaning-search.ts";
import { NAKSHATRAS, RASHIS, nakshatraSyllables, rashiSyllables } from "./nakshatras.ts";
import { firstSyllable, lengthClass, startMatcher, syllables } from "./syllables.ts";

const spelled = (devanagari: string, name = "x") => ({ name, devanagari });

describe("starting syllables", () => {
  it("splits Devanagari into aksharas, clusters and vowel signs kept together", () => {
    expect(syllables("लता")).toEqual(["ल", "ता"]);
    expect(syllables("श्रेया")).toEqual(["श्रे", "या"]);
    expect(firstSyllable("चंदन")).toBe("च");
    expect(firstSyllable("आरव")).toBe("आ");
  });

  it("matches a whole first syllable, not a prefix of letters", () => {
    const la = startMatcher("ल")!;
    expect(la(spelled("लता"))).toBe(true);
    expect(la(spelled("लाल"))).toBe(false);
    const chu = startMatcher("चु")!;
    expect(chu(spelled("चुन्नी"))).toBe(true);
    expect(chu(spelled("चंदन"))).toBe(false);
    expect(startMatcher("अ")!(spelled("अमित"))).toBe(true);
    expect(startMatcher("अ")!(spelled("आरव"))).toBe(false);
  });

  it("folds nukta and chandrabindu on both sides", () => {
    expect(startMatcher("ज")!(spelled("ज़ैनब"))).toBe(false); // जै, not ज
    expect(startMatcher("जै")!(spelled("ज़ैनब"))).toBe(true);
    expect(startMatcher("चाँ")!(spelled("चांदनी"))).toBe(true);
    expect(startMatcher("फ़")!(spelled("फरहान"))).toBe(true);
  });

  it("takes Latin letters as a prefix of the Latin name, and alternatives by comma", () => {
    expect(startMatcher("Sh")!({ name: "Shreya", devanagari: "श्रेया" })).toBe(true);
    expect(startMatcher("sh")!({ name: "Saanvi", devanagari: "सान्वी" })).toBe(false);
    const padas = startMatcher("चू, चे, चो, ला")!;
    expect(padas(spelled("चेतन"))).toBe(true);
    expect(padas(spelled("लावण्या"))).toBe(true);
    expect(padas(spelled("लता"))).toBe(false);
    expect(startMatcher(" , ")).toBeNull();
  });
});

describe("nakshatra and rashi syllables", () => {
  it("has 27 nakshatras of four single-syllable padas and 12 rashis of nine", () => {
    expect(NAKSHATRAS).toHaveLength(27);
    for (const n of NAKSHATRAS) {
      expect(n.padas).toHaveLength(4);
      for (const pada of n.padas) expect(syllables(pada)).toEqual([pada]);
    }
    expect(new Set(NAKSHATRAS.map((n) => n.id)).size).toBe(27);
    expect(RASHIS).toHaveLength(12);
    for (const r of RASHIS) expect(rashiSyllables(r.id)).toHaveLength(9);
    expect(nakshatraSyllables("ashwini")).toEqual(["चू", "चे", "चो", "ला"]);
    // Mesha: Ashwini, Bharani and Krittika's first pada.
    expect(rashiSyllables("mesha")).toEqual(["चू", "चे", "चो", "ला", "ली", "लू", "ले", "लो", "अ"]);
    expect(rashiSyllables("meena").slice(-2)).toEqual(["चा", "ची"]);
    expect(rashiSyllables("nowhere")).toEqual([]);
  });
});

describe("length classes and meaning search", () => {
  it("classes names by their letters: up to 4, 5–6, 7 or more", () => {
    expect(lengthClass("Ira")).toBe("short");
    expect(lengthClass("Neel")).toBe("short");
    expect(lengthClass("Aarav")).toBe("medium");
    expect(lengthClass("Ananya")).toBe("medium");
    expect(lengthClass("Ishaani")).toBe("long");
  });

  it("finds a meaning in English, Hindi or Hinglish", () => {
    const keys = meaningKeys({ en: "light, brightness", hi: "रोशनी, प्रकाश" });
    const river = meaningKeys({ en: "river", hi: "नदी" });
    for (const q of ["light", "प्रकाश", "roshni", "Roshani"]) {
      expect(meaningMatcher(q)!(keys), q).toBe(true);
      expect(meaningMatcher(q)!(river), q).toBe(false);
    }
    expect(meaningMatcher("the")).toBeNull();
  });
});
