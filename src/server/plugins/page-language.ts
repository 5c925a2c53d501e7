import { LANGUAGES, languageCookie, type Language } from "../../domain/language.ts";

/** The first supported language of a tag ("hi-IN" is Hindi), or null. */
function supported(tag: string | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
}

/** The tags of an Accept-Language header, most wanted first. */
function wanted(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language the app will choose on the phone (src/web/lib/i18n.ts: ?lng=, then the
 * cookie it keeps beside local storage, then the browser's languages; English when none is
 * ours), so the page sent names the texts she will read. A guess only: the app decides.
 */
export function pageLanguage(request: {
  lng?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language {
  const kept = languageCookie(request.cookie) ?? undefined;
  const candidates = [
    typeof request.lng === "string" ? request.lng : undefined,
    kept,
    ...wanted(request.acceptLanguage),
  ];
  for (const candidate of candidates) {
    const language = supported(candidate);
    if (language) return language;
  }
  return "en";
}
