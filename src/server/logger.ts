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

/**
 * An error as it may be logged: its type, its code (a database's SQLSTATE, a system errno)
 * and where it was thrown, never its message or other fields. A database error's message
 * carries the query's parameters (emails, password hashes, chat text), a parser's carries
 * what was sent, a mail server's the address. Only the built-in programming errors, which
 * describe code, keep their message.
 */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return summary(error);
  const { cause } = error as { cause?: unknown };
  const code = codeOf(error) ?? codeOf(cause);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message: CODE_ERRORS.has(error.constructor) ? error.message : "",
    stack: frames.slice(0, 12).join("\n"),
    ...(code ? { code } : {}),
  };
}
interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  status?: number;
}
const CODE_ERRORS = new Set<unknown>([TypeError, ReferenceError, RangeError]);

/** Something already summed up ({ name, status }), or not an error at all: its type. */
function summary(value: unknown): SafeError {
  if (!value || typeof value !== "object") return { type: typeof value, message: "", stack: "" };
  const { name, status } = value as { name?: unknown; status?: unknown };
  const code = codeOf(value);
  return {
    type: typeof name === "string" ? name : "object",
    message: "",
    stack: "",
    ...(code ? { code } : {}),
    ...(typeof status === "number" ? { status } : {}),
  };
}

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" || typeof code === "number" ? String(code) : undefined;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: {
      // Also what the framework itself logs for a failed stream or a client error.
      err: safeError,
      req(request: { method?: string; url?: string; ip?: string }) {
        return { method: request.method, url: stripQuery(request.url ?? ""), ip: request.ip };
      },
    },
  };
}
