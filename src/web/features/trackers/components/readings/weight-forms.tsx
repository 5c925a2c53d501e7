import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { HEIGHT_CM } from "../../../../../contracts/tracker-limits.ts";
import { localIsoDate } from "../../../../../domain/dates.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { pastMoment } from "./format.ts";
import { fromKg, parseDecimal, parseWeight, weightRange, type WeightUnit } from "./units.ts";
import type { ProfileInput } from "./use-weight-profile.ts";

/** A form's frame: a heading, its fields, and a save button that says when it is saving. */
function ReadingForm(props: {
  title: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("tracker-readings");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={props.title}
      className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <h3 className="text-xl font-semibold text-stone-900">{props.title}</h3>
      {props.children}
      <div>
        <Button type="submit" size="lg" disabled={props.saving}>
          {props.saving ? t("saving") : props.saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** The weight input in her unit, with the range it takes in its message. */
function WeightInput(props: {
  label: string;
  unit: WeightUnit;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("tracker-readings");
  const range = weightRange(props.unit);
  const unit = t(`weight.units.${props.unit}`);
  return (
    <TextField
      label={`${props.label} (${unit})`}
      inputMode="decimal"
      autoComplete="off"
      value={props.value}
      error={props.invalid ? t("errors.weight", { ...range, unit }) : undefined}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/** A weight on a day (today unless she picks another), in kg or lb; kept as kg. */
export function WeightEntryForm(props: {
  unit: WeightUnit;
  saving: boolean;
  onSave: (entry: { kg: number; measuredAt: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation("tracker-readings");
  const [weight, setWeight] = useState("");
  const [day, setDay] = useState(localIsoDate);
  const [tried, setTried] = useState(false);
  const kg = parseWeight(weight, props.unit);
  const measuredAt = pastMoment(day);
  const submit = () => {
    setTried(true);
    if (kg === null || !measuredAt) return;
    void props.onSave({ kg, measuredAt }).then((saved) => {
      if (!saved) return;
      setWeight("");
      setTried(false);
    });
  };
  return (
    <ReadingForm
      title={t("weight.formTitle")}
      saveLabel={t("weight.save")}
      saving={props.saving}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <WeightInput
          label={t("weight.weight")}
          unit={props.unit}
          value={weight}
          invalid={tried && kg === null}
          onChange={setWeight}
        />
        <TextField
          type="date"
          label={t("weight.date")}
          value={day}
          max={localIsoDate()}
          error={tried && !measuredAt ? t("errors.date") : undefined}
          onChange={(e) => setDay(e.target.value)}
        />
      </div>
    </ReadingForm>
  );
}

/** Her height and weight before pregnancy, which give her BMI and recommended gain. */
export function ProfileForm(props: {
  unit: WeightUnit;
  initial: ProfileInput | null;
  saving: boolean;
  onSave: (input: ProfileInput) => Promise<boolean>;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation("tracker-readings");
  const [height, setHeight] = useState(props.initial ? String(props.initial.heightCm) : "");
  const [before, setBefore] = useState(
    props.initial ? String(fromKg(props.initial.prePregnancyKg, props.unit)) : "",
  );
  const [tried, setTried] = useState(false);
  const heightCm = parseDecimal(height);
  const heightOk = heightCm !== null && heightCm >= HEIGHT_CM.min && heightCm <= HEIGHT_CM.max;
  const prePregnancyKg = parseWeight(before, props.unit);
  const submit = () => {
    setTried(true);
    if (!heightOk || prePregnancyKg === null) return;
    void props.onSave({ heightCm, prePregnancyKg });
  };
  return (
    <ReadingForm
      title={t("profile.formTitle")}
      saveLabel={t("profile.save")}
      saving={props.saving}
      onSubmit={submit}
    >
      <p className="text-stone-700">{t("profile.why")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("profile.height")}
          inputMode="decimal"
          autoComplete="off"
          value={height}
          error={tried && !heightOk ? t("errors.height", HEIGHT_CM) : undefined}
          onChange={(e) => setHeight(e.target.value)}
        />
        <WeightInput
          label={t("profile.before")}
          unit={props.unit}
          value={before}
          invalid={tried && prePregnancyKg === null}
          onChange={setBefore}
        />
      </div>
      {props.onCancel ? (
        <Button variant="ghost" onClick={props.onCancel}>
          {t("cancel")}
        </Button>
      ) : null}
    </ReadingForm>
  );
}
