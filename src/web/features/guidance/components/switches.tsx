import { useTranslation } from "../../../lib/use-translation.tsx";
import { REGIONS, type Region } from "../../../../contracts/guidance-constants.ts";
import type { Trimester } from "../../../../domain/pregnancy.ts";

const option =
  "min-h-11 rounded-full px-3 text-sm font-medium sm:px-4 sm:text-base focus-visible:outline-3 focus-visible:outline-rose-600";

/** A row of pressed/unpressed buttons under a legend: one choice among a few. */
function Segmented<T extends string | number>(props: {
  legend: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  marked?: T | null;
  markLabel?: string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-700">{props.legend}</legend>
      <div className="flex gap-1 rounded-full border border-rose-200 bg-white p-1">
        {props.options.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === props.value}
            onClick={() => props.onChange(value)}
            className={`${option} ${value === props.value ? "bg-rose-700 text-white" : "bg-white text-stone-800 hover:bg-rose-50"}`}
          >
            {props.label(value)}
            {value === props.marked ? (
              <>
                <span className="sr-only"> {props.markLabel}</span>
                <span aria-hidden> •</span>
              </>
            ) : null}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** 1st, 2nd, 3rd Trimester (001 §3 option labels); hers is marked. */
export function TrimesterSwitch(props: {
  value: Trimester;
  current: Trimester | null;
  onChange: (value: Trimester) => void;
}) {
  const { t } = useTranslation("guidance");
  return (
    <Segmented
      legend={t("trimesterLabel")}
      options={[1, 2, 3] as const}
      value={props.value}
      label={(value) => t(`trimester.${String(value)}`)}
      marked={props.current}
      markLabel={t("yours")}
      onChange={props.onChange}
    />
  );
}

/** Whose schedules and figures: India (MoHFW, ICMR-NIN) or the USA (ACOG, NIH). */
export function RegionSwitch(props: { value: Region; onChange: (value: Region) => void }) {
  const { t } = useTranslation("guidance");
  return (
    <Segmented
      legend={t("regionLabel")}
      options={REGIONS}
      value={props.value}
      label={(value) => t(`region.${value}`)}
      onChange={props.onChange}
    />
  );
}
