import { expect } from "vitest";
import { triage, type TriageLevel } from "../../src/domain/triage/index.ts";

/** Each message with the level triage must give it, the message named in a failure. */
export function expectLevels(cases: [text: string, level: TriageLevel][]): void {
  for (const [text, level] of cases) expect(triage(text).level, text).toBe(level);
}

/** Every message at one level. */
export const expectAll = (texts: string[], level: TriageLevel): void =>
  expectLevels(texts.map((text) => [text, level]));
