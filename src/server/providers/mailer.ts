import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import { safeError } from "../logger.ts";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendResult = { ok: true; details: string } | { ok: false; details: string };

/** Mail goes out through SMTP when SMTP_URL is set; otherwise it is printed (DESIGN.md §5). */
export interface Mailer {
  readonly kind: "log" | "smtp";
  readonly from: string;
  send(email: OutgoingEmail): Promise<SendResult>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log?: FastifyBaseLogger;
  /** Where the log transport prints; the server's stdout unless a test says otherwise. */
  print?: (text: string) => void;
  /**
   * Production (MAIL_MODE=log chosen explicitly): the log transport prints that a mail was
   * not sent, never its address or its links, which would let anyone with the log in.
   */
  withhold?: boolean;
}): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    const print = options.print ?? ((text: string) => process.stdout.write(text));
    return {
      kind: "log",
      from,
      async send(email) {
        // On a development machine without mail the operator reads the links here.
        print(
          options.withhold
            ? `[saathi] email "${email.subject}" not sent (MAIL_MODE=log); recipient and links withheld\n`
            : `\n----- email (not sent: no SMTP_URL) -----\nFrom: ${from}\nTo: ${email.to}\n` +
                `Subject: ${email.subject}\n\n${email.text}\n-----------------------------------------\n`,
        );
        return { ok: true, details: "printed to the server log (no SMTP_URL)" };
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    from,
    async send(email) {
      try {
        const info = await transport.sendMail({ from, ...email });
        return { ok: true, details: String(info.response ?? "accepted") };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // A mail server's answer names the address: its type and code only in the log.
        options.log?.warn({ err: safeError(error) }, "email delivery failed");
        return { ok: false, details: message.slice(0, 500) };
      }
    },
    close: () => transport.close(),
  };
}
