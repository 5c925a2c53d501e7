import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { TFunction } from "../../../lib/translator.ts";
import { STAGE_RANGES, STAGE_TYPES, type StageType } from "../../../../domain/pregnancy.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";

/** 001 §3 option lists: weeks 1–40, months 1–9, trimesters 1–3; values are strings. */
function options(type: StageType, t: TFunction) {
  if (type === "trimester")
    return [1, 2, 3].map((n) => ({ value: String(n), label: t(`stage.trimester${n}`) }));
  const max = type === "week" ? 40 : 9;
  const key = type === "week" ? "stage.weekOption" : "stage.monthOption";
  return Array.from({ length: max - STAGE_RANGES[type].min + 1 }, (_, i) => ({
    value: String(i + 1),
    label: t(key, { n: i + 1 }),
  }));
}

/**
 * 001 §2 stage-update card: type, a value list that depends on it, and Update — disabled
 * without a value or while saving; "Updated successfully" after a save.
 */
export function StageUpdateCard({
  pending,
  updated,
  onUpdate,
}: {
  pending: boolean;
  updated: boolean;
  onUpdate: (type: StageType, value: number) => void;
}) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const [type, setType] = useState<StageType>("week");
  const [value, setValue] = useState("");
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
        {t("stage.title")}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <SelectField
          label={t("stage.type")}
          value={type}
          options={STAGE_TYPES.map((value) => ({ value, label: t(`stage.types.${value}`) }))}
          onChange={(e) => {
            setType(e.target.value as StageType);
            setValue("");
          }}
        />
        <SelectField
          label={t("stage.value")}
          value={value}
          options={[{ value: "", label: t("stage.placeholder") }, ...options(type, t)]}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button disabled={!value || pending} onClick={() => onUpdate(type, Number(value))}>
          {pending ? <Spinner /> : null}
          {pending ? t("stage.updating") : t("stage.update")}
        </Button>
      </div>
      {updated ? (
        <p
          role="status"
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 text-sm font-medium text-green-900"
        >
          <CircleCheck aria-hidden className="h-4 w-4" /> {t("stage.updated")}
        </p>
      ) : null}
    </section>
  );
}
