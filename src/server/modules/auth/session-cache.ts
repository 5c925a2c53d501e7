import type { UserRow } from "./auth.repository.ts";

interface Entry {
  user: UserRow;
  refreshedAt: Date;
  expiresAt: Date;
  cachedAt: number;
}

/**
 * Recently seen sessions, so a signed-in request does not always wait for the database.
 * The database stays the truth: entries live `ttlMs` at most, and every change to
 * sessions or users empties the cache here and, through the database's messages, on every
 * other instance (auth.service.ts); ttlMs = 0 turns the cache off.
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, Entry>();
  /** Off while news from other instances may be missed (their channel is down). */
  let trusted = true;
  return {
    /** Whether changes made elsewhere are being heard; when not, nothing is cached. */
    trust(heard: boolean): void {
      trusted = heard;
      if (!heard) entries.clear();
    },
    get(tokenHash: string): Entry | undefined {
      if (!trusted) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const now = Date.now();
      if (now - entry.cachedAt > ttlMs || entry.expiresAt.getTime() <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash: string, entry: Omit<Entry, "cachedAt">): void {
      if (ttlMs <= 0 || !trusted) return;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { ...entry, cachedAt: Date.now() });
    },
    delete(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /** After any change to users or to more than one session. */
    clear(): void {
      entries.clear();
    },
  };
}
