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
  const field = body?.fields?.medicationName;
  if (field) return t(field.replace(/^safety\./, ""));
  if (body?.message && language === "en") return body.message;
  if (error instanceof Error && !status) return error.message;
  return status ? `${status}` : "";
}
