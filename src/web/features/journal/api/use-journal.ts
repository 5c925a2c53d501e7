import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import type { JournalEntry } from "../../../../contracts/journal.ts";
import type { Page } from "../../../../contracts/tracker-common.ts";
import type { Mood } from "../../../../domain/trackers/moods.ts";
import { apiRequest } from "../../../lib/api.ts";
import {
  dropDeviceEntry,
  putDeviceEntry,
  readDeviceEntries,
  subscribeDeviceEntries,
} from "../lib/journal-device.ts";

/** An entry as the journal shows it: `pending` when only this device has it so far. */
export type ShownEntry = JournalEntry & { pending?: boolean };
export interface EntryFields {
  title: string;
  content: string;
  mood: Mood;
}

/** The same first page the sign-in upload fetches again once the device's entries joined. */
export const JOURNAL_KEY = ["/api/journal?limit=100"];

/**
 * Her journal (issue 14 part 9): the account's entries when signed in, with any this device
 * still holds shown first as pending; the device's alone when signed out (they join the
 * account at sign-in). A signed-in save that fails is reported, and her draft stays.
 */
export function useJournal(signedIn: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery<Page<JournalEntry> | null>({ queryKey: JOURNAL_KEY, enabled: signedIn });
  const deviceJson = useSyncExternalStore(
    subscribeDeviceEntries,
    () => JSON.stringify(readDeviceEntries()),
    () => "[]",
  );
  const entries = useMemo((): ShownEntry[] => {
    const device = (JSON.parse(deviceJson) as JournalEntry[]).map((entry) => ({
      ...entry,
      pending: signedIn,
    }));
    if (!signedIn) return device;
    const held = new Set(device.map((entry) => entry.id));
    return [...device, ...(server.data?.items ?? []).filter((entry) => !held.has(entry.id))];
  }, [deviceJson, server.data, signedIn]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: JOURNAL_KEY });
  const onDevice = (id: string) => readDeviceEntries().some((entry) => entry.id === id);

  const create = useMutation({
    mutationFn: async (fields: EntryFields) => {
      const now = new Date().toISOString();
      const entry: JournalEntry = {
        ...fields,
        id: crypto.randomUUID(),
        createdAt: now,
        updatedAt: now,
      };
      if (!signedIn) {
        if (!putDeviceEntry(entry)) throw new Error("storage");
        return;
      }
      await apiRequest("POST", "/api/journal", { ...fields, id: entry.id });
      await refresh();
    },
  });

  const update = useMutation({
    mutationFn: async ({ id, ...fields }: EntryFields & { id: string }) => {
      const held = readDeviceEntries().find((entry) => entry.id === id);
      if (held) {
        if (!putDeviceEntry({ ...held, ...fields, updatedAt: new Date().toISOString() }))
          throw new Error("storage");
        return;
      }
      await apiRequest("PATCH", `/api/journal/${id}`, fields);
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: async (id: string) => {
      if (onDevice(id)) {
        if (!dropDeviceEntry(id)) throw new Error("storage");
        return;
      }
      await apiRequest("DELETE", `/api/journal/${id}`);
      await refresh();
    },
  });

  return {
    entries,
    isLoading: signedIn && server.isPending,
    isError: signedIn && server.isError,
    refetch: () => server.refetch(),
    create,
    update,
    remove,
  };
}
