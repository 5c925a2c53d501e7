import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { addDays, localIsoDate } from "../../../../../domain/dates.ts";
import { APPOINTMENT_NOTES_MAX, FUTURE_DAYS_MAX } from "../../../../../contracts/tracker-limits.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { NoteField } from "../symptoms/log-parts.tsx";
import { appointmentProblems, type AppointmentDraft } from "./appointments.ts";

/**
 * Add or edit an appointment (issue 14 part 7). Checked as she types once she has tried to
 * save; what the account refuses shows at its field in her language, and nothing she typed is
 * lost on a refusal. `onSave` answers the account's refusals by field (empty when saved).
 */
export function AppointmentForm(props: {
  initial: AppointmentDraft;
  editing?: boolean;
  saving: boolean;
  onSave: (draft: AppointmentDraft) => Promise<Record<string, string>>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("tracker-plans");
  const headingId = useId();
  const [draft, setDraft] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const problems = { ...refused, ...(tried ? appointmentProblems(draft) : {}) };
  const error = (field: keyof AppointmentDraft) =>
    problems[field] ? t(problems[field]) : undefined;
  const field = (name: keyof AppointmentDraft) => ({
    value: draft[name],
    error: error(name),
    onChange: (e: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setRefused({});
    if (Object.keys(appointmentProblems(draft)).length) return;
    const refusals = await props.onSave(draft);
    setRefused(refusals);
    if (Object.keys(refusals).length || props.editing) return;
    setDraft(props.initial);
    setTried(false);
  };

  const today = localIsoDate();
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-semibold text-stone-900">
        {t(props.editing ? "appointments.editTitle" : "appointments.formTitle")}
      </h3>
      <TextField
        label={t("appointments.title")}
        hint={t("appointments.titleHint")}
        autoComplete="off"
        // Edit replaces the entry with this form: take her focus there, not back to the top.
        autoFocus={props.editing}
        {...field("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="date"
          label={t("appointments.date")}
          max={addDays(today, FUTURE_DAYS_MAX)}
          {...field("date")}
        />
        <TextField type="time" label={t("appointments.time")} {...field("time")} />
      </div>
      <TextField
        label={t("appointments.place")}
        hint={t("appointments.placeHint")}
        autoComplete="off"
        {...field("place")}
      />
      <TextField label={t("appointments.doctor")} autoComplete="off" {...field("doctor")} />
      <NoteField
        label={t("appointments.notes")}
        hint={t("appointments.notesHint")}
        max={APPOINTMENT_NOTES_MAX}
        {...field("notes")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={props.saving}>
          {props.saving
            ? t("appointments.saving")
            : t(props.editing ? "appointments.saveChanges" : "appointments.save")}
        </Button>
        {props.onCancel ? (
          <Button variant="ghost" size="lg" onClick={props.onCancel}>
            {t("appointments.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
