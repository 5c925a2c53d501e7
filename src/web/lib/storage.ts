/**
 * Local storage with the product prefix (000 §9). When storage is unavailable
 * (private mode, blocked cookies) the helpers return null or false (001 §8).
 */
export const STORAGE_PREFIX = "saathi_";

export const StorageKeys = {
  preferredLanguage: "preferredLanguage",
  voicePreference: "voicePreference",
  installPromptDismissed: "installPromptDismissed",
  pregnancyData: "pregnancyData",
  preventOverwrite: "preventOverwrite",
  lastPregnancyUpdate: "lastPregnancyUpdate",
  currentPregnancyWeek: "currentPregnancyWeek",
  chatHistory: "chatHistory",
  guidanceRegion: "guidanceRegion",
  testRecords: "testRecords",
} as const;
/** Tracker entries and journal drafts kept on the device, one key each ("tracker.moods"). */
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys] | `tracker.${string}`;

export const storageKey = (key: StorageKey): string => `${STORAGE_PREFIX}${key}`;

export function removeStored(key: StorageKey): boolean {
  try {
    window.localStorage.removeItem(storageKey(key));
    return true;
  } catch {
    return false;
  }
}

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(storageKey(key));
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): boolean {
  try {
    window.localStorage.setItem(storageKey(key), value);
    return true;
  } catch {
    return false;
  }
}
