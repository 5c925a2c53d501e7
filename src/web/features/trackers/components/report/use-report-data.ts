import type {
  BloodPressureItem,
  ContractionItem,
  KickItem,
  SupplementItem,
  SymptomItem,
  WeightItem,
  MoodItem,
} from "../../../../../contracts/trackers.ts";
import type { OlderEntries } from "../../../../lib/local-first.ts";
import { useTracker } from "../../api/use-tracker.ts";
import { pregnancySince, sinceDaysAgo, supplementsSince } from "../../lib/cover.ts";
import { useWeightProfile } from "../readings/use-weight-profile.ts";
import { CONTRACTION_DAYS, REPORT_DAYS, SUPPLEMENT_DAYS } from "./report-data.ts";

/**
 * Everything she logged, read with the trackers' own hooks: from her account when signed in
 * (with anything this device still holds), from this device when not. Each window is read
 * whole, however many pages it takes (up to the pages' bound): a busy month is not cut at
 * the newest hundred entries.
 */
export function useReportData(signedIn: boolean, now: Date, week: number | null) {
  const month = sinceDaysAgo(REPORT_DAYS, now);
  const trackers = {
    symptoms: useTracker<SymptomItem>("symptoms", signedIn, month),
    bloodPressure: useTracker<BloodPressureItem>("bloodPressure", signedIn, month),
    // The gain chart shows her whole pregnancy; the table its last 4 weeks.
    weights: useTracker<WeightItem>("weights", signedIn, pregnancySince(week, now) ?? month),
    kicks: useTracker<KickItem>("kicks", signedIn, month),
    contractions: useTracker<ContractionItem>(
      "contractions",
      signedIn,
      sinceDaysAgo(CONTRACTION_DAYS, now),
    ),
    supplements: useTracker<SupplementItem>("supplements", signedIn, (items) =>
      supplementsSince(items, SUPPLEMENT_DAYS, now),
    ),
    moods: useTracker<MoodItem>("moods", signedIn, month),
  };
  const profile = useWeightProfile(signedIn);
  const isLoading =
    profile.isLoading ||
    Object.values(trackers).some((tracker) => tracker.isLoading || tracker.covering);
  return { ...trackers, profile, isLoading };
}

export type ReportData = ReturnType<typeof useReportData>;
/** What a section needs to say it could not load (a tracker also has its older pages). */
interface Loadable {
  isError: boolean;
  refetch: () => unknown;
  older?: OlderEntries;
}

/**
 * A section's "could not load" state, with its retry: its list, or an older page its window
 * needed (then the window is not whole, and the section says so rather than show part of it).
 */
export const failure = (tracker: Loadable) =>
  tracker.isError
    ? { retry: () => tracker.refetch() }
    : tracker.older?.failed
      ? { retry: () => tracker.older?.load() }
      : null;
