import { useTranslation } from "../../../lib/use-translation.tsx";

export const GENDER_CHOICES = ["any", "girl", "boy", "unisex"] as const;
export type GenderChoice = (typeof GENDER_CHOICES)[number];

/** The spec's gender choice, as four large radio chips. */
export function GenderChoiceField({
  value,
  onChange,
}: {
  value: GenderChoice;
  onChange: (value: GenderChoice) => void;
}) {
  const { t } = useTranslation("baby-names");
  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-stone-900">{t("gender")}</legend>
      <div className="flex flex-wrap gap-2">
        {GENDER_CHOICES.map((gender) => (
          <label
            key={gender}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 has-checked:border-rose-600 has-checked:bg-rose-50 has-focus-visible:outline-3 has-focus-visible:outline-rose-600"
          >
            <input
              type="radio"
              name="gender"
              value={gender}
              checked={value === gender}
              onChange={() => onChange(gender)}
              className="h-4 w-4 accent-rose-700"
            />
            {t(`genders.${gender}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
