import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import type { ItemBase, Page } from "../../../../contracts/tracker-common.ts";
import { SYNC_KINDS, type SyncKind } from "../../../../contracts/tracker-kinds.ts";
import { apiRequest } from "../../../lib/api.ts";
import { trackerKey } from "../lib/tracker-key.ts";
import {
  newDeviceItem,
  putDeviceItem,
  readDeviceItems,
  subscribeDeviceItems,
  writeDeviceItems,
  type DeviceItem,
} from "../lib/device-items.ts";

/** An entry as a tracker shows it: `pending` when only this device has it so far. */
export type Shown<T> = T & { pending?: boolean };

/**
 * What a create sends: the contract's fields, and optionally `local`, what only the device
 * keeps beside an entry it holds (her week on the day, the alert the check found) and shows
 * as part of it; the account works these out again itself when the entry reaches it.
 */
export type CreateFields = Record<string, unknown> & { local?: Record<string, unknown> };

/** A device entry as shown: its `local` extras read as its own fields. */
const shownFromDevice = ({ local, ...item }: DeviceItem): DeviceItem => ({
  ...item,
  ...(local && typeof local === "object" ? local : {}),
});

/** A 4xx other than 429 is about the entry itself: keeping it for later would not help. */
const refusedByServer = (error: unknown) =>
  error instanceof Error && /^4(?!29)\d\d:/.test(error.message);

/**
 * One tracker's entries (issue 14): the account's when she is signed in, with anything this
 * device still holds shown first as pending; the device's alone when signed out. A save that
 * cannot reach the account (offline, a server fault) is kept on the device and sent later.
 */
export function useTracker<T extends ItemBase>(kind: SyncKind, signedIn: boolean) {
  const queryClient = useQueryClient();
  const key = trackerKey(kind);
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
    mutationFn: async ({ local, ...fields }: CreateFields): Promise<Shown<T>> => {
      const item = newDeviceItem(local ? { ...fields, local } : fields);
      if (!signedIn) {
        if (!putDeviceItem(kind, item)) throw new Error("device storage unavailable");
        return shownFromDevice(item) as unknown as T;
      }
      try {
        const res = await apiRequest("POST", SYNC_KINDS[kind], { ...fields, id: item.id });
        const stored = (await res.json()) as T;
        await refresh();
        return stored;
      } catch (error) {
        if (refusedByServer(error) || !putDeviceItem(kind, item)) throw error;
        return { ...(shownFromDevice(item) as unknown as T), pending: true };
      }
    },
  });

  const update = useMutation({
    mutationFn: async ({ id, ...patch }: { id: string } & Record<string, unknown>) => {
      const device = readDeviceItems(kind);
      const held = device.find((item) => item.id === id);
      if (held) {
        const next: DeviceItem = { ...held, ...patch, updatedAt: new Date().toISOString() };
        if (!putDeviceItem(kind, next)) throw new Error("device storage unavailable");
        return;
      }
      await apiRequest("PATCH", `${SYNC_KINDS[kind]}/${id}`, patch);
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      const device = readDeviceItems(kind);
      if (device.some((item) => item.id === id)) {
        writeDeviceItems(
          kind,
          device.filter((item) => item.id !== id),
        );
        return;
      }
      await apiRequest("DELETE", `${SYNC_KINDS[kind]}/${id}`);
      await refresh();
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
