import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import type { ItemBase, Page } from "../../contracts/tracker-common.ts";
import { SYNC_KINDS, type SyncKind } from "../../contracts/tracker-kinds.ts";
import { apiRequest } from "./api.ts";
import { readStored, removeStored, writeStored } from "./storage.ts";

/**
 * Local-first entries (issue 14), shared by every tracker and the journal: what she logs while
 * signed out, and anything the account could not take yet, is kept on this device under
 * "saathi_tracker.<kind>" with the id the server will keep, so uploading twice never makes a
 * duplicate. Signed in, the account's first page is shown with the device's entries first.
 */
export type DeviceItem = ItemBase & Record<string, unknown>;
export const DEVICE_ITEMS_EVENT = "saathi:tracker-items";
/** The newest entries a list shows; older ones are a page away on the server. */
export const LOCAL_FIRST_PAGE = 100;
/** The query of a kind's first page (shared by its screen and the sign-in upload). */
export const firstPageKey = (kind: SyncKind) => [`${SYNC_KINDS[kind]}?limit=${LOCAL_FIRST_PAGE}`];

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

/** The message of a failure to write this device's storage (private mode, full). */
export const STORAGE_FAILED = "storage";

/** Changes an entry where it lives: on this device if it holds it, else on her account. */
export async function updateEntry(kind: SyncKind, id: string, patch: Record<string, unknown>) {
  const held = readDeviceItems(kind).find((item) => item.id === id);
  if (held) {
    if (!putDeviceItem(kind, { ...held, ...patch, updatedAt: new Date().toISOString() }))
      throw new Error(STORAGE_FAILED);
    return false;
  }
  await apiRequest("PATCH", `${SYNC_KINDS[kind]}/${id}`, patch);
  return true;
}

/** Deletes an entry where it lives; true when the account's list changed. */
export async function removeEntry(kind: SyncKind, id: string) {
  const device = readDeviceItems(kind);
  if (device.some((item) => item.id === id)) {
    if (!dropDeviceItems(kind, new Set([id]))) throw new Error(STORAGE_FAILED);
    return false;
  }
  await apiRequest("DELETE", `${SYNC_KINDS[kind]}/${id}`);
  return true;
}

/** A 4xx other than 429 is about the entry itself: keeping it for later would not help. */
const refusedByServer = (error: unknown) =>
  error instanceof Error && /^4(?!29)\d\d:/.test(error.message);

export interface LocalFirstOptions {
  /**
   * A signed-in create the account could not take (offline, a server fault): true keeps it on
   * the device as pending, sent later (trackers); false reports it (the journal keeps her draft).
   */
  keepFailedCreate: boolean;
}
/** What a create sends; `local` is kept only beside an entry the device holds, shown as its own. */
export type CreateFields = Record<string, unknown> & { local?: Record<string, unknown> };
/** An entry as shown: `pending` when only this device has it so far. */
export type Shown<T> = T & { pending?: boolean };

/** A device entry as shown: its `local` extras read as its own fields. */
const shownFromDevice = ({ local, ...item }: DeviceItem): DeviceItem => ({
  ...item,
  ...(local && typeof local === "object" ? local : {}),
});

/**
 * Creates an entry: on this device when signed out, else on her account with the id the
 * device chose (so a retry never duplicates). `onAccount` when the account's list changed.
 */
export async function createEntry(
  kind: SyncKind,
  signedIn: boolean,
  { local, ...fields }: CreateFields,
  options: LocalFirstOptions,
): Promise<{ entry: Shown<DeviceItem>; onAccount: boolean }> {
  const item = newDeviceItem(local ? { ...fields, local } : fields);
  if (!signedIn) {
    if (!putDeviceItem(kind, item)) throw new Error(STORAGE_FAILED);
    return { entry: shownFromDevice(item), onAccount: false };
  }
  try {
    const res = await apiRequest("POST", SYNC_KINDS[kind], { ...fields, id: item.id });
    return { entry: (await res.json()) as DeviceItem, onAccount: true };
  } catch (error) {
    if (!options.keepFailedCreate || refusedByServer(error) || !putDeviceItem(kind, item))
      throw error;
    return { entry: { ...shownFromDevice(item), pending: true }, onAccount: false };
  }
}

/** One kind's entries, device and account merged, with create / update / remove. */
export function useLocalFirst<T extends ItemBase>(
  kind: SyncKind,
  signedIn: boolean,
  options: LocalFirstOptions,
) {
  const queryClient = useQueryClient();
  const key = firstPageKey(kind);
  const server = useQuery<Page<T> | null>({ queryKey: key, enabled: signedIn });
  const deviceJson = useSyncExternalStore(
    subscribeDeviceItems,
    () => JSON.stringify(readDeviceItems(kind)),
    () => "[]",
  );
  const items = useMemo((): Shown<T>[] => {
    const device = (JSON.parse(deviceJson) as DeviceItem[]).map(
      (item) => ({ ...shownFromDevice(item), pending: signedIn }) as unknown as Shown<T>,
    );
    if (!signedIn) return device;
    const held = new Set(device.map((item) => item.id));
    return [...device, ...(server.data?.items ?? []).filter((item) => !held.has(item.id))];
  }, [deviceJson, server.data, signedIn]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    /** The stored entry (with an `alert` where the server found a danger sign). */
    mutationFn: async (fields: CreateFields): Promise<Shown<T>> => {
      const { entry, onAccount } = await createEntry(kind, signedIn, fields, options);
      if (onAccount) await refresh();
      return entry as Shown<T>;
    },
  });

  const update = useMutation({
    mutationFn: async ({ id, ...patch }: { id: string } & Record<string, unknown>) => {
      if (await updateEntry(kind, id, patch)) await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (await removeEntry(kind, id)) await refresh();
    },
  });

  return {
    items,
    signedIn,
    isLoading: signedIn && server.isPending,
    isError: signedIn && server.isError,
    refetch: () => server.refetch(),
    create,
    update,
    remove,
  };
}
