import { useTranslation } from "../../../lib/use-translation.tsx";
import { LANGUAGES } from "../../../../domain/language.ts";
import { useLanguage } from "../hooks/use-language.ts";

/** The mobile menu's language selector: two large toggle buttons, no popup inside a popup. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { language, choose } = useLanguage();
  return (
    <div role="group" aria-label={t("language.label")} className="grid grid-cols-2 gap-2">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={language === code}
          onClick={() => choose(code)}
          className="min-h-11 rounded-full border border-rose-200 px-4 font-medium text-rose-800 aria-pressed:border-rose-700 aria-pressed:bg-rose-700 aria-pressed:text-white"
        >
          {t(`language.${code}`)}
        </button>
      ))}
    </div>
  );
}
