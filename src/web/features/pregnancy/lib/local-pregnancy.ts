import type { PregnancyData } from "../../../../contracts/pregnancy.ts";
import { localIsoDate } from "../../../../domain/dates.ts";
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
    return typeof value.dueDate === "string" ? value : null;
  } catch {
    return null;
  }
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
