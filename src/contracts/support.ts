import { z } from "zod";
import { LanguageSchema } from "./language.ts";

/** Issue 16 part 6: the public support form's limits. */
export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

/** A required text of at most `max` characters, trimmed; messages are i18n keys. */
const text = (field: string, max: number) =>
  z
    .string(`errors.${field}Required`)
    .trim()
    .min(1, `errors.${field}Required`)
    .max(max, `errors.${field}TooLong`);

/**
 * The support message (001 §3) as the form sends it. Messages are i18n keys (namespace
 * "support"), so the web shows them in her language; the server answers with the same keys
 * in `fields`.
 */
export const SupportMessageInputSchema = z.object({
  name: text("name", SUPPORT_LIMITS.name),
  email: z
    .string("errors.emailRequired")
    .trim()
    .min(1, "errors.emailRequired")
    .max(SUPPORT_LIMITS.email, "errors.emailInvalid")
    .pipe(z.email("errors.emailInvalid")),
  subject: text("subject", SUPPORT_LIMITS.subject),
  message: text("message", SUPPORT_LIMITS.message),
  /**
   * A honeypot: hidden from people, filled in by bots. Any value is accepted (a bot learns
   * nothing from the answer) and the message is quietly dropped.
   */
  website: z.string().max(2000).optional(),
  /** The confirmation email's language. */
  language: LanguageSchema.default("en"),
});
export type SupportMessageInput = z.input<typeof SupportMessageInputSchema>;

/** The same answer for a stored message and a dropped one. */
export const SupportMessageResponseSchema = z.object({ success: z.literal(true) });
export type SupportMessageResponse = z.infer<typeof SupportMessageResponseSchema>;

/** PATCH /api/admin/support-messages/:id — the admin Support tab marks read or unread. */
export const SupportMessageIdSchema = z.object({ id: z.string().max(100) });
export const SupportMarkReadSchema = z.object({ isRead: z.boolean() });
export type SupportMarkRead = z.infer<typeof SupportMarkReadSchema>;
