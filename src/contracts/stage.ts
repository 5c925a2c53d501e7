import { z } from "zod";

/**
 * Where she is, from the pregnancy saved on her device (signed out), sent with a message
 * or a symptom so the triage can read one that does not say how far along she is.
 */
export const KnownStageSchema = z.strictObject({
  week: z.number().int().min(1).max(42).optional(),
  daysSinceBirth: z.number().int().min(0).max(3660).optional(),
});
