import type { MEDICATION_KINDS, MedicationEntry } from "../../../contracts/medication.ts";
import type { Language } from "../../../domain/language.ts";

type Texts = Record<Language, string>;

/**
 * What Saathi says when it does not know: honest, never a guess (CONTENT.md). When the
 * name could be one of several entries, it says so and offers them instead.
 */
export function unknownNote(language: Language, name: string, suggestions: string[]): string {
  const text: Texts = suggestions.length
    ? {
        en: `Saathi could not tell which product "${name}" is, and the answers differ. Did you mean ${suggestions.join(" or ")}? Choose one to see its answer, or ask your doctor or pharmacist and show them the pack.`,
        hi: `साथी यह तय नहीं कर पाई कि "${name}" कौन-सा उत्पाद है, और इनके जवाब अलग हैं। क्या आपका मतलब ${suggestions.join(" या ")} था? उसका जवाब देखने के लिए एक चुनें, या अपने डॉक्टर या फ़ार्मासिस्ट से पूछें और उन्हें पैक दिखाएँ।`,
      }
    : {
        en: `Insufficient data: Saathi has no reviewed information about "${name}", so we cannot say whether it is safe in pregnancy. Please ask your doctor or pharmacist before taking or using it, and show them the pack or the list of ingredients.`,
        hi: `पर्याप्त जानकारी नहीं: "${name}" के बारे में साथी के पास जाँची हुई जानकारी नहीं है, इसलिए हम नहीं बता सकते कि यह गर्भावस्था में सुरक्षित है या नहीं। इसे लेने या लगाने से पहले अपने डॉक्टर या फ़ार्मासिस्ट से पूछें, और उन्हें इसका पैक या सामग्री की सूची दिखाएँ।`,
      };
  return text[language];
}

/** A brand with more of a product name after it: another product, maybe other medicines. */
export function variantNote(
  language: Language,
  name: string,
  brand: string,
  suggestions: string[],
): string {
  const offer = {
    en: suggestions.length
      ? ` It could be ${suggestions.join(" or ")}: choose one to see its answer.`
      : "",
    hi: suggestions.length
      ? ` यह ${suggestions.join(" या ")} हो सकता है: उसका जवाब देखने के लिए एक चुनें।`
      : "",
  };
  const text: Texts = {
    en: `Insufficient data: "${name}" is not plain ${brand}. Products sold under one brand with words such as Cold, Flu, D, DSR, Plus, Forte or MR often contain other medicines, some of them not recommended in pregnancy, so Saathi cannot go by the brand alone.${offer.en} Please check the ingredients on the label and ask your doctor or pharmacist.`,
    hi: `पर्याप्त जानकारी नहीं: "${name}" सिर्फ़ ${brand} नहीं है। एक ही ब्रांड के नाम के साथ Cold, Flu, D, DSR, Plus, Forte या MR जैसे शब्द वाली दवाओं में अक्सर दूसरी दवाएँ भी होती हैं, जिनमें से कुछ प्रेग्नेंसी में सलाह नहीं दी जातीं, इसलिए साथी सिर्फ़ ब्रांड देखकर जवाब नहीं दे सकती।${offer.hi} कृपया लेबल पर सामग्री देखें और अपने डॉक्टर या फ़ार्मासिस्ट से पूछें।`,
  };
  return text[language];
}

/** Beside the verdict of a medicine given only under care, so nobody refuses it. */
export const PRESCRIBED_ONLY: Texts = {
  en: "Only as prescribed by your doctor.",
  hi: "सिर्फ़ डॉक्टर के लिखे अनुसार।",
};

/** A photo with no readable words on it. */
export const UNREADABLE: Texts = {
  en: "We could not read this label clearly, so we cannot say whether the product is safe. Please take a clearer photo: good light, the label flat and filling the frame, no glare — or type the product's name instead.",
  hi: "यह लेबल साफ़ नहीं पढ़ा जा सका, इसलिए हम नहीं बता सकते कि यह उत्पाद सुरक्षित है या नहीं। कृपया ज़्यादा साफ़ फ़ोटो लें: अच्छी रोशनी में, लेबल सीधा और पूरे फ़्रेम में, बिना चमक के — या उत्पाद का नाम टाइप करें।",
};

/** Words were read, but none of them names anything in the knowledge base. */
export const NOTHING_KNOWN: Texts = {
  en: "Insufficient data: we read the label but found no medicine or ingredient that Saathi has reviewed, so we cannot say whether it is safe in pregnancy. Please show the pack to your doctor or pharmacist, or type the name of the medicine or its ingredients.",
  hi: "पर्याप्त जानकारी नहीं: लेबल पढ़ा गया, पर उसमें ऐसी कोई दवा या सामग्री नहीं मिली जिसकी जानकारी साथी ने जाँची हो, इसलिए हम नहीं बता सकते कि यह गर्भावस्था में सुरक्षित है या नहीं। यह पैक अपने डॉक्टर या फ़ार्मासिस्ट को दिखाएँ, या दवा या उसकी सामग्री का नाम टाइप करें।",
};

export const ALTERNATIVES: Texts = {
  en: "Safer options to discuss with your doctor:",
  hi: "डॉक्टर से पूछने के लिए सुरक्षित विकल्प:",
};

export const UNKNOWN_PRODUCT: Texts = { en: "Unknown product", hi: "अज्ञात उत्पाद" };

/** "Also on the label": the other known ingredients, riskiest first. */
export const ALSO_ON_LABEL: Texts = { en: "Also on the label:", hi: "लेबल पर ये भी हैं:" };

const VERDICT_WORD: Record<"true" | "false" | "null" | "depends", Texts> = {
  true: { en: "generally considered safe", hi: "आमतौर पर सुरक्षित माना जाता है" },
  false: { en: "not recommended", hi: "सलाह नहीं दी जाती" },
  null: { en: "insufficient data", hi: "पर्याप्त जानकारी नहीं" },
  depends: { en: "depends on the product", hi: "उत्पाद पर निर्भर है" },
};
/** The verdict in words; a kind of product without one verdict "depends on the product". */
export const verdictWord = (
  entry: Pick<MedicationEntry, "isSafe" | "general">,
  language: Language,
): string =>
  VERDICT_WORD[
    entry.isSafe === null && entry.general
      ? "depends"
      : (String(entry.isSafe) as "true" | "false" | "null")
  ][language];

const KIND: Record<(typeof MEDICATION_KINDS)[number], Texts> = {
  medicine: { en: "Medicine", hi: "दवा" },
  combination: { en: "Combination medicine", hi: "मिश्रित दवा" },
  vitamin: { en: "Vitamin or mineral", hi: "विटामिन या मिनरल" },
  supplement: { en: "Supplement", hi: "सप्लीमेंट" },
  herbal: { en: "Herbal or Ayurvedic product", hi: "हर्बल या आयुर्वेदिक उत्पाद" },
  cosmetic: { en: "Skin or hair care", hi: "त्वचा या बालों की देखभाल" },
  vaccine: { en: "Vaccine", hi: "टीका" },
  other: { en: "Other product", hi: "अन्य उत्पाद" },
};
export const kindLabel = (kind: (typeof MEDICATION_KINDS)[number], language: Language) =>
  KIND[kind][language];
