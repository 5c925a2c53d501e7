import type {
  BloodPressureItem,
  ContractionItem,
  KickItem,
  SupplementItem,
  SymptomItem,
  WeightItem,
  MoodItem,
} from "../../../../../contracts/trackers.ts";
import { useTracker } from "../../api/use-tracker.ts";
import { useWeightProfile } from "../readings/use-weight-profile.ts";

/**
 * Everything she logged, read with the trackers' own hooks: from her account when signed in
 * (with anything this device still holds), from this device when not.
 */
export function useReportData(signedIn: boolean) {
  const trackers = {
    symptoms: useTracker<SymptomItem>("symptoms", signedIn),
    bloodPressure: useTracker<BloodPressureItem>("bloodPressure", signedIn),
    weights: useTracker<WeightItem>("weights", signedIn),
    kicks: useTracker<KickItem>("kicks", signedIn),
    contractions: useTracker<ContractionItem>("contractions", signedIn),
    supplements: useTracker<SupplementItem>("supplements", signedIn),
    moods: useTracker<MoodItem>("moods", signedIn),
  };
  const profile = useWeightProfile(signedIn);
  const isLoading =
    profile.isLoading || Object.values(trackers).some((tracker) => tracker.isLoading);
  return { ...trackers, profile, isLoading };
}

export type ReportData = ReturnType<typeof useReportData>;
/** What a section needs to say it could not load. */
interface Loadable {
  isError: boolean;
  refetch: () => unknown;
}

/** A section's "could not load" state, with its retry. */
export const failure = (tracker: Loadable) =>
  tracker.isError ? { retry: () => tracker.refetch() } : null;
