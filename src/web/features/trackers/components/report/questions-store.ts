import { STORAGE_PREFIX } from "../../../../lib/storage.ts";

/**
 * Her questions for the doctor (issue 14 part 10): on this device only, under
 * `saathi_report.questions`, never sent to the account. Storage may be unavailable
 * (private mode): then the list lives for the page only, and she is told.
 */
export const QUESTIONS_KEY = `${STORAGE_PREFIX}report.questions`;
export const QUESTION_MAX = 300;
export const QUESTIONS_MAX = 20;

export interface Question {
  id: string;
  text: string;
}

export function readQuestions(): Question[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(QUESTIONS_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed
          .filter(
            (q): q is Question =>
              typeof q === "object" &&
              q !== null &&
              typeof (q as Question).id === "string" &&
              typeof (q as Question).text === "string",
          )
          .slice(0, QUESTIONS_MAX)
      : [];
  } catch {
    return [];
  }
}

/** False when the device would not keep it. */
export function writeQuestions(questions: Question[]): boolean {
  try {
    if (questions.length) window.localStorage.setItem(QUESTIONS_KEY, JSON.stringify(questions));
    else window.localStorage.removeItem(QUESTIONS_KEY);
    return true;
  } catch {
    return false;
  }
}
