import type { SyncKind } from "../../../../contracts/tracker-kinds.ts";
import type { ItemBase } from "../../../../contracts/tracker-common.ts";
import { readStored, removeStored, writeStored } from "../../../lib/storage.ts";

/**
 * Tracker entries kept on this device (issue 14, local-first): everything she logs while
 * signed out, and anything the account could not take yet (offline, a failed save). Each has
 * the id the server will keep, so uploading twice never makes a duplicate.
 */
export type DeviceItem = ItemBase & Record<string, unknown>;
export const DEVICE_ITEMS_EVENT = "saathi:tracker-items";

const keyOf = (kind: SyncKind) => `tracker.${kind}` as const;

export function readDeviceItems(kind: SyncKind): DeviceItem[] {
  try {
    const parsed: unknown = JSON.parse(readStored(keyOf(kind)) ?? "[]");
    return Array.isArray(parsed)
      ? (parsed as unknown[]).filter(
          (item): item is DeviceItem =>
            typeof item === "object" &&
            item !== null &&
            "id" in item &&
            typeof item.id === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** Newest first, like the server's pages. False when the device would not store it. */
export function writeDeviceItems(kind: SyncKind, items: DeviceItem[]): boolean {
  const sorted = [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const saved = sorted.length
    ? writeStored(keyOf(kind), JSON.stringify(sorted))
    : removeStored(keyOf(kind));
  window.dispatchEvent(new CustomEvent(DEVICE_ITEMS_EVENT, { detail: kind }));
  return saved;
}

export function putDeviceItem(kind: SyncKind, item: DeviceItem): boolean {
  return writeDeviceItems(kind, [item, ...readDeviceItems(kind).filter((i) => i.id !== item.id)]);
}

export function dropDeviceItems(kind: SyncKind, ids: Set<string>): boolean {
  return writeDeviceItems(
    kind,
    readDeviceItems(kind).filter((item) => !ids.has(item.id)),
  );
}

export function subscribeDeviceItems(onChange: () => void): () => void {
  window.addEventListener(DEVICE_ITEMS_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(DEVICE_ITEMS_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** A new entry as the device first keeps it. */
export function newDeviceItem(fields: Record<string, unknown>): DeviceItem {
  const now = new Date().toISOString();
  return { ...fields, id: crypto.randomUUID(), createdAt: now, updatedAt: now };
}
