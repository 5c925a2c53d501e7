import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { SymptomsGuidance } from "../../../../../contracts/guidance-api.ts";

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The reviewed symptom list (content/guidance/symptoms.json) in her language, every
 * trimester: an entry stores the symptom's id, shown by its name. The query key is the one
 * the Symptoms tab of /diet-exercise uses, so the two share what was fetched.
 */
export function useSymptomList(language: string) {
  const query = useQuery<SymptomsGuidance>({
    queryKey: [`/api/guidance/symptoms?lang=${language}`],
    staleTime: 60 * 60 * 1000,
  });
  return useMemo(() => {
    const list = (query.data?.symptoms ?? [])
      .map((s) => ({ id: s.id, name: s.name }))
      // By code point: Devanagari's is the alphabet's order, and a collator loads the
      // browser's collation data while the page starts (about 25 ms of script at 4x CPU).
      .sort((a, b) => byCodePoint(a.name.toLowerCase(), b.name.toLowerCase()));
    const names = new Map(list.map((s) => [s.id, s.name]));
    return {
      list,
      isError: query.isError,
      /** A listed symptom's name; her own words as she wrote them. */
      nameOf: (symptom: string) => names.get(symptom) ?? symptom,
      isListed: (symptom: string) => names.has(symptom),
    };
  }, [query.data, query.isError]);
}
