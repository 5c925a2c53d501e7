import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { WeightProfile } from "../../../../../contracts/trackers.ts";
import { recommendedGain } from "../../../../../domain/trackers/weight.ts";
import { apiRequest } from "../../../../lib/api.ts";
import { readStored, removeStored, writeStored } from "../../../../lib/storage.ts";

export const PROFILE_PATH = "/api/trackers/weights/profile";
const DEVICE_KEY = "tracker.weightProfile";

export interface ProfileInput {
  heightCm: number;
  prePregnancyKg: number;
}

function readDeviceProfile(): ProfileInput | null {
  try {
    const value = JSON.parse(readStored(DEVICE_KEY) ?? "null") as ProfileInput | null;
    return value && typeof value.heightCm === "number" && typeof value.prePregnancyKg === "number"
      ? { heightCm: value.heightCm, prePregnancyKg: value.prePregnancyKg }
      : null;
  } catch {
    return null;
  }
}

/**
 * Her height and pre-pregnancy weight, with the BMI and IOM range they give: on her account
 * when signed in, on this device when not (and joining the account at sign-in if it has none).
 */
export function useWeightProfile(signedIn: boolean) {
  const queryClient = useQueryClient();
  const server = useQuery<WeightProfile | null>({ queryKey: [PROFILE_PATH], enabled: signedIn });
  const [device, setDevice] = useState(readDeviceProfile);

  const save = useMutation({
    mutationFn: async (input: ProfileInput) => {
      if (!signedIn) {
        if (!writeStored(DEVICE_KEY, JSON.stringify(input))) throw new Error("storage unavailable");
        setDevice(input);
        return;
      }
      const res = await apiRequest("PUT", PROFILE_PATH, input);
      queryClient.setQueryData([PROFILE_PATH], (await res.json()) as WeightProfile);
    },
  });

  // What she set while signed out becomes her account's, unless the account has its own.
  const { mutate } = save;
  useEffect(() => {
    if (signedIn && server.data === null && device)
      mutate(device, { onSuccess: () => removeStored(DEVICE_KEY) });
  }, [signedIn, server.data, device, mutate]);

  const input: ProfileInput | null = signedIn ? (server.data ?? null) : device;
  return {
    input: input ? { heightCm: input.heightCm, prePregnancyKg: input.prePregnancyKg } : null,
    result: input ? recommendedGain(input.heightCm, input.prePregnancyKg) : null,
    isLoading: signedIn && server.isPending,
    isError: signedIn && server.isError,
    refetch: () => server.refetch(),
    save,
  };
}
