import type {
  DueDateUpdate,
  PregnancyData,
  PregnancyEnded,
  StageUpdateResponse,
} from "../../../contracts/pregnancy.ts";
import { endState, isPlausibleBirthDate, PREGNANCY_OUTCOMES } from "../../../domain/birth.ts";
import { addDays, type IsoDate } from "../../../domain/dates.ts";
import type { Language } from "../../../domain/language.ts";
import {
  dueDateFromConception,
  dueDateFromIvf,
  dueDateFromLmp,
  dueDateFromWeek,
  DUE_DATE_METHODS,
  isPlausibleDate,
  selectionToWeek,
  STAGE_TYPES,
  weekFromDueDate,
  type StageType,
} from "../../../domain/pregnancy.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { BabyDevelopmentService } from "../baby-development/baby-development.service.ts";
import { fieldError, message } from "./pregnancy.messages.ts";
import { createPregnancyRepository, type PregnancyRow } from "./pregnancy.repository.ts";

/** The server's calendar day; the web recomputes the week from the due date on the user's own day. */
const today = (): IsoDate => new Date().toISOString().slice(0, 10);

function toData(row: PregnancyRow): PregnancyData {
  return {
    currentWeek: weekFromDueDate(row.dueDate, today()),
    dueDate: row.dueDate,
    lastUpdated: row.updatedAt.toISOString(),
    stageType: STAGE_TYPES.find((type) => type === row.stageType) ?? null,
    stageValue: row.stageValue,
    method: DUE_DATE_METHODS.find((method) => method === row.method) ?? "stage",
    ended: row.endedAt !== null,
    outcome: PREGNANCY_OUTCOMES.find((outcome) => outcome === row.outcome) ?? null,
    birthDate: row.birthDate,
  };
}

function checkDate(update: DueDateUpdate, day: IsoDate): void {
  if (!isPlausibleDate(update.method, update.date, day)) {
    throw new AppError(400, "VALIDATION_FAILED", "Please check the highlighted fields.", {
      date: "errors.dateOutOfRange",
    });
  }
}

/**
 * The user's "today" may be a day either side of the server's UTC day (UTC−12 to UTC+14),
 * so a birth date is accepted when it fits her calendar in some time zone: a baby born
 * this morning in India is not "in the future" while it is still yesterday in UTC.
 */
function isBirthDayOnSomeCalendar(birthDate: IsoDate): boolean {
  return [-1, 0, 1].some((offset) => isPlausibleBirthDate(birthDate, addDays(today(), offset)));
}

export function createPregnancyService(deps: {
  db: Database;
  development: BabyDevelopmentService;
}) {
  const repo = createPregnancyRepository(deps.db);

  function withDevelopment(row: PregnancyRow, language: Language): StageUpdateResponse {
    const pregnancyData = toData(row);
    return {
      pregnancyData,
      babyDevelopment: pregnancyData.ended
        ? null
        : deps.development.forWeek(pregnancyData.currentWeek, language),
    };
  }

  return {
    async get(userId: string): Promise<PregnancyData | null> {
      const row = await repo.get(userId);
      return row ? toData(row) : null;
    },

    /** 001 §4: a stage selection becomes a week, and the week a due date. */
    async updateStage(
      userId: string,
      stageType: StageType,
      stageValue: number,
      language: Language,
    ) {
      const dueDate = dueDateFromWeek(selectionToWeek(stageType, stageValue), today());
      const row = await repo.save(userId, { dueDate, method: "stage", stageType, stageValue });
      return withDevelopment(row, language);
    },

    async setDueDate(userId: string, update: DueDateUpdate, language: Language) {
      checkDate(update, today());
      const dueDate =
        update.method === "lmp"
          ? dueDateFromLmp(update.date, update.cycleLength ?? 28)
          : update.method === "conception"
            ? dueDateFromConception(update.date)
            : update.method === "ivf"
              ? dueDateFromIvf(update.date, update.embryoDay ?? 5)
              : update.date;
      const row = await repo.save(userId, {
        dueDate,
        method: update.method,
        stageType: null,
        stageValue: null,
      });
      return withDevelopment(row, language);
    },

    /** "My baby is born" or "My pregnancy has ended" (the default), and the undo. */
    async setEnded(
      userId: string,
      change: PregnancyEnded,
      language: Language,
    ): Promise<PregnancyData> {
      const { outcome, birthDate } = endState(change);
      if (birthDate !== null && !isBirthDayOnSomeCalendar(birthDate)) {
        throw fieldError("birthDate", "errors.birthDateOutOfRange", language);
      }
      const endedAt = change.ended ? new Date() : null;
      const row = await repo.setEnded(userId, { endedAt, outcome, birthDate });
      if (!row) throw new AppError(404, "NOT_FOUND", message("noPregnancy", language));
      return toData(row);
    },
  };
}
export type PregnancyService = ReturnType<typeof createPregnancyService>;
