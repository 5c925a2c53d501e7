import i18next, { type i18n as I18n } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, toLanguage, voicePreferenceFor, type Language } from "../../domain/language.ts";
import enCommon from "../locales/en/common.json";
import hiCommon from "../locales/hi/common.json";
import { isDevelopment } from "./env.ts";
import { languageDetector } from "./language-detector.ts";
import { StorageKeys, writeStored } from "./storage.ts";

/** `<html>` gets lang-en / lang-hi and the right lang attribute (000 §2). */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  for (const code of LANGUAGES) root.classList.toggle(`lang-${code}`, code === language);
}

/**
 * The shell's texts ("common") ship in the first bundle for both languages; every other
 * namespace is its own small chunk, loaded for the current language only.
 */
export async function createI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  instance
    .use(languageDetector)
    .use(
      resourcesToBackend(
        (language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`),
      ),
    )
    .use(initReactI18next);
  instance.on("languageChanged", (code: string) => {
    const language = toLanguage(code);
    applyDocumentLanguage(language);
    writeStored(StorageKeys.voicePreference, voicePreferenceFor(language));
  });
  await instance.init({
    resources: { en: { common: enCommon }, hi: { common: hiCommon } },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    load: "languageOnly",
    // Hindi has every key English has (locales.test.ts), so a Hindi page never loads the
    // English texts as a fallback (issue 12: only the current language's texts load).
    fallbackLng: { hi: [], default: ["en"] },
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes
    debug: isDevelopment,
  });
  return instance;
}

/** The switcher (000 §2): store preferredLanguage and voicePreference, then switch. */
export async function chooseLanguage(instance: I18n, language: Language): Promise<void> {
  writeStored(StorageKeys.preferredLanguage, language);
  writeStored(StorageKeys.voicePreference, voicePreferenceFor(language));
  await instance.changeLanguage(language);
}
