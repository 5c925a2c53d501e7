import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import {
  BP_SYMPTOMS,
  readingProblems,
  type BpSymptom,
} from "../../../../../domain/trackers/blood-pressure.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { localMinute, pastMoment } from "./format.ts";

export interface BpFields {
  systolic: number;
  diastolic: number;
  pulse: number | null;
  symptoms: BpSymptom[];
  measuredAt: string;
}

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** Every problem of what she typed, as i18n keys by field; empty when it can be saved. */
export function bpFormProblems(typed: {
  systolic: string;
  diastolic: string;
  pulse: string;
  when: string;
}): Record<string, string> {
  const problems: Record<string, string> = {
    ...readingProblems({
      systolic: whole(typed.systolic),
      diastolic: whole(typed.diastolic),
      pulse: typed.pulse.trim() ? whole(typed.pulse) : null,
    }),
  };
  if (!pastMoment(typed.when)) problems.measuredAt = "errors.time";
  return problems;
}

/**
 * A blood pressure reading (issue 14 part 4): the two numbers, her pulse if she has it, when,
 * and the three signs that make a high reading an emergency. What she typed stays until it
 * is saved.
 */
export function BpForm(props: {
  saving: boolean;
  /** Server refusals by field (i18n keys), shown like the form's own. */
  refused: Record<string, string>;
  onSave: (fields: BpFields) => Promise<boolean>;
}) {
  const { t } = useTranslation("tracker-readings");
  const [systolic, setSystolic] = useState("");
  const [diastolic, setDiastolic] = useState("");
  const [pulse, setPulse] = useState("");
  const [when, setWhen] = useState(() => localMinute());
  const [symptoms, setSymptoms] = useState<BpSymptom[]>([]);
  const [tried, setTried] = useState(false);
  const problems = {
    ...props.refused,
    ...(tried ? bpFormProblems({ systolic, diastolic, pulse, when }) : {}),
  };
  const error = (field: string) => (problems[field] ? t(problems[field]) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(bpFormProblems({ systolic, diastolic, pulse, when })).length) return;
    const saved = await props.onSave({
      systolic: whole(systolic),
      diastolic: whole(diastolic),
      pulse: pulse.trim() ? whole(pulse) : null,
      symptoms,
      measuredAt: pastMoment(when) ?? new Date().toISOString(),
    });
    if (!saved) return;
    setSystolic("");
    setDiastolic("");
    setPulse("");
    setSymptoms([]);
    setWhen(localMinute());
    setTried(false);
  };
  const toggle = (sign: BpSymptom, on: boolean) =>
    setSymptoms((list) => (on ? [...list, sign] : list.filter((s) => s !== sign)));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("bp.formTitle")}
      className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <h3 className="text-xl font-semibold text-stone-900">{t("bp.formTitle")}</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t("bp.systolic")}
          hint={t("bp.systolicHint")}
          inputMode="numeric"
          autoComplete="off"
          value={systolic}
          error={error("systolic")}
          onChange={(e) => setSystolic(e.target.value)}
        />
        <TextField
          label={t("bp.diastolic")}
          hint={t("bp.diastolicHint")}
          inputMode="numeric"
          autoComplete="off"
          value={diastolic}
          error={error("diastolic")}
          onChange={(e) => setDiastolic(e.target.value)}
        />
        <TextField
          label={t("bp.pulse")}
          hint={t("bp.pulseHint")}
          inputMode="numeric"
          autoComplete="off"
          value={pulse}
          error={error("pulse")}
          onChange={(e) => setPulse(e.target.value)}
        />
      </div>
      <TextField
        type="datetime-local"
        label={t("bp.when")}
        value={when}
        max={localMinute()}
        error={error("measuredAt")}
        onChange={(e) => setWhen(e.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-stone-900">{t("bp.symptomsLegend")}</legend>
        {BP_SYMPTOMS.map((sign) => (
          <label
            key={sign}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-2 has-checked:border-rose-600 has-checked:bg-rose-50"
          >
            <input
              type="checkbox"
              className="h-5 w-5 shrink-0 accent-rose-700"
              checked={symptoms.includes(sign)}
              onChange={(e) => toggle(sign, e.target.checked)}
            />
            <span>{t(`bp.symptoms.${sign}`)}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="lg" disabled={props.saving}>
          {props.saving ? t("saving") : t("bp.save")}
        </Button>
      </div>
    </form>
  );
}
