import { readStored, removeStored, StorageKeys, writeStored } from "../../../lib/storage.ts";

export interface DeviceRecord {
  doneOn: string;
  note: string;
  updatedAt: string;
}
export const DEVICE_RECORDS_EVENT = "saathi:test-records";

/** Tests she marked done while signed out: kept on this device until she signs in. */
export function readDeviceRecords(): Record<string, DeviceRecord> {
  try {
    const parsed: unknown = JSON.parse(readStored(StorageKeys.testRecords) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, DeviceRecord>) : {};
  } catch {
    return {};
  }
}

export function writeDeviceRecords(records: Record<string, DeviceRecord>): boolean {
  const saved = Object.keys(records).length
    ? writeStored(StorageKeys.testRecords, JSON.stringify(records))
    : removeStored(StorageKeys.testRecords);
  window.dispatchEvent(new Event(DEVICE_RECORDS_EVENT));
  return saved;
}
