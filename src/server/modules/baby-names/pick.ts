import type { BabyNamesRequestSchema } from "../../../contracts/baby-names.ts";
import { meaningMatcher } from "../../../domain/names/meaning-search.ts";
import { startMatcher } from "../../../domain/names/syllables.ts";
import type { IndexedName } from "./names-library.ts";

export type NamesRequest = ReturnType<typeof BabyNamesRequestSchema.parse>;

/** Every library name that fits her filters. */
export function matching(names: readonly IndexedName[], request: NamesRequest): IndexedName[] {
  const starts = request.startsWith ? startMatcher(request.startsWith) : null;
  const meaning = request.q ? meaningMatcher(request.q) : null;
  return names.filter(
    (n) =>
      (request.origin === "any" || n.origin === request.origin) &&
      (request.gender === "any" || n.gender === request.gender) &&
      (!request.length || n.length === request.length) &&
      (!starts || starts(n)) &&
      (!meaning || meaning(n.keys)),
  );
}

/** k of the items at random (a partial Fisher–Yates shuffle of a copy). */
function sample<T>(items: readonly T[], k: number, random: () => number): T[] {
  const copy = [...items];
  const n = Math.min(k, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

/**
 * A fresh handful on every press: names she was just shown are left out while enough others
 * remain, and used only to fill up otherwise. One entry per spelling when several origins
 * give the same name.
 */
export function pickNames(
  candidates: readonly IndexedName[],
  options: { limit: number; exclude?: readonly string[]; random?: () => number },
): IndexedName[] {
  const random = options.random ?? Math.random;
  const seen = new Set<string>();
  const unique = candidates.filter((n) => {
    const key = n.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const shown = new Set(options.exclude ?? []);
  const fresh = unique.filter((n) => !shown.has(n.id));
  const picked = sample(fresh, options.limit, random);
  if (picked.length < options.limit) {
    const again = unique.filter((n) => shown.has(n.id));
    picked.push(...sample(again, options.limit - picked.length, random));
  }
  return picked;
}
