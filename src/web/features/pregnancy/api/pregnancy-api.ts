import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type {
  BabyDevelopment,
  DueDateUpdate,
  PregnancyData,
  PregnancyEnded,
  StageUpdateResponse,
} from "../../../../contracts/pregnancy.ts";
import { endState } from "../../../../domain/birth.ts";
import { localIsoDate } from "../../../../domain/dates.ts";
import {
  dueDateFromConception,
  dueDateFromIvf,
  dueDateFromLmp,
  dueDateFromWeek,
  selectionToWeek,
  weekFromDueDate,
  type StageType,
} from "../../../../domain/pregnancy.ts";
import { apiRequest, throwIfResNotOk } from "../../../lib/api.ts";
import { readStored, StorageKeys, storageKey } from "../../../lib/storage.ts";
import { publishStageUpdated, republishLastStageUpdate, STAGE_EVENT } from "../lib/stage-events.ts";
import {
  parseLocalPregnancy,
  readLocalPregnancy,
  saveLocalPregnancy,
} from "../lib/local-pregnancy.ts";

export const PREGNANCY_KEY = ["/api/pregnancy"] as const;
export const developmentKey = (week: number, language: string) =>
  ["/api/baby-development", week, language] as const;

/** The week read on the user's own calendar day (the server's day may differ near midnight). */
const withToday = (data: PregnancyData | null | undefined): PregnancyData | null =>
  data ? { ...data, currentWeek: weekFromDueDate(data.dueDate, localIsoDate()) } : null;

/**
 * The pregnancy to show: the account's when signed in (001 §7), this device's otherwise.
 * Stage updates in this tab and other tabs (storage events) refresh it.
 */
export function usePregnancy(signedIn: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery<PregnancyData | null>({ queryKey: PREGNANCY_KEY, enabled: signedIn });
  // An external store: React reads it again once subscribed, so a save in another tab
  // between this tab's first render and its subscription is not missed.
  const raw = useSyncExternalStore(subscribeToStage, readLocalRaw, serverSnapshot);
  const local = useMemo(() => parseLocalPregnancy(raw), [raw]);

  useEffect(
    () => subscribeToStage(() => void queryClient.invalidateQueries({ queryKey: PREGNANCY_KEY })),
    [queryClient],
  );

  return {
    data: withToday(signedIn ? server.data : local),
    isLoading: signedIn && server.isPending,
    isError: signedIn && server.isError,
    isLocal: !signedIn,
  };
}

/** 001 §2 Sync: refetch the pregnancy and publish the last stored stage update again. */
export function useForceSync(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    republishLastStageUpdate();
    await queryClient.refetchQueries({ queryKey: PREGNANCY_KEY });
  };
}

/** Stage updates in this tab (STAGE_EVENT) and in other tabs (storage events). */
function subscribeToStage(onChange: () => void): () => void {
  const watched = [StorageKeys.pregnancyData, StorageKeys.lastPregnancyUpdate].map(storageKey);
  const onStorage = (event: StorageEvent) => {
    if (event.key && watched.includes(event.key)) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(STAGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(STAGE_EVENT, onChange);
  };
}
const readLocalRaw = () => readStored("pregnancyData");
const serverSnapshot = () => null;

type Change =
  | { kind: "stage"; stageType: StageType; stageValue: number }
  | ({ kind: "due-date" } & DueDateUpdate)
  | ({ kind: "ended" } & PregnancyEnded);

function localDueDate(change: Extract<Change, { kind: "due-date" }>): string {
  if (change.method === "lmp") return dueDateFromLmp(change.date, change.cycleLength ?? 28);
  if (change.method === "conception") return dueDateFromConception(change.date);
  if (change.method === "ivf") return dueDateFromIvf(change.date, change.embryoDay ?? 5);
  return change.date;
}

/** Applies a change on this device (signed out) the way the server would. */
function applyLocally(change: Change): StageUpdateResponse {
  const current = readLocalPregnancy();
  const base = { stageType: null, stageValue: null, ...endState({ ended: false }) } as const;
  const next =
    change.kind === "stage"
      ? {
          ...base,
          method: "stage" as const,
          stageType: change.stageType,
          stageValue: change.stageValue,
          dueDate: dueDateFromWeek(
            selectionToWeek(change.stageType, change.stageValue),
            localIsoDate(),
          ),
        }
      : change.kind === "due-date"
        ? { ...base, method: change.method, dueDate: localDueDate(change) }
        : current
          ? { ...current, ...endState(change) }
          : null;
  if (!next) throw new Error("There is no pregnancy to update.");
  return { pregnancyData: saveLocalPregnancy(next), babyDevelopment: null };
}

async function applyOnServer(change: Change, language: string): Promise<StageUpdateResponse> {
  const { kind, ...body } = change;
  if (kind === "ended") {
    // ?lang: a refused birth date comes back worded in the language she reads.
    const res = await apiRequest("POST", `/api/pregnancy/ended?lang=${language}`, body);
    return { pregnancyData: (await res.json()) as PregnancyData, babyDevelopment: null };
  }
  const path = kind === "stage" ? "update-with-development" : "due-date";
  const res = await apiRequest("POST", `/api/pregnancy/${path}?lang=${language}`, body);
  return (await res.json()) as StageUpdateResponse;
}

/**
 * 001 §4 stage update: save (account or device), keep the development that came back,
 * refresh the pregnancy query and publish pregnancy_stage_updated.
 */
export function usePregnancyChange(signedIn: boolean, language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      signedIn ? applyOnServer(change, language) : Promise.resolve(applyLocally(change)),
    onSuccess: async ({ pregnancyData, babyDevelopment }) => {
      const week = weekFromDueDate(pregnancyData.dueDate, localIsoDate());
      if (babyDevelopment)
        queryClient.setQueryData(developmentKey(week, language), babyDevelopment);
      if (signedIn) {
        queryClient.setQueryData(PREGNANCY_KEY, pregnancyData);
        await queryClient.invalidateQueries({ queryKey: PREGNANCY_KEY });
      }
      publishStageUpdated({ ...pregnancyData, currentWeek: week });
    },
  });
}

/** 001 §7: GET /api/baby-development/{week}, kept for an hour; no content for the week is null. */
export function useBabyDevelopment(week: number, language: string) {
  return useQuery<BabyDevelopment | null>({
    queryKey: developmentKey(week, language),
    enabled: week > 0,
    staleTime: 60 * 60 * 1000,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/baby-development/${Math.min(week, 40)}?lang=${language}`, {
        headers: { Accept: "application/json" },
        signal,
      });
      if (res.status === 404) return null;
      await throwIfResNotOk(res);
      return (await res.json()) as BabyDevelopment;
    },
  });
}

/** 001 §7: POST /api/generate-image; the prompt is built here from the week's own text. */
export function useWeekImage(week: number, animated: boolean, prompt: string | undefined) {
  return useQuery<string>({
    queryKey: ["/api/generate-image", week, animated],
    enabled: week > 0 && prompt !== undefined,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await apiRequest("POST", "/api/generate-image", { prompt, animated, week });
      return ((await res.json()) as { imageUrl: string }).imageUrl;
    },
  });
}
