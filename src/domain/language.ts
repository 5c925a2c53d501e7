/** Interface languages (000 §9) and the voice languages that follow them. */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The cookie that carries her language, so the server names this language's texts in the page
 * it sends (issue 12). Its name is i18next's, which the app once used: kept, so choices made then
 * still count.
 */
export const LANGUAGE_COOKIE = "i18next";

/** That cookie's value in a Cookie header or `document.cookie`, decoded; null when absent. */
export function languageCookie(cookies: string | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies ?? "");
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a malformed %-escape: as if there were none
  }
}

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
