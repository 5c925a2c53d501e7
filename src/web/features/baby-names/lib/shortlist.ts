import { useCallback, useEffect, useState } from "react";
import type { BabyName } from "../../../../contracts/baby-names.ts";
import { apiRequest } from "../../../lib/api.ts";

/**
 * Her favourites (issue 15 part 4): always on this device, and with her account when she
 * is signed in, so the list survives a reload and follows her sign-in to another phone.
 * Private mode just keeps them in memory.
 */
const KEY = "saathi_babyNames.shortlist";
const MAX = 100;

function read(): BabyName[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? (parsed as BabyName[]).filter(
          (n) => typeof n?.id === "string" && typeof n.name === "string",
        )
      : [];
  } catch {
    return [];
  }
}

function write(list: BabyName[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage blocked: the list lives until the page closes.
  }
}

/** Library names go to her account by id; a model's suggestions stay on the device. */
const saveToAccount = (list: readonly BabyName[]) =>
  apiRequest("PUT", "/api/baby-names/shortlist", {
    ids: list.filter((n) => !n.suggested).map((n) => n.id),
  });

export function useShortlist(signedIn: boolean) {
  const [list, setList] = useState<BabyName[]>(read);

  // On sign-in: her account's list first, then what she kept on this device meanwhile.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void (async () => {
      try {
        const res = await fetch("/api/baby-names/shortlist", { credentials: "include" });
        if (!res.ok || !live) return;
        const saved = (await res.json()) as BabyName[];
        const device = read();
        const merged = [...saved, ...device.filter((d) => !saved.some((s) => s.id === d.id))];
        setList(merged);
        write(merged);
        if (merged.length > saved.length) await saveToAccount(merged);
      } catch {
        // Offline: the device's list stands and is sent with her next change.
      }
    })();
    return () => {
      live = false;
    };
  }, [signedIn]);

  const toggle = useCallback(
    (name: BabyName) => {
      setList((previous) => {
        const next = previous.some((n) => n.id === name.id)
          ? previous.filter((n) => n.id !== name.id)
          : [...previous, name].slice(-MAX);
        write(next);
        if (signedIn) saveToAccount(next).catch(() => undefined);
        return next;
      });
    },
    [signedIn],
  );
  const has = useCallback((id: string) => list.some((n) => n.id === id), [list]);
  return { list, toggle, has };
}

/** The link that opens her list for a partner: library names only. */
export function shareLink(list: readonly BabyName[], origin = window.location.origin): string {
  const ids = list.filter((n) => !n.suggested).map((n) => n.id);
  return `${origin}/baby-names?list=${encodeURIComponent(ids.join(","))}`;
}
