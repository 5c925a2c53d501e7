/** Ports of the servers the browser tests start (playwright.config.ts). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The app with real mail (SMTP to e2e/support/mailbox.mjs), for the email flows. */
export const MAIL_PORT = PORT + 1;
export const MAILBOX = { smtp: PORT + 3, http: PORT + 4 };
/** The app with a language model configured (a fake OpenAI-compatible server on MODEL_LLM_PORT). */
export const MODEL_PORT = PORT + 2;
export const MODEL_LLM_PORT = PORT + 5;
/** The app with an operator admin created before it starts (e2e/support/admin.ts). */
export const ADMIN_PORT = PORT + 6;
