/** Ports of the servers the browser tests start (playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The app with real mail (SMTP to e2e/support/mailbox.mjs), for the email flows. */
export const MAIL_PORT = PORT + 1;
export const MAILBOX = { smtp: PORT + 3, http: PORT + 4 };
