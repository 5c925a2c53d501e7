/** Interface languages (000 §9) and the voice languages that follow them. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The cookie that carries her language, so the server names this language's texts in the page
 * it sends (issue 12). Its name is i18next's, which the app once used: kept, so choices made then
 * still count.
 */
export const LANGUAGE_COOKIE = "i18next";

export const VOICE_PREFERENCES = ["english", "hindi"] as const;
export type VoicePreference = (typeof VOICE_PREFERENCES)[number];

/** 000 §2: "hindi" for Hindi, otherwise "english". */
export function voicePreferenceFor(language: string): VoicePreference {
  return language === "hi" ? "hindi" : "english";
}

/** Any tag that starts with "hi" (hi, hi-IN) is Hindi; everything else falls back to English. */
export function toLanguage(code: string | null | undefined): Language {
  return code?.toLowerCase().startsWith("hi") ? "hi" : "en";
}
