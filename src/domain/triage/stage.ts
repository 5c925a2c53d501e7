import { babyAge } from "../birth.ts";
import type { IsoDate } from "../dates.ts";
import { weekFromDueDate } from "../pregnancy.ts";
import type { Numbers } from "./numbers.ts";

/**
 * Where Saathi already knows she is (her saved pregnancy), for a message that does not
 * say it: "a little bleeding" at 30 weeks needs checking now, at 8 weeks today (NHS).
 */
export interface KnownStage {
  week?: number | undefined;
  daysSinceBirth?: number | undefined;
}

/** Her saved pregnancy as a stage: the week while it goes on, the days since a birth. */
export function knownStage(
  pregnancy: {
    dueDate: IsoDate;
    ended: boolean;
    outcome?: "born" | "loss" | null | undefined;
    birthDate?: IsoDate | null | undefined;
  } | null,
  today: IsoDate,
): KnownStage {
  if (!pregnancy) return {};
  if (pregnancy.outcome === "born" && pregnancy.birthDate)
    return { daysSinceBirth: babyAge(pregnancy.birthDate, today).days };
  if (pregnancy.ended) return {};
  return { week: weekFromDueDate(pregnancy.dueDate, today) };
}

/**
 * The numbers a message gives, with the known stage where it says none. What she writes
 * wins: a week or a time since the birth in the message, or words of the other stage
 * ("after my delivery" when a pregnancy is saved, "I'm pregnant" after a birth), leave the
 * message as it reads.
 */
export function withKnownStage(
  numbers: Numbers,
  known: KnownStage,
  says: { afterBirth: boolean; pregnant: boolean },
): Numbers {
  if (numbers.week !== null || numbers.daysSinceBirth !== null) return numbers;
  if (known.daysSinceBirth !== undefined && !says.pregnant)
    return { ...numbers, daysSinceBirth: known.daysSinceBirth };
  if (known.week !== undefined && !says.afterBirth) return { ...numbers, week: known.week };
  return numbers;
}
