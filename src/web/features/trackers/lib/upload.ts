import { SYNC_KINDS, type SyncKind } from "../../../../contracts/tracker-kinds.ts";
import type { SyncResult } from "../../../../contracts/trackers.ts";
import { apiRequest } from "../../../lib/api.ts";
import {
  listKey,
  readDeviceItems,
  writeDeviceItems,
  type DeviceItem,
} from "../../../lib/local-first.ts";

const KINDS = Object.keys(SYNC_KINDS) as SyncKind[];
/** What a sync call carries of each kind (the server's own ceiling is 500). */
const BATCH = 200;

/** A device entry as a create: its id and day, without what only the device notes. */
const asCreate = ({
  updatedAt: _updatedAt,
  refused: _refused,
  local: _local,
  ...fields
}: DeviceItem) => fields;

/**
 * Entries kept on this device join her account (issue 14): at sign-in, when the phone comes
 * back online and on each page load while signed in. Each goes with its device id, so a
 * repeat never duplicates; what the account refuses stays on the device, marked, and is not
 * sent again.
 */
export async function uploadDeviceItems(): Promise<string[][]> {
  const batch: Partial<Record<SyncKind, DeviceItem[]>> = {};
  for (const kind of KINDS) {
    const waiting = readDeviceItems(kind).filter((item) => !item.refused);
    if (waiting.length) batch[kind] = waiting.slice(0, BATCH);
  }
  const kinds = Object.keys(batch) as SyncKind[];
  if (!kinds.length) return [];
  const body = Object.fromEntries(kinds.map((kind) => [kind, batch[kind]?.map(asCreate)]));
  const res = await apiRequest("POST", "/api/trackers/sync", body);
  const result = (await res.json()) as SyncResult;
  for (const kind of kinds) {
    const sent = batch[kind] ?? [];
    const refused = new Set(
      (result[kind]?.refused ?? []).map((r) => sent[r.index]?.id).filter(Boolean),
    );
    const sentIds = new Set(sent.map((item) => item.id));
    writeDeviceItems(
      kind,
      readDeviceItems(kind).flatMap((item) => {
        if (!sentIds.has(item.id)) return [item];
        return refused.has(item.id) ? [{ ...item, refused: true }] : [];
      }),
    );
  }
  /** The trackers' first pages to fetch again. */
  return kinds.map(listKey);
}
