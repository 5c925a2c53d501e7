import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { DueDateUpdate } from "../../../../contracts/pregnancy.ts";
import { isIsoDate, localIsoDate } from "../../../../domain/dates.ts";
import {
  DUE_DATE_METHODS,
  isPlausibleDate,
  type DueDateMethod,
} from "../../../../domain/pregnancy.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

/** Beyond the spec, as the leading apps offer: a due date from LMP, conception, IVF or known. */
export function DueDateForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (update: DueDateUpdate) => void;
}) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const [method, setMethod] = useState<DueDateMethod>("lmp");
  const [date, setDate] = useState("");
  const [cycle, setCycle] = useState("28");
  const [embryoDay, setEmbryoDay] = useState<"3" | "5">("5");
  const [error, setError] = useState<{ date?: string; cycle?: string }>({});

  const submit = () => {
    const cycleLength = Number(cycle);
    if (!isIsoDate(date)) return setError({ date: t("dueDate.dateInvalid") });
    if (!isPlausibleDate(method, date, localIsoDate()))
      return setError({ date: t("dueDate.dateOutOfRange") });
    if (
      method === "lmp" &&
      !(Number.isInteger(cycleLength) && cycleLength >= 20 && cycleLength <= 45)
    ) {
      return setError({ cycle: t("dueDate.cycleRange") });
    }
    setError({});
    onSubmit({
      method,
      date,
      ...(method === "lmp" ? { cycleLength } : {}),
      ...(method === "ivf" ? { embryoDay: embryoDay === "3" ? 3 : 5 } : {}),
    });
  };

  return (
    <details className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
      <summary className="cursor-pointer text-lg font-semibold text-stone-900">
        {t("dueDate.title")}
      </summary>
      <div className="mt-4 grid gap-4">
        <SelectField
          label={t("dueDate.method")}
          value={method}
          options={DUE_DATE_METHODS.map((m) => ({ value: m, label: t(`dueDate.methods.${m}`) }))}
          onChange={(e) => setMethod(e.target.value as DueDateMethod)}
        />
        <TextField
          label={t("dueDate.date")}
          type="date"
          value={date}
          error={error.date}
          onChange={(e) => setDate(e.target.value)}
        />
        {method === "lmp" ? (
          <TextField
            label={t("dueDate.cycle")}
            type="number"
            inputMode="numeric"
            min={20}
            max={45}
            value={cycle}
            error={error.cycle}
            onChange={(e) => setCycle(e.target.value)}
          />
        ) : null}
        {method === "ivf" ? (
          <ChoiceField
            legend={t("dueDate.embryoDay")}
            type="radio"
            options={[
              { value: "3", label: t("dueDate.day3") },
              { value: "5", label: t("dueDate.day5") },
            ]}
            input={{
              name: `${id}-embryo`,
              onChange: (e) => setEmbryoDay(e.target.value === "3" ? "3" : "5"),
            }}
            value={embryoDay}
          />
        ) : null}
        <Button className="sm:justify-self-start" disabled={pending} onClick={submit}>
          {t("dueDate.calculate")}
        </Button>
      </div>
    </details>
  );
}
