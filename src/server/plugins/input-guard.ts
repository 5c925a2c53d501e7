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

/** No request of ours nests deeper than this; deeper is junk (and a recursion bomb). */
export const MAX_DEPTH = 32;

/**
 * The first field (dotted path) holding a control character, in a key or a value; "depth"
 * when the value nests deeper than MAX_DEPTH. Walked without recursion.
 */
export function controlCharacterAt(value: unknown): string | null {
  const stack: { value: unknown; at: string; depth: number }[] = [{ value, at: "", depth: 0 }];
  while (stack.length) {
    const { value: item, at, depth } = stack.pop() as (typeof stack)[number];
    if (typeof item === "string") {
      if (CONTROL.test(item)) return at || "body";
      continue;
    }
    if (!item || typeof item !== "object") continue;
    if (depth >= MAX_DEPTH) return "depth";
    for (const [key, child] of Object.entries(item)) {
      if (CONTROL.test(key)) return at || "body";
      stack.push({ value: child, at: at ? `${at}.${key}` : key, depth: depth + 1 });
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
    if (field === "depth")
      throw new AppError(400, "BAD_REQUEST", "The request is nested too deeply to be read.");
    const message = MESSAGE[callerLanguage(request)];
    throw new AppError(400, "VALIDATION_FAILED", message, { [field]: message });
  });
}
