import { z } from "zod";
import { LANGUAGES, VOICE_PREFERENCES } from "../domain/language.ts";

export const LanguageSchema = z.enum(LANGUAGES);
export const VoicePreferenceSchema = z.enum(VOICE_PREFERENCES);
