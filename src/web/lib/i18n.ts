import i18next, { type i18n as I18n } from "i18next";
import LanguageDetector, { type DetectorOptions } from "i18next-browser-languagedetector";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, toLanguage, voicePreferenceFor, type Language } from "../../domain/language.ts";
import enCommon from "../locales/en/common.json";
import hiCommon from "../locales/hi/common.json";
import { isDevelopment } from "./env.ts";
import { StorageKeys, storageKey, writeStored } from "./storage.ts";

/** 000 §4: query string lng → cookie → localStorage → sessionStorage → browser → html tag. */
export const detectionOptions: DetectorOptions = {
  order: ["querystring", "cookie", "localStorage", "sessionStorage", "navigator", "htmlTag"],
  lookupQuerystring: "lng",
  lookupCookie: "i18next",
  lookupLocalStorage: storageKey(StorageKeys.preferredLanguage),
  lookupSessionStorage: storageKey(StorageKeys.preferredLanguage),
  // The cookie lets the server name this language's texts in the page it sends (issue 12).
  caches: ["localStorage", "cookie"],
  // A phone's "en-US" or "hi-IN" is English or Hindi: the texts, the API's ?lang= and the
  // cookie only know "en" and "hi" (an "en-US" asked the symptom list for a language it refused).
  // Another language ("mr-IN") stays as it is, so i18next moves on to her next one.
  convertDetectedLanguage: (code: string) =>
    /^(?:en|hi)(?:-|$)/i.test(code) ? toLanguage(code) : code,
  cookieMinutes: 60 * 24 * 365,
  cookieOptions: { path: "/", sameSite: "lax" },
};

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
    .use(LanguageDetector)
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
    detection: detectionOptions,
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
