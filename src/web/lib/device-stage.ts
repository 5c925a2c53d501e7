import { isIsoDate, localIsoDate } from "../../domain/dates.ts";
import { knownStage, type KnownStage } from "../../domain/triage/stage.ts";
import { readStored } from "./storage.ts";

/**
 * Where she is by the pregnancy saved on this device, on her own calendar day: the
 * companion's triage reads it when a message does not say how far along she is. Read
 * defensively (old or hand-edited data): anything unreadable is "not known".
 */
export function deviceStage(): KnownStage {
  try {
    const saved = JSON.parse(readStored("pregnancyData") ?? "null") as Record<string, unknown>;
    const date = (value: unknown) => (typeof value === "string" && isIsoDate(value) ? value : null);
    const dueDate = date(saved?.dueDate);
    if (!dueDate) return {};
    return knownStage(
      {
        dueDate,
        ended: saved.ended === true,
        outcome: saved.outcome === "born" || saved.outcome === "loss" ? saved.outcome : null,
        birthDate: date(saved.birthDate),
      },
      localIsoDate(),
    );
  } catch {
    return {};
  }
}
