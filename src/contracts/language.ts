import { z } from "zod";

/** Interface languages (000 §9) and the voice languages that follow them. */
export const LANGUAGES = ["en", "hi"] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const VoicePreferenceSchema = z.enum(["english", "hindi"]);
export type VoicePreference = z.infer<typeof VoicePreferenceSchema>;

/** 000 §2: "hindi" for Hindi, otherwise "english". */
export function voicePreferenceFor(language: string): VoicePreference {
  return language === "hi" ? "hindi" : "english";
}
