import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { TEST_NOTE_MAX_LENGTH } from "../../../../contracts/limits.ts";
import { addDays, localIsoDate } from "../../../../domain/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

/** When it was done and what she wants to remember (a result, a next step). */
export function TestRecordForm(props: {
  initial?: { doneOn: string; note: string } | undefined;
  saving: boolean;
  onSave: (record: { doneOn: string; note: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("guidance");
  const today = localIsoDate();
  const [doneOn, setDoneOn] = useState(props.initial?.doneOn ?? today);
  const [note, setNote] = useState(props.initial?.note ?? "");
  const [tried, setTried] = useState(false);
  const dateError =
    !doneOn || doneOn > addDays(today, 1) || doneOn < addDays(today, -730)
      ? t("timeline.dateError")
      : undefined;
  const noteError = note.length > TEST_NOTE_MAX_LENGTH ? t("timeline.noteError") : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!dateError && !noteError) props.onSave({ doneOn, note: note.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 grid gap-3 rounded-2xl bg-rose-50 p-3">
      <TextField
        type="date"
        label={t("timeline.doneOn")}
        value={doneOn}
        max={today}
        error={tried ? dateError : undefined}
        onChange={(e) => setDoneOn(e.target.value)}
      />
      <TextField
        label={t("timeline.note")}
        hint={t("timeline.noteHint")}
        value={note}
        error={noteError}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={props.saving}>
          {props.saving ? t("timeline.saving") : t("timeline.save")}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {t("timeline.cancel")}
        </Button>
      </div>
    </form>
  );
}
