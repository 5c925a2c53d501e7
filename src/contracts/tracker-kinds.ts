/** Zod-free names the web shares with the contracts (issue 12: no zod in a page's first load). */

/** Every tracker (and the journal), by its key in a sync call and its path. */
export const SYNC_KINDS = {
  journal: "/api/journal",
  moods: "/api/trackers/moods",
  symptoms: "/api/trackers/symptoms",
  weights: "/api/trackers/weights",
  bloodPressure: "/api/trackers/blood-pressure",
  kicks: "/api/trackers/kicks",
  contractions: "/api/trackers/contractions",
  appointments: "/api/trackers/appointments",
  supplements: "/api/trackers/supplements",
} as const;
export type SyncKind = keyof typeof SYNC_KINDS;

/** How bad a logged symptom is. */
export const SEVERITIES = ["mild", "moderate", "severe"] as const;
export type Severity = (typeof SEVERITIES)[number];
