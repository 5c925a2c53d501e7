import { useTranslation } from "../../../lib/use-translation.tsx";
import { toLanguage, type Language } from "../../../../domain/language.ts";
import { chooseLanguage } from "../../../lib/i18n.ts";

export function useLanguage(): { language: Language; choose: (language: Language) => void } {
  const { i18n } = useTranslation();
  return {
    language: toLanguage(i18n.resolvedLanguage ?? i18n.language),
    choose: (language) => void chooseLanguage(i18n, language),
  };
}
