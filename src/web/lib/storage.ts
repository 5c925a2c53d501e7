/**
 * Local storage with the product prefix (000 §9). When storage is unavailable
 * (private mode, blocked cookies) the helpers return null or false (001 §8).
 */
export const STORAGE_PREFIX = "saathi_";

export const StorageKeys = {
  preferredLanguage: "preferredLanguage",
  voicePreference: "voicePreference",
  installPromptDismissed: "installPromptDismissed",
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

export const storageKey = (key: StorageKey): string => `${STORAGE_PREFIX}${key}`;

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
