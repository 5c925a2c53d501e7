import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerFor } from "./answers.ts";
import { createKnowledgeBase, loadMedications } from "./knowledge-base.ts";
import { lookup } from "./matcher.ts";

const kb = createKnowledgeBase(loadMedications(path.resolve("content/medications")));
const check = (name: string, language: "en" | "hi" = "en") =>
  answerFor(name, lookup(kb, name), language).answer;

describe("combinations and strengths (issue 10, part 4)", () => {
  it("never gives a brand's plain verdict to its cold, flu, D, DSR, Plus or MR products", () => {
    for (const name of ["Crocin Cold & Flu", "Dolo Cold", "Okacet Cold", "Sinarest"])
      expect(check(name).isSafe, name).toBe(false);
    // Pan is pantoprazole; Pan DSR adds domperidone, which has too little data to call safe.
    expect(check("Pan DSR")).toMatchObject({ isSafe: null });
    expect(check("Pan DSR").canonicalName).toMatch(/domperidone/);
    // A variant Saathi does not know: insufficient data, the label, and what it might be.
    const unknown = check("Crocin Sinus");
    expect(unknown.isSafe).toBeNull();
    expect(unknown.notes).toMatch(/not plain Crocin/);
    expect(unknown.notes).toMatch(/ingredients on the label/);
    expect(check("Crocin Sinus", "hi").notes).toMatch(/लेबल पर सामग्री/);
    expect(check("Dolo Q").isSafe).toBeNull();
    // The plain brand, a strength or a release form keeps its answer.
    for (const name of ["Crocin", "Dolo 650", "crocin 500 tablet", "Doxinate OD"])
      expect(check(name).isSafe, name).toBe(true);
  });

  it("reads a variant the same whether it is typed in Hindi, misspelt or in English", () => {
    // Hindi writes the words and letters of product names too: "कोल्ड", "पेन रिलीफ", "डी".
    for (const name of ["क्रोसिन कोल्ड एंड फ्लू", "krosin cold flu", "क्रोसिन पेन रिलीफ"])
      expect(check(name).isSafe, name).toBe(false);
    expect(check("ओमेज़ डी").isSafe).not.toBe(true);
    expect(check("ओमेज़").isSafe).toBe(true);
    // An everyday word after a brand is what it is for, unless the rest of a name follows;
    // a short word with a vowel is Hinglish around the name, not a product code.
    expect(check("crocin pain ke liye").isSafe).toBe(true);
    expect(check("combiflam kha sakti hu").canonicalName).toMatch(/ibuprofen/i);
    expect(check("saridon sir dard ke liye").isSafe).toBe(false);
    expect(check("cipcal 500 pregnancy me kab le").isSafe).toBe(true);
    expect(check("Norflox TZ").isSafe).toBe(false);
    // An illness in an entry's brackets names nothing: "flu" is not the flu vaccine.
    expect(lookup(kb, "flu").matches).toEqual([]);
    expect(check("flu shot").isSafe).toBe(true);
  });

  it("reads a strength outside an entry's range as the product it is", () => {
    expect(check("Ecosprin 75")).toMatchObject({ isSafe: true, prescribedOnly: true });
    expect(check("Ecosprin 150").isSafe).toBe(true);
    const high = check("Ecosprin 325");
    expect(high.isSafe).toBe(false);
    expect(high.canonicalName).toMatch(/^Aspirin/);
  });

  it("does not call caffeine pills, or caffeine added to a painkiller, safe", () => {
    for (const name of ["caffeine tablets", "NoDoz", "Crocin Pain Relief", "Saridon"])
      expect(check(name).isSafe, name).toBe(false);
  });

  it("says 'only as prescribed' beside the verdict of medicines given under care", () => {
    for (const name of [
      "oxytocin",
      "misoprostol",
      "methylergometrine",
      "metformin",
      "Ecosprin 75",
      "ondansetron",
    ]) {
      const answer = check(name);
      expect(answer.prescribedOnly, name).toBe(true);
      expect(answer.notes, name).toMatch(/^Only as prescribed by your doctor\./);
    }
    expect(check("Misoprostol", "hi").notes).toMatch(/^सिर्फ़ डॉक्टर के लिखे अनुसार।/);
  });

  it("answers every brand of every combination with that combination's verdict", () => {
    const wrong: string[] = [];
    for (const entry of kb.entries.filter((e) => e.kind === "combination"))
      for (const brand of entry.brands) {
        const answer = check(brand.name);
        if (answer.isSafe !== entry.isSafe)
          wrong.push(`${brand.name}: ${answer.isSafe} (entry ${entry.isSafe})`);
      }
    expect(wrong).toEqual([]);
    expect(
      kb.entries.filter((e) => e.kind === "combination").flatMap((e) => e.brands).length,
    ).toBeGreaterThanOrEqual(300);
  });
});
