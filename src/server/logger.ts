/**
 * Logs never carry passwords, tokens, cookies or health content (DESIGN.md §4).
 * Request bodies are never logged; query strings are cut off because links
 * (verification, reset) and searches can carry secrets or symptoms.
 */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.apiKey",
  "*.databaseUrl",
  "*.DATABASE_URL",
  "*.LLM_API_KEY",
  "*.SMTP_URL",
  "*.IMAGE_API_KEY",
  "*.LLM_API_KEY",
  "*.apiKey",
  "headers.authorization",
];

export function stripQuery(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? url : url.slice(0, index);
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      req(request: { method?: string; url?: string; ip?: string }) {
        return { method: request.method, url: stripQuery(request.url ?? ""), ip: request.ip };
      },
    },
  };
}
