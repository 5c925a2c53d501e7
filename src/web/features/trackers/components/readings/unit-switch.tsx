import { useTranslation } from "../../../../lib/use-translation.tsx";
import { WEIGHT_UNITS, type WeightUnit } from "./units.ts";

/** kg or lb, as two large radio buttons; the choice is remembered on the device. */
export function UnitSwitch({
  unit,
  onChange,
}: {
  unit: WeightUnit;
  onChange: (unit: WeightUnit) => void;
}) {
  const { t } = useTranslation("tracker-readings");
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t("weight.unitLegend")}</legend>
      <span aria-hidden className="font-medium text-stone-900">
        {t("weight.unitLegend")}
      </span>
      {WEIGHT_UNITS.map((name) => (
        <label
          key={name}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 has-checked:border-rose-600 has-checked:bg-rose-50 has-focus-visible:outline-3 has-focus-visible:outline-rose-600"
        >
          <input
            type="radio"
            name="weight-unit"
            value={name}
            checked={unit === name}
            onChange={() => onChange(name)}
            className="h-5 w-5 accent-rose-700"
          />
          {t(`weight.units.${name}`)}
        </label>
      ))}
    </fieldset>
  );
}
