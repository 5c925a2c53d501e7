import {
  LANGUAGE_COOKIE,
  languageCookie,
  toLanguage,
  type Language,
} from "../../domain/language.ts";
import { StorageKeys, readStored, storageKey, writeStored } from "./storage.ts";

const COOKIE_MAX_AGE_S = 60 * 60 * 24 * 365;
const KEY = StorageKeys.preferredLanguage;

/** A phone's "en-US" or "hi-IN" is English or Hindi; "mr-IN" is neither, so the next one counts. */
const OURS = /^(?:en|hi)(?:-|$)/i;

/** The tab's own choice (localStorage has `readStored`; this one is read only here). */
function readSession(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(KEY));
  } catch {
    return null; // storage blocked (private mode, an embedded browser)
  }
}

const readCookie = () => languageCookie(document.cookie);

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

/**
 * 000 §4: query string lng → cookie → localStorage → sessionStorage → browser → html tag; the
 * first English or Hindi found wins, else English. Each source is read only until one names a
 * language we have: on a slow phone reading them all was a tenth of the app's start-up (issue 12).
 */
export function detectLanguage(): Language {
  delete seen.cookie;
  delete seen.stored;
  for (const source of SOURCES) {
    const ours = source().find((code) => code && OURS.test(code));
    if (ours) return toLanguage(ours);
  }
  return "en";
}

/** Keeps her language in localStorage and the cookie, writing only what differs. */
export function keepLanguage(language: Language): void {
  // Storage blocked: the cookie still carries it.
  const stored = "stored" in seen ? seen.stored : readStored(KEY);
  if (stored !== language) writeStored(KEY, language);
  const cookie = "cookie" in seen ? seen.cookie : readCookie();
  if (cookie !== language)
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  seen.stored = seen.cookie = language;
}
