import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { BANNER_MAX, type BannerText } from "../../../../contracts/emergency.ts";
import { inputClasses } from "../../../components/ui/text-field.tsx";

/** The banner's two texts, each in its own script (lang set for the Hindi one). */
export function BannerFields({
  value,
  onChange,
}: {
  value: BannerText;
  onChange: (next: BannerText) => void;
}) {
  const { t } = useTranslation("emergency");
  const id = useId();
  const missing = !value.en.trim() || !value.hi.trim();
  return (
    <div className="grid gap-3">
      {(["en", "hi"] as const).map((language) => (
        <div key={language} className="grid gap-1.5">
          <label htmlFor={`${id}-${language}`} className="font-medium text-stone-900">
            {t(language === "en" ? "bannerEn" : "bannerHi")}
          </label>
          <textarea
            id={`${id}-${language}`}
            lang={language}
            rows={3}
            maxLength={BANNER_MAX}
            value={value[language]}
            aria-invalid={value[language].trim() ? undefined : true}
            onChange={(event) => onChange({ ...value, [language]: event.target.value })}
            className={`${inputClasses} py-3`}
          />
        </div>
      ))}
      {missing ? <p className="text-sm text-red-800">{t("bannerRequired")}</p> : null}
    </div>
  );
}
