import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (issue 3: mail tests). */
export async function startSmtpServer() {
  const received: ReceivedEmail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          received.push({
            to: to?.value[0]?.address ?? "",
            from: mail.from?.value[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The first email to an address matching the filter, waiting up to 10 s for it. */
    async waitFor(filter: (m: ReceivedEmail) => boolean): Promise<ReceivedEmail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.find(filter);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("no such email arrived");
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in an email's text. */
export function linkToken(email: ReceivedEmail, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(email.text);
  if (!match?.[1]) throw new Error(`no ${path} link in the email`);
  return match[1];
}
