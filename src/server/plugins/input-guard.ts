import type { FastifyInstance, FastifyRequest } from "fastify";
import { toLanguage, type Language } from "../../domain/language.ts";
import { AppError } from "./errors.ts";

/**
 * Control characters (NUL and the rest of C0 and C1, but tab and line breaks) have no place
 * in anything a person types: refused before validation, with a 400 in the caller's
 * language, so they never reach the database (where NUL fails the write) or the logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const MESSAGE: Record<Language, string> = {
  en: "What you sent contains hidden control characters. Please remove them and try again.",
  hi: "आपके भेजे हुए में कुछ छिपे हुए विशेष चिह्न हैं। कृपया उन्हें हटाकर फिर भेजें।",
};

/** The first field (dotted path) holding a control character, in a key or a value. */
export function controlCharacterAt(value: unknown, at = ""): string | null {
  if (typeof value === "string") return CONTROL.test(value) ? at || "body" : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterAt(item, at ? `${at}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (CONTROL.test(key)) return at || "body";
      const found = controlCharacterAt(item, path);
      if (found) return found;
    }
  }
  return null;
}

/** The language to answer in: the one the request names, the account's, the browser's. */
export function callerLanguage(request: FastifyRequest): Language {
  const body = request.body as { language?: unknown } | null | undefined;
  const query = request.query as { lang?: unknown } | null | undefined;
  const named = [body?.language, query?.lang].find((v) => typeof v === "string");
  if (typeof named === "string") return toLanguage(named);
  if (request.currentUser) return toLanguage(request.currentUser.preferredLanguage);
  return toLanguage(request.headers["accept-language"]);
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field =
      controlCharacterAt(request.body) ??
      controlCharacterAt(request.query) ??
      controlCharacterAt(request.params);
    if (!field) return;
    const message = MESSAGE[callerLanguage(request)];
    throw new AppError(400, "VALIDATION_FAILED", message, { [field]: message });
  });
}
