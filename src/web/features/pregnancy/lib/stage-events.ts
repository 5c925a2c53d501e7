import type { PregnancyData } from "../../../../contracts/pregnancy.ts";
import { readStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

/** 000 §9 / 001 §4: the event name of a stage update. */
export const STAGE_EVENT = "pregnancy_stage_updated";

/**
 * 001 §4 stage-updated event: the week and the event (with a timestamp) are stored, which
 * also notifies other tabs through the storage event, and the event goes to this tab.
 */
export function publishStageUpdated(data: PregnancyData): void {
  const event = { ...data, timestamp: Date.now() };
  writeStored(StorageKeys.currentPregnancyWeek, String(data.currentWeek));
  writeStored(StorageKeys.lastPregnancyUpdate, JSON.stringify(event));
  window.dispatchEvent(new CustomEvent(STAGE_EVENT, { detail: event }));
}

/** The Sync action: publish the last stored event again (the caller refetches). */
export function republishLastStageUpdate(): void {
  const raw = readStored(StorageKeys.lastPregnancyUpdate);
  if (!raw) return;
  try {
    window.dispatchEvent(new CustomEvent(STAGE_EVENT, { detail: JSON.parse(raw) as unknown }));
  } catch {
    /* a damaged entry is ignored */
  }
}
