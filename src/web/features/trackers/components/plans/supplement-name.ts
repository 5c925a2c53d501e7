import { BUILT_IN_SUPPLEMENTS } from "../../../../../domain/trackers/supplements.ts";

const BUILT_IN: readonly string[] = BUILT_IN_SUPPLEMENTS;

/** A supplement's name in her language: IFA and calcium translated, her own names as typed. */
export const supplementLabel = (name: string, t: (key: string) => string): string =>
  BUILT_IN.includes(name) ? t(`supplements.names.${name}`) : name;

export const isBuiltIn = (name: string) => BUILT_IN.includes(name);
