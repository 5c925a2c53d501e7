import { LANGUAGES, voicePreferenceFor, type Language } from "../../domain/language.ts";
import enCommon from "../locales/en/common.json";
import hiCommon from "../locales/hi/common.json";
import { isDevelopment } from "./env.ts";
import { detectLanguage, keepLanguage } from "./language-detector.ts";
import { logError } from "./log.ts";
import { StorageKeys, writeStored } from "./storage.ts";
import { Translator, type Texts } from "./translator.ts";

export type I18n = Translator;

/** `<html>` gets lang-en / lang-hi and the right lang attribute (000 §2). */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  for (const code of LANGUAGES) root.classList.toggle(`lang-${code}`, code === language);
}

function followLanguage(language: Language): void {
  keepLanguage(language);
  applyDocumentLanguage(language);
  writeStored(StorageKeys.voicePreference, voicePreferenceFor(language));
}

/**
 * Every namespace but "common" is its own small chunk, loaded for the current language only
 * (issue 12). "common" ships in the first bundle for both languages, so the glob leaves it out
 * (a dynamic import that could also reach it would only make the build warn).
 */
const pageTexts = import.meta.glob<Texts>(["../locales/*/*.json", "!../locales/*/common.json"], {
  import: "default",
});

function loadPageTexts(language: Language, namespace: string): Promise<{ default: Texts }> {
  const load = pageTexts[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no texts ${language}/${namespace}`));
  return load().then((texts) => ({ default: texts }));
}

export function createI18n(): I18n {
  const common: Record<Language, Texts> = { en: enCommon, hi: hiCommon };
  const instance = new Translator(
    detectLanguage(),
    common,
    loadPageTexts,
    isDevelopment ? (key) => logError("no text", key) : undefined,
  );
  followLanguage(instance.language);
  instance.on("languageChanged", followLanguage);
  return instance;
}

/** The switcher (000 §2): store preferredLanguage and voicePreference, then switch. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  writeStored(StorageKeys.preferredLanguage, language);
  writeStored(StorageKeys.voicePreference, voicePreferenceFor(language));
  await instance.changeLanguage(language);
}
