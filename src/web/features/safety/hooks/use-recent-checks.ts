import { useCallback, useState } from "react";

/** 000 §3, §9: names kept in memory only, newest first, no duplicates, at most 5. */
export const RECENT_MAX = 5;

export function addRecent(list: string[], name: string): string[] {
  const key = name.trim().toLowerCase();
  return [name.trim(), ...list.filter((n) => n.toLowerCase() !== key)].slice(0, RECENT_MAX);
}

export function useRecentChecks() {
  const [recent, setRecent] = useState<string[]>([]);
  const remember = useCallback((name: string) => setRecent((list) => addRecent(list, name)), []);
  return { recent, remember };
}
