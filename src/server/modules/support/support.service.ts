import type { AdminSupportMessage } from "../../../contracts/admin.ts";
import type { SupportMessageInput } from "../../../contracts/support.ts";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { RateLimiter } from "../../plugins/rate-limiter.ts";
import type { MailService } from "../mail/mail.service.ts";
import { createSupportRepository } from "./support.repository.ts";

/**
 * Each confirmation email goes to the address typed in the form, so a stranger could aim
 * the form at someone's inbox: a few messages per address per hour, on top of the route's
 * per-person limit (support.routes.ts).
 */
export const SUPPORT_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Submitted = Omit<Required<SupportMessageInput>, "website" | "language"> & {
  website?: string | undefined;
  language: Language;
};

export function createSupportService(deps: {
  db: Database;
  mail: MailService;
  limiter: RateLimiter;
}) {
  const repository = createSupportRepository(deps.db);
  return {
    /** Stores her message (001 §3) and sends her a confirmation; a bot's is dropped. */
    async submit(input: Submitted, userId: string | null): Promise<{ success: true }> {
      if (input.website?.trim()) return { success: true };
      const email = input.email.trim().toLowerCase();
      await deps.limiter.consume([`support:address:${email}`], SUPPORT_PER_ADDRESS);
      const { name, subject, message } = input;
      await repository.insert({ name, email, subject, message });
      // Her name, subject and message stay out of the email: it carries only our own words.
      deps.mail.send("support-confirmation", {
        userId,
        email,
        firstName: name,
        language: input.language,
      });
      return { success: true };
    },

    /** What she wrote to support from her address, for her data export. */
    async exportFor(email: string) {
      const rows = await repository.listByEmail(email.trim().toLowerCase());
      return rows.map(({ subject, message, createdAt }) => ({
        subject,
        message,
        createdAt: createdAt.toISOString(),
      }));
    },

    /** Erased with her account: nothing she wrote stays under her address. */
    eraseFor: (email: string) => repository.deleteByEmail(email.trim().toLowerCase()),

    /** The admin Support tab's read / unread switch. */
    async setRead(id: string, isRead: boolean): Promise<AdminSupportMessage> {
      const row = UUID.test(id) ? await repository.setRead(id, isRead) : null;
      if (!row) throw new AppError(404, "NOT_FOUND", "Support message not found.");
      return { ...row, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
