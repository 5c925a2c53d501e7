import { parseApiError } from "../../../lib/api-errors.ts";

/**
 * The {message} of the spec's failure toasts (000 §8), in the reader's language: the
 * server speaks English, so the failures people can act on get their own words.
 */
export function failureMessage(
  error: unknown,
  t: (key: string) => string,
  language: string,
): string {
  if (error instanceof TypeError) return t("offline");
  const { status, body } = parseApiError(error);
  if (status === 413) return t("tooLarge");
  if (status === 415) return t("notImage");
  if (status === 429) return t("busy");
  // Photo readers all busy, or the limit counters away: the server's English would reach a
  // Hindi reader as a bare "503".
  if (status === 503) return t("unavailable");
  const field = body?.fields?.medicationName;
  if (field) return t(field.replace(/^safety\./, ""));
  if (body?.message && language === "en") return body.message;
  if (error instanceof Error && !status) return error.message;
  return status ? `${status}` : "";
}
