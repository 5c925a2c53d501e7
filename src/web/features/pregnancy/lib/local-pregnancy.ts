import type { PregnancyData, PregnancyEnded } from "../../../../contracts/pregnancy.ts";
import { endState, PREGNANCY_OUTCOMES } from "../../../../domain/birth.ts";
import { isIsoDate, localIsoDate } from "../../../../domain/dates.ts";
import { weekFromDueDate } from "../../../../domain/pregnancy.ts";
import { readStored, removeStored, writeStored } from "../../../lib/storage.ts";

/**
 * Pregnancy data kept on this device (001 §3 local markers): signed-out users keep it
 * here, and on sign-in it is merged with the account's (001 §4 "which data wins").
 */
export interface LocalPregnancy extends PregnancyData {
  _userSpecified: boolean;
  _timestamp: number;
  _source: "user";
  _priority: 100;
}

export function readLocalPregnancy(): LocalPregnancy | null {
  return parseLocalPregnancy(readStored("pregnancyData"));
}

export function parseLocalPregnancy(raw: string | null): LocalPregnancy | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as LocalPregnancy;
    return typeof value.dueDate === "string" ? { ...value, ...storedEnd(value) } : null;
  } catch {
    return null;
  }
}

/**
 * How it ended, read defensively: data saved before outcomes existed has only `ended`
 * (which meant loss). A birth without a readable date shows the pregnancy again rather
 * than guess, and never turns into condolences.
 */
function storedEnd(value: Partial<PregnancyData>): ReturnType<typeof endState> {
  const outcome = PREGNANCY_OUTCOMES.find((known) => known === value.outcome);
  const birthDate = typeof value.birthDate === "string" ? value.birthDate : "";
  if (outcome === "born" && !isIsoDate(birthDate)) return endState({ ended: false });
  return endState({ ended: value.ended === true, outcome, birthDate });
}

/** The request that tells the account how this device's pregnancy ended (sign-in merge). */
export function endRequestOf(data: PregnancyData): PregnancyEnded | null {
  if (!data.ended) return null;
  return data.outcome === "born" && data.birthDate
    ? { ended: true, outcome: "born", birthDate: data.birthDate }
    : { ended: true, outcome: "loss" };
}

export function saveLocalPregnancy(
  data: Omit<PregnancyData, "lastUpdated" | "currentWeek">,
): LocalPregnancy {
  const now = Date.now();
  const value: LocalPregnancy = {
    ...data,
    currentWeek: weekFromDueDate(data.dueDate, localIsoDate()),
    lastUpdated: new Date(now).toISOString(),
    _userSpecified: true,
    _timestamp: now,
    _source: "user",
    _priority: 100,
  };
  writeStored("pregnancyData", JSON.stringify(value));
  writeStored("preventOverwrite", "true");
  return value;
}

export function clearLocalPregnancy(): void {
  removeStored("pregnancyData");
  removeStored("preventOverwrite");
}

/**
 * 001 §4: when both exist, data the user set on this device wins; otherwise the newer
 * timestamp wins.
 */
export function chooseWinner(
  local: LocalPregnancy | null,
  server: PregnancyData | null,
): { winner: "local" | "server" | "none"; data: PregnancyData | null } {
  if (!local && !server) return { winner: "none", data: null };
  if (!server) return { winner: "local", data: local };
  if (!local) return { winner: "server", data: server };
  if (local._userSpecified) return { winner: "local", data: local };
  return Date.parse(server.lastUpdated) >= local._timestamp
    ? { winner: "server", data: server }
    : { winner: "local", data: local };
}
