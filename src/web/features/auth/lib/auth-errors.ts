import { parseApiError } from "../../../lib/api-errors.ts";

/**
 * 000 §8: what a failed sign-up or sign-in says. Returns a key of the "auth" namespace,
 * or the server's own words when nothing more specific applies (English screens only:
 * the server speaks English, so Hindi screens get the translated fallback).
 */
export type ErrorText = { key: string } | { text: string };

function fallback(message: string | undefined, language: string, key: string): ErrorText {
  return message && language === "en" ? { text: message } : { key };
}

export function registrationError(error: unknown, language: string): ErrorText {
  const { status, body } = parseApiError(error);
  const message = body?.message ?? "";
  if (/email already exists|account with this email/i.test(message))
    return { key: "toast.emailTaken" };
  if (/username/i.test(message) && /exists/i.test(message)) return { key: "toast.usernameTaken" };
  if (status === 429) return { key: "toast.tooMany" };
  if (body?.code === "VALIDATION_FAILED") return { key: "toast.checkFields" };
  return fallback(message, language, "toast.registrationGeneric");
}

export function signInError(error: unknown, language: string): ErrorText {
  const { status, body } = parseApiError(error);
  const message = body?.message ?? "";
  if (/verify your email/i.test(message) || body?.requiresVerification)
    return { key: "toast.verifyFirst" };
  // A locked account can still be opened with a reset link (issue 11): say how.
  if (status === 429 && /reset your password/i.test(message)) return { key: "toast.accountLocked" };
  if (/invalid credentials|password/i.test(message)) return { key: "toast.invalidCredentials" };
  if (status === 429) return { key: "toast.tooMany" };
  if (body?.code === "VALIDATION_FAILED") return { key: "toast.checkFields" };
  return fallback(message, language, "toast.signInGeneric");
}

/** Server field errors are keys of the "auth" namespace (contracts/auth.ts). */
export function fieldErrors(error: unknown): Record<string, string> {
  return parseApiError(error).body?.fields ?? {};
}
