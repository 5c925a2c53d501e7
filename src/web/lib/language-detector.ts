import type { LanguageDetectorModule } from "i18next";
import { toLanguage } from "../../domain/language.ts";
import { StorageKeys, readStored, storageKey, writeStored } from "./storage.ts";

/** The cookie that lets the server name this language's texts in the page it sends (issue 12). */
export const LANGUAGE_COOKIE = "i18next";
const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
const KEY = StorageKeys.preferredLanguage;

/**
 * A phone's "en-US" or "hi-IN" is English or Hindi: the texts, the API's ?lang= and the cookie
 * only know "en" and "hi". Another language ("mr-IN") stays as it is, so i18next moves on to
 * her next one.
 */
const convert = (code: string) => (/^(?:en|hi)(?:-|$)/i.test(code) ? toLanguage(code) : code);

/** The tab's own choice (localStorage has `readStored`; this one is read only here). */
function readSession(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(KEY));
  } catch {
    return null; // storage blocked (private mode, an embedded browser)
  }
}

function readCookie(): string | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** What this start read of the cookie and localStorage (each read costs a slow phone). */
const seen: { cookie?: string | null; stored?: string | null } = {};

/** The places she may have said her language, in the order of 000 §4. */
const SOURCES: (() => (string | null | undefined)[])[] = [
  () => [new URLSearchParams(window.location.search).get("lng")],
  () => [(seen.cookie = readCookie())],
  () => [(seen.stored = readStored(KEY))],
  () => [readSession()],
  () => [...(navigator.languages ?? []), navigator.language],
  () => [document.documentElement.lang],
];
const SUPPORTED = /^(?:en|hi)$/;

/**
 * 000 §4: query string lng → cookie → localStorage → sessionStorage → browser → html tag; the
 * first English or Hindi found wins (i18next takes the first language it supports), and the
 * choice is kept in localStorage and the cookie. In place of i18next-browser-languagedetector,
 * which read every source and probed each storage by writing to it on every start: on a slow
 * phone that was a tenth of the app's start-up work (issue 12).
 */
export const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  detect() {
    delete seen.cookie;
    delete seen.stored;
    const found: string[] = [];
    for (const source of SOURCES) {
      for (const code of source()) if (code) found.push(convert(code));
      if (found.some((code) => SUPPORTED.test(code))) break;
    }
    return found;
  },
  cacheUserLanguage(language: string) {
    // Storage blocked: the cookie still carries it.
    const stored = "stored" in seen ? seen.stored : readStored(KEY);
    if (stored !== language) writeStored(KEY, language);
    const cookie = "cookie" in seen ? seen.cookie : readCookie();
    if (cookie !== language)
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
    seen.stored = seen.cookie = language;
  },
};
