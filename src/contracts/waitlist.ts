import { z } from "zod";
import { LanguageSchema } from "./language.ts";

/** What people can ask to hear about (the spec's coming-soon list, 000 §1 and 001 §1). */
export const WAITLIST_INTERESTS = [
  "maternity-products",
  "doctor-consultation",
  "nutrition-planning",
  "partner-involvement",
  "postpartum-planning",
  "virtual-baby-shower",
  "community-forums",
] as const;
export const WaitlistInterestSchema = z.enum(WAITLIST_INTERESTS);
export type WaitlistInterest = z.infer<typeof WaitlistInterestSchema>;

/**
 * Messages are i18n keys (namespace "waitlist"), so the web shows them in the user's
 * language; the server answers with the same keys in `fields`.
 */
export const WaitlistJoinSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "errors.emailRequired")
    .max(254, "errors.emailInvalid")
    .pipe(z.email("errors.emailInvalid")),
  interests: z
    .array(WaitlistInterestSchema)
    .min(1, "errors.interestsRequired")
    .max(WAITLIST_INTERESTS.length),
  language: LanguageSchema.default("en"),
});
export type WaitlistJoin = z.input<typeof WaitlistJoinSchema>;

/** The same answer whether or not the email was already listed: joining reveals nothing. */
export const WaitlistJoinResponseSchema = z.object({ success: z.literal(true) });
export type WaitlistJoinResponse = z.infer<typeof WaitlistJoinResponseSchema>;
