import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import type { TestRecord } from "../../../../contracts/test-records.ts";
import { apiRequest } from "../../../lib/api.ts";
import { logError } from "../../../lib/log.ts";
import {
  DEVICE_RECORDS_EVENT,
  readDeviceRecords,
  writeDeviceRecords,
} from "../lib/device-records.ts";
import type { TestRecordView } from "../lib/schedule.ts";

const RECORDS_KEY = ["/api/tests/records"] as const;

function subscribe(onChange: () => void) {
  window.addEventListener(DEVICE_RECORDS_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(DEVICE_RECORDS_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}
const deviceSnapshot = () => JSON.stringify(readDeviceRecords());

type Change = { testId: string } & ({ remove: true } | { doneOn: string; note: string });

/** Her marked tests: the account's when signed in, this device's otherwise (like her pregnancy). */
export function useTestRecords(signedIn: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery<TestRecord[] | null>({ queryKey: RECORDS_KEY, enabled: signedIn });
  const device = useSyncExternalStore(subscribe, deviceSnapshot, () => "{}");
  const records = useMemo(() => {
    const list: [string, TestRecordView][] = signedIn
      ? (server.data ?? []).map((r) => [r.testId, { doneOn: r.doneOn, note: r.note }])
      : Object.entries(JSON.parse(device) as Record<string, TestRecordView>);
    return new Map(list);
  }, [signedIn, server.data, device]);

  const change = useMutation({
    mutationFn: async (next: Change): Promise<void> => {
      if (signedIn) {
        const url = `/api/tests/records/${encodeURIComponent(next.testId)}`;
        const res =
          "remove" in next
            ? await apiRequest("DELETE", url)
            : await apiRequest("PUT", url, { doneOn: next.doneOn, note: next.note });
        queryClient.setQueryData(RECORDS_KEY, (await res.json()) as TestRecord[]);
        return;
      }
      const all = readDeviceRecords();
      if ("remove" in next) delete all[next.testId];
      else
        all[next.testId] = {
          doneOn: next.doneOn,
          note: next.note,
          updatedAt: new Date().toISOString(),
        };
      if (!writeDeviceRecords(all)) throw new Error("device storage unavailable");
    },
  });
  return { records, isLoading: signedIn && server.isPending, change };
}

/** After sign-in, tests marked on this device join the account; then the device copy goes. */
export function useMergeTestRecords(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (!signedIn) {
      started.current = false;
      return;
    }
    const device = readDeviceRecords();
    if (started.current || Object.keys(device).length === 0) return;
    started.current = true;
    const records = Object.entries(device).map(([testId, r]) => ({ testId, ...r }));
    apiRequest("POST", "/api/tests/records/merge", { records })
      .then(async (res) => {
        queryClient.setQueryData(RECORDS_KEY, (await res.json()) as TestRecord[]);
        writeDeviceRecords({});
      })
      .catch((error: unknown) => logError("could not save this device's test records", error));
  }, [signedIn, queryClient]);
}
