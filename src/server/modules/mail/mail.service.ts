import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/client.ts";
import { safeError } from "../../logger.ts";
import type { Mailer, SendResult } from "../../providers/mailer.ts";
import { createMailRepository } from "./mail.repository.ts";
import { renderEmail, type EmailType } from "./mail.templates.ts";

/**
 * Admins read the details (issue 16): never a sign-in link, a token or a password, even if a
 * mail server repeats them in its answer.
 */
export function scrubDetails(details: string, link?: string): string {
  const token = link && URL.canParse(link) ? new URL(link).searchParams.get("token") : null;
  let text = link ? details.replaceAll(link, "[link]") : details;
  if (token) text = text.replaceAll(token, "[token]");
  text = text
    .replace(/(token|password|pass)=[^\s&]+/gi, "$1=[hidden]")
    .replace(/\/\/[^/\s:@]+:[^@\s]+@/g, "//[credentials]@");
  return text.slice(0, 500) || "no details";
}

export interface Recipient {
  userId: string | null;
  email: string;
  firstName: string;
  language: Language;
}

/**
 * Sends an email in the recipient's language and records it in email tracking
 * (pending → sent / failed). Sending never blocks the answer to the request, so an
 * unknown address and a known one take the same time.
 */
export function createMailService(deps: {
  db: Database;
  mailer: Mailer;
  appOrigin: string;
  log: FastifyBaseLogger;
}) {
  const repository = createMailRepository(deps.db);
  const inFlight = new Set<Promise<void>>();

  async function deliver(type: EmailType, to: Recipient, link?: string): Promise<void> {
    const email = renderEmail(type, to.language, {
      firstName: to.firstName,
      appOrigin: deps.appOrigin,
      ...(link ? { link } : {}),
    });
    const id = await repository.recordPending({
      emailTo: to.email,
      emailFrom: deps.mailer.from,
      subject: email.subject,
      emailType: type,
      userId: to.userId,
    });
    let result: SendResult;
    try {
      result = await deps.mailer.send({ to: to.email, ...email });
    } catch (error) {
      // A mailer that throws instead of answering still leaves a failed row, not a pending one.
      result = { ok: false, details: error instanceof Error ? error.message : "send failed" };
    }
    await repository.recordOutcome(id, result.ok, scrubDetails(result.details, link));
  }

  return {
    /** With real mail, new accounts must confirm their address (issue 3, DESIGN.md §5). */
    requiresVerification: deps.mailer.kind === "smtp",
    transport: deps.mailer.kind,
    /** Links in emails point here. */
    appOrigin: deps.appOrigin,

    send(type: EmailType, to: Recipient, link?: string): void {
      const job = deliver(type, to, link)
        .catch((error: unknown) => {
          // A mail server's answer names the address: the error's name and code only.
          deps.log.error({ err: safeError(error), emailType: type }, "could not send email");
        })
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },

    /** Waits for queued emails (graceful shutdown, tests). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },

    listForUser: (userId: string, email: string) => repository.listForUser(userId, email),
    deleteForUser: (userId: string, email: string) => repository.deleteForUser(userId, email),
  };
}
export type MailService = ReturnType<typeof createMailService>;
