import { useTranslation } from "../../../lib/use-translation.tsx";
import { FAQ_CATEGORIES } from "../../../../contracts/faq-constants.ts";

export const CATEGORY_CHOICES = ["all", ...FAQ_CATEGORIES] as const;

/** 001 §2: the category filter (all, first/second/third trimester, nutrition, app features). */
export function CategoryFilter(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("faqs");
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t("categoryLabel")}</legend>
      <div className="flex flex-wrap gap-2">
        {CATEGORY_CHOICES.map((category) => (
          <label
            key={category}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-rose-200 bg-white px-4 font-medium text-stone-800 has-checked:border-rose-700 has-checked:bg-rose-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-rose-600"
          >
            <input
              type="radio"
              name="faq-category"
              value={category}
              checked={props.value === category}
              onChange={() => props.onChange(category)}
              className="sr-only"
            />
            {t(`categories.${category}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
