import type { VoicePreference } from "../../../../domain/language.ts";

/**
 * 000 §2: the voice tab shows tips in the language chosen for voice (which may differ from
 * the interface language), so they live here rather than in the interface texts.
 */
export const VOICE_TIPS: Record<VoicePreference, string[]> = {
  english: [
    "Speak in a quiet place, close to your phone.",
    'Ask one question at a time, for example: "Is it safe to eat papaya?"',
    "For danger signs like heavy bleeding, call 108 or 112 (India) or 911 (USA) — don't wait for an answer.",
  ],
  hindi: [
    "शांत जगह पर, फ़ोन के पास बोलें।",
    'एक बार में एक सवाल पूछें, जैसे: "क्या पपीता खाना सुरक्षित है?"',
    "ज़्यादा ब्लीडिंग जैसे ख़तरे के लक्षण हों तो जवाब का इंतज़ार न करें — 108 या 112 (भारत) या 911 (अमेरिका) पर कॉल करें।",
  ],
};
