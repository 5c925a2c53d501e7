import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

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
}): Mailer {
  const { smtpUrl, from } = options;
  if (!smtpUrl) {
    const print = options.print ?? ((text: string) => process.stdout.write(text));
    return {
      kind: "log",
      from,
      async send(email) {
        // The log transport exists for machines without mail: the operator reads links here.
        print(
          `\n----- email (not sent: no SMTP_URL) -----\nFrom: ${from}\nTo: ${email.to}\n` +
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
        options.log?.warn({ err: { message } }, "email delivery failed");
        return { ok: false, details: message.slice(0, 500) };
      }
    },
    close: () => transport.close(),
  };
}
