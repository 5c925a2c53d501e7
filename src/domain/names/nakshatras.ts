/**
 * The naming syllables of the 27 nakshatras, one per pada (quarter), and the 12 rashis
 * (moon signs) they fall in: nine padas make a rashi, from Ashwini's first in Mesha to
 * Revati's last in Meena.
 *
 * Source: the Avakahada Chakra, the traditional table of naming syllables printed in Hindu
 * panchangs (e.g. Thakur Prasad Panchang, Varanasi; Lala Ramswaroop Panchang, Jabalpur).
 * Regional panchangs differ in a few syllables; this is the common North Indian form,
 * without Abhijit.
 */
export interface Nakshatra {
  id: string;
  en: string;
  hi: string;
  /** The four padas' syllables, in order. */
  padas: [string, string, string, string];
}

export const NAKSHATRAS: readonly Nakshatra[] = [
  { id: "ashwini", en: "Ashwini", hi: "अश्विनी", padas: ["चू", "चे", "चो", "ला"] },
  { id: "bharani", en: "Bharani", hi: "भरणी", padas: ["ली", "लू", "ले", "लो"] },
  { id: "krittika", en: "Krittika", hi: "कृत्तिका", padas: ["अ", "ई", "उ", "ए"] },
  { id: "rohini", en: "Rohini", hi: "रोहिणी", padas: ["ओ", "वा", "वी", "वू"] },
  { id: "mrigashira", en: "Mrigashira", hi: "मृगशिरा", padas: ["वे", "वो", "का", "की"] },
  { id: "ardra", en: "Ardra", hi: "आर्द्रा", padas: ["कू", "घ", "ङ", "छ"] },
  { id: "punarvasu", en: "Punarvasu", hi: "पुनर्वसु", padas: ["के", "को", "हा", "ही"] },
  { id: "pushya", en: "Pushya", hi: "पुष्य", padas: ["हू", "हे", "हो", "डा"] },
  { id: "ashlesha", en: "Ashlesha", hi: "आश्लेषा", padas: ["डी", "डू", "डे", "डो"] },
  { id: "magha", en: "Magha", hi: "मघा", padas: ["मा", "मी", "मू", "मे"] },
  { id: "purva-phalguni", en: "Purva Phalguni", hi: "पूर्वा फाल्गुनी", padas: ["मो", "टा", "टी", "टू"] },
  {
    id: "uttara-phalguni",
    en: "Uttara Phalguni",
    hi: "उत्तरा फाल्गुनी",
    padas: ["टे", "टो", "पा", "पी"],
  },
  { id: "hasta", en: "Hasta", hi: "हस्त", padas: ["पू", "ष", "ण", "ठ"] },
  { id: "chitra", en: "Chitra", hi: "चित्रा", padas: ["पे", "पो", "रा", "री"] },
  { id: "swati", en: "Swati", hi: "स्वाति", padas: ["रू", "रे", "रो", "ता"] },
  { id: "vishakha", en: "Vishakha", hi: "विशाखा", padas: ["ती", "तू", "ते", "तो"] },
  { id: "anuradha", en: "Anuradha", hi: "अनुराधा", padas: ["ना", "नी", "नू", "ने"] },
  { id: "jyeshtha", en: "Jyeshtha", hi: "ज्येष्ठा", padas: ["नो", "या", "यी", "यू"] },
  { id: "mula", en: "Mula", hi: "मूल", padas: ["ये", "यो", "भा", "भी"] },
  { id: "purva-ashadha", en: "Purva Ashadha", hi: "पूर्वाषाढ़ा", padas: ["भू", "धा", "फा", "ढा"] },
  { id: "uttara-ashadha", en: "Uttara Ashadha", hi: "उत्तराषाढ़ा", padas: ["भे", "भो", "जा", "जी"] },
  { id: "shravana", en: "Shravana", hi: "श्रवण", padas: ["खी", "खू", "खे", "खो"] },
  { id: "dhanishta", en: "Dhanishta", hi: "धनिष्ठा", padas: ["गा", "गी", "गू", "गे"] },
  { id: "shatabhisha", en: "Shatabhisha", hi: "शतभिषा", padas: ["गो", "सा", "सी", "सू"] },
  {
    id: "purva-bhadrapada",
    en: "Purva Bhadrapada",
    hi: "पूर्वा भाद्रपद",
    padas: ["से", "सो", "दा", "दी"],
  },
  {
    id: "uttara-bhadrapada",
    en: "Uttara Bhadrapada",
    hi: "उत्तरा भाद्रपद",
    padas: ["दू", "थ", "झ", "ञ"],
  },
  { id: "revati", en: "Revati", hi: "रेवती", padas: ["दे", "दो", "चा", "ची"] },
];

export interface Rashi {
  id: string;
  en: string;
  hi: string;
}

export const RASHIS: readonly Rashi[] = [
  { id: "mesha", en: "Mesha (Aries)", hi: "मेष" },
  { id: "vrishabha", en: "Vrishabha (Taurus)", hi: "वृषभ" },
  { id: "mithuna", en: "Mithuna (Gemini)", hi: "मिथुन" },
  { id: "karka", en: "Karka (Cancer)", hi: "कर्क" },
  { id: "simha", en: "Simha (Leo)", hi: "सिंह" },
  { id: "kanya", en: "Kanya (Virgo)", hi: "कन्या" },
  { id: "tula", en: "Tula (Libra)", hi: "तुला" },
  { id: "vrishchika", en: "Vrishchika (Scorpio)", hi: "वृश्चिक" },
  { id: "dhanu", en: "Dhanu (Sagittarius)", hi: "धनु" },
  { id: "makara", en: "Makara (Capricorn)", hi: "मकर" },
  { id: "kumbha", en: "Kumbha (Aquarius)", hi: "कुंभ" },
  { id: "meena", en: "Meena (Pisces)", hi: "मीन" },
];

/** A rashi's nine syllables: the padas numbered 9r … 9r+8 across the nakshatras. */
export function rashiSyllables(rashiId: string): string[] {
  const index = RASHIS.findIndex((r) => r.id === rashiId);
  if (index < 0) return [];
  return NAKSHATRAS.flatMap((n) => n.padas).slice(index * 9, index * 9 + 9);
}

export function nakshatraSyllables(nakshatraId: string): string[] {
  return [...(NAKSHATRAS.find((n) => n.id === nakshatraId)?.padas ?? [])];
}
