import type { z } from "zod";
import type {
  Alert,
  SymptomCheckSchema,
  SyncKind,
  SyncResult,
  WeightProfile,
  WeightProfileInputSchema,
} from "../../../contracts/trackers.ts";
import { claimedToday } from "../../../domain/dates.ts";
import type { Language } from "../../../domain/language.ts";
import { recommendedGain } from "../../../domain/trackers/weight.ts";
import type { Database } from "../../db/client.ts";
import { triageSymptom, withMessage, type SymptomNames } from "./alerts.ts";
import { appointmentsTracker } from "./kinds/appointments.ts";
import { bloodPressureTracker } from "./kinds/blood-pressure.ts";
import { contractionsTracker } from "./kinds/contractions.ts";
import { kicksTracker } from "./kinds/kicks.ts";
import { moodsTracker } from "./kinds/moods.ts";
import { supplementsTracker } from "./kinds/supplements.ts";
import { symptomsTracker } from "./kinds/symptoms.ts";
import { weightsTracker } from "./kinds/weights.ts";
import {
  trackerContext,
  type PregnancyLookup,
  type Tracker,
  type TrackerContext,
} from "./tracker.service.ts";
import {
  createWeightProfileRepository,
  type WeightProfileRow,
} from "./weight-profile.repository.ts";

const toProfile = (row: WeightProfileRow): WeightProfile => ({
  heightCm: row.heightCm,
  prePregnancyKg: row.prePregnancyKg,
  ...recommendedGain(row.heightCm, row.prePregnancyKg),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Her trackers (issue 14): each one's CRUD from the shared factory, plus what spans them:
 * the sign-in sync (the journal too), the open symptom check, the weight profile, the export.
 */
export function createTrackersService(deps: {
  db: Database;
  /** Her pregnancy (due date), for the week stored with moods and kick sessions. */
  pregnancy: PregnancyLookup;
  /** content/guidance/symptoms.json: id → English name, for the triage. */
  symptomNames: SymptomNames;
  journal: Tracker;
}) {
  const { db } = deps;
  const trackers: Tracker[] = [
    moodsTracker(db),
    symptomsTracker(db, deps.symptomNames),
    weightsTracker(db),
    bloodPressureTracker(db),
    kicksTracker(db),
    contractionsTracker(db),
    appointmentsTracker(db),
    supplementsTracker(db),
  ];
  const everything = [deps.journal, ...trackers];
  const profiles = createWeightProfileRepository(db);

  return {
    /** Each tracker's routes come from these (the journal registers its own). */
    trackers,

    context: (userId: string, language: Language): TrackerContext =>
      trackerContext(userId, language, deps.pregnancy),

    /** The device's entries, each kind in turn; idempotent, so a retried sign-in repeats nothing. */
    async sync(
      ctx: TrackerContext,
      body: Partial<Record<SyncKind, unknown[] | undefined>>,
    ): Promise<SyncResult> {
      const result: SyncResult = {};
      for (const tracker of everything) {
        const list = body[tracker.key];
        if (list) result[tracker.key] = await tracker.createMany(ctx, list);
      }
      return result;
    },

    /**
     * The triage over a symptom, nothing saved (signed-out visitors keep theirs on the
     * device): with her week or days since the birth on her own calendar day, from the
     * account when signed in and saved, else the device's.
     */
    async check(
      input: z.output<typeof SymptomCheckSchema>,
      userId: string | null,
    ): Promise<{ alert: Alert | null }> {
      const saved = userId
        ? await trackerContext(userId, input.lang, deps.pregnancy).stageOn(
            claimedToday(input.today),
          )
        : {};
      const known = Object.keys(saved).length ? saved : (input.stage ?? {});
      return { alert: withMessage(triageSymptom(input, deps.symptomNames, known), input.lang) };
    },

    async profile(userId: string): Promise<WeightProfile | null> {
      const row = await profiles.get(userId);
      return row ? toProfile(row) : null;
    },

    async saveProfile(
      userId: string,
      input: z.output<typeof WeightProfileInputSchema>,
    ): Promise<WeightProfile> {
      return toProfile(await profiles.save(userId, input));
    },

    /** For her data export: the journal and every tracker, all of it. */
    async exportData(userId: string) {
      const lists = await Promise.all(
        everything.map(async (t) => [t.key, await t.exportAll(userId)] as const),
      );
      const { journal, ...rest } = Object.fromEntries(lists) as Record<SyncKind, unknown[]>;
      return { journal, trackers: { ...rest, weightProfile: await this.profile(userId) } };
    },
  };
}
export type TrackersService = ReturnType<typeof createTrackersService>;
