// A real SMTP server for the browser tests, with the received mail readable over HTTP:
//   SMTP on MAILBOX_SMTP_PORT, GET http://127.0.0.1:MAILBOX_HTTP_PORT/messages → JSON list.
import { createServer } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 4176);
const httpPort = Number(process.env.MAILBOX_HTTP_PORT ?? 4177);
const messages = [];

new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, done) {
    simpleParser(stream).then(
      (mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        messages.push({
          to: to?.value[0]?.address ?? "",
          subject: mail.subject ?? "",
          text: mail.text ?? "",
        });
        done();
      },
      (error) => done(error),
    );
  },
}).listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(req.url === "/messages" ? messages : { ok: true }));
}).listen(httpPort, "127.0.0.1");
