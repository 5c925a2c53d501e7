import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultContentDir } from "./project-root.ts";
import { NON_STANDARD, brandWords, nonStandardWords, strayLatin } from "./testing/hindi-style.ts";
import { contentTexts, hindiTexts, localeTexts, sourceTexts } from "./testing/hindi-texts.ts";

interface Entry {
  name: { en: string };
  aliases: string[];
  brands: { name: string }[];
}

/**
 * The Latin words of the medication knowledge base: its brand names (which may stand in a
 * Hindi sentence) and its English names and aliases (which may stand in brackets).
 */
function knowledgeBaseWords() {
  const dir = path.join(defaultContentDir(), "medications");
  const entries = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Entry[]);
  return {
    brands: brandWords(entries.flatMap((e) => e.brands.map((b) => b.name))),
    names: brandWords(entries.flatMap((e) => [e.name.en, ...e.aliases])),
  };
}

describe("the Hindi style rules", () => {
  it("find दाई, मिडवाइफ़ and the spellings the app does not use", () => {
    expect(nonStandardWords("अपने डॉक्टर या नर्स-दाई से पूछें")).toEqual(["दाई → नर्स / ANM"]);
    expect(nonStandardWords("डॉक्टर या मिडवाइफ़ से")).toHaveLength(1);
    expect(nonStandardWords("प्रेगनेंसी में 12 हफ्ते तक फोलिक एसिड")).toHaveLength(3);
    expect(nonStandardWords("प्रैग्नेंसी, प्रेगनेन्सी, हफ्तों, फ़ॉलिक")).toHaveLength(4);
    expect(nonStandardWords("ज्यादा, डाक्टर, बुखार, खून, खुराक")).toHaveLength(5);
    expect(nonStandardWords("इन्फेक्शन, इंफ़ेक्शन, गरम, धुंधला, हिन्दी")).toHaveLength(5);
  });

  it("leave the standard spellings and their look-alikes be", () => {
    const fine = "बाईं या दाईं करवट; प्रेग्नेंसी में 12 हफ़्ते तक फ़ोलिक एसिड, ज़्यादा ख़ून, इन्फ़ेक्शन, गर्माहट";
    expect(nonStandardWords(fine)).toEqual([]);
    // Every spelling the list asks for passes the list.
    const standard = NON_STANDARD.flatMap(([, right]) => right.split(" / "));
    expect(standard.flatMap(nonStandardWords)).toEqual([]);
  });

  it("find English words in Hindi text, and let bracketed names, units and abbreviations be", () => {
    expect(strayLatin("सूखी त्वचा के लिए emollient लगाएँ")).toEqual(["emollient"]);
    expect(strayLatin("DEET repellent")).toEqual(["repellent"]);
    expect(strayLatin("यह melasma के लिए है (pre-eclampsia हो सकता है)")).toEqual([
      "melasma",
      "pre-eclampsia",
    ]);
    expect(strayLatin("Crocin और Dolo में पैरासिटामोल है", { brands: ["Crocin"] })).toEqual(["Dolo"]);
    const known = { names: ["Cetirizine"], brands: ["Zyrtec"] };
    expect(strayLatin("सेट्रिज़ीन (Cetirizine; ज़िरटेक/Zyrtec) लें", known)).toEqual([]);
    expect(strayLatin("Cetirizine लें", known)).toEqual(["Cetirizine"]);
    expect(strayLatin("योनि की क्रीम (bacterial vaginosis के लिए)", known)).toEqual([
      "bacterial",
      "vaginosis",
    ]);
    const fine = [
      "पैरासिटामोल (Paracetamol) 500 mg; अपनी ANM, आशा (ASHA) या BP की जाँच; IFA और विटामिन B12",
      "'Add to Home Screen' चुनें; {{email}} पर या support@saathi.care पर लिखें",
      "Tele-MANAS 14416; {{n}}%",
      "English",
    ];
    expect(fine.flatMap((text) => strayLatin(text))).toEqual([]);
  });
});

describe("the Hindi that users read", () => {
  const texts = hindiTexts();

  it("is all collected: locales, server texts and every shown field of content", () => {
    expect(localeTexts().length).toBeGreaterThan(500);
    const files = new Set(sourceTexts().map((t) => t.where.replace(/:\d+$/, "")));
    for (const file of [
      "src/server/modules/assistant/replies.ts",
      "src/server/modules/medication/texts.ts",
      "src/server/modules/mail/mail.templates.ts",
      "src/web/features/assistant/lib/voice-tips.ts",
    ])
      expect(files).toContain(file);
    const content = contentTexts().map((t) => t.where);
    for (const field of [
      /^content\/assistant\/.* \[\d+\]\.answer\.hi$/,
      /^content\/medications\/.* \[\d+\]\.notes\.hi$/,
      /\.alternatives\.hi\[\d+\]$/,
      /\.name\.hi$/,
      /\.trimesters\.\w+\.hi$/,
      /^content\/weeks\/\d+\.json hi\.tips\[\d+\]$/,
    ])
      expect(
        content.some((where) => field.test(where)),
        String(field),
      ).toBe(true);
    // What users type is theirs to spell: never collected.
    const typed = / (.*\.)?(questions|aliases|keywords|brands)\b/;
    expect(content.filter((where) => typed.test(where))).toEqual([]);
  });

  it("says नर्स or ANM for a midwife and spells every word one way", () => {
    const found = texts.flatMap((t) => nonStandardWords(t.text).map((w) => `${t.where}: ${w}`));
    expect(found).toEqual([]);
  });

  it("has no English word where Hindi has one (brands, units, abbreviations, bracketed names aside)", () => {
    const known = knowledgeBaseWords();
    const found = texts.flatMap((t) => {
      const stray = strayLatin(t.text, known);
      return stray.length ? [`${t.where}: ${stray.join(", ")}`] : [];
    });
    expect(found).toEqual([]);
  });
});
