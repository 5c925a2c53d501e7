import { SYNC_KINDS, type SyncKind } from "../../../../contracts/tracker-kinds.ts";
import { dropDeviceItems, readDeviceItems } from "../../../lib/local-first.ts";

/** How long a deleted tracker entry can be brought back (the journal's time too). */
export const UNDO_MS = 5_000;

/**
 * A tracker entry she has just deleted (issue 14): hidden from every list at once, and really
 * deleted only when the undo time is over. One at a time: a second delete completes the first.
 */
export interface PendingDelete {
  kind: SyncKind;
  id: string;
  /** Sends the delete (device or account) and says how it went. */
  commit: () => void;
}

let pending: PendingDelete | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(next: PendingDelete | null) {
  pending = next;
  for (const listener of listeners) listener();
}

export function currentDelete(): PendingDelete | null {
  return pending;
}

export function subscribeDelete(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Completes the waiting delete now (its time is over, or another delete started). */
export function commitDelete(): void {
  const waiting = pending;
  clearTimeout(timer);
  if (!waiting) return;
  publish(null);
  waiting.commit();
}

export function deleteLater(next: PendingDelete): void {
  commitDelete();
  publish(next);
  timer = setTimeout(commitDelete, UNDO_MS);
}

export function undoDelete(): void {
  clearTimeout(timer);
  publish(null);
}

/**
 * Leaving or reloading the page within the undo time still deletes: an ordinary request may be
 * cut off as the page goes, so this one is sent with keepalive (the device's list is written
 * at once).
 */
function sendBeforeLeaving() {
  const waiting = pending;
  if (!waiting) return;
  clearTimeout(timer);
  pending = null;
  if (readDeviceItems(waiting.kind).some((item) => item.id === waiting.id)) {
    dropDeviceItems(waiting.kind, new Set([waiting.id]));
    return;
  }
  void fetch(`${SYNC_KINDS[waiting.kind]}/${waiting.id}`, {
    method: "DELETE",
    credentials: "include",
    keepalive: true,
    headers: { Accept: "application/json" },
  }).catch(() => undefined);
}
if (typeof window !== "undefined") window.addEventListener("pagehide", sendBeforeLeaving);
