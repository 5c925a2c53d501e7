import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { SYMPTOM_NAME_MAX, SYMPTOM_NOTE_MAX } from "../../../../../contracts/tracker-limits.ts";
import { SEVERITIES } from "../../../../../contracts/tracker-kinds.ts";
import type { Alert } from "../../../../../contracts/trackers.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { ChoiceField } from "../../../../components/ui/choice-field.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { localIsoDate } from "../../../../../domain/dates.ts";
import { apiRequest } from "../../../../lib/api.ts";
import { deviceStage } from "../../../../lib/device-stage.ts";
import { AlertBox } from "../alert-box.tsx";
import { NoteField } from "./log-parts.tsx";
import {
  draftErrors,
  emptyDraft,
  localNow,
  OTHER,
  toFields,
  type SymptomDraft,
} from "./symptom-input.ts";

type Fields = ReturnType<typeof toFields>;

/**
 * The companion's triage over what she is about to log (nothing is saved by it), with her
 * week saved on this device (signed in, the server reads the account's).
 */
async function checkSymptom(fields: Fields, lang: string): Promise<Alert | null> {
  const { symptom, severity, note } = fields;
  const res = await apiRequest("POST", "/api/trackers/symptoms/check", {
    symptom,
    severity,
    note,
    lang: lang === "hi" ? "hi" : "en",
    stage: deviceStage(),
    today: localIsoDate(),
  });
  return ((await res.json()) as { alert: Alert | null }).alert;
}

/**
 * Log a symptom (issue 14 part 1): from the reviewed list or in her own words, with
 * severity, time and a note. Before saving, the same triage as the companion: a danger sign
 * shows its guidance at once (focus moves to it) and she can still save.
 */
export function SymptomForm(props: {
  list: { id: string; name: string }[];
  /** Saves; resolves to the account's alert when it found one, or null. */
  onSave: (fields: Fields, checked: Alert | null) => Promise<Alert | null>;
}) {
  const { t, i18n } = useTranslation("tracker-log");
  const [draft, setDraft] = useState<SymptomDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState<"checking" | "saving" | null>(null);
  const [alert, setAlert] = useState<{ alert: Alert; for: string } | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const set = (patch: Partial<SymptomDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const errors = draftErrors(draft);
  const shownError = (field: keyof typeof errors) =>
    tried && errors[field]
      ? t(errors[field], { max: field === "note" ? SYMPTOM_NOTE_MAX : SYMPTOM_NAME_MAX })
      : undefined;
  const fields = toFields(draft);
  const key = JSON.stringify([fields.symptom, fields.severity, fields.note]);
  const warned = alert?.for === key;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || busy) return;
    let checked = warned ? alert.alert : null;
    if (!warned) {
      setBusy("checking");
      try {
        checked = await checkSymptom(fields, i18n.language);
        setCheckFailed(false);
      } catch {
        setCheckFailed(true);
      }
      if (checked) {
        setBusy(null);
        setAlert({ alert: checked, for: key });
        return;
      }
      setAlert(null);
    }
    setBusy("saving");
    try {
      const found = (await props.onSave(fields, checked)) ?? checked;
      setDraft({ ...emptyDraft(), when: localNow() });
      setTried(false);
      setAlert(found ? { alert: found, for: "saved" } : null);
    } catch {
      // onSave told her; what she typed stays in the form.
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <h3 className="text-xl font-semibold text-stone-900">{t("symptoms.title")}</h3>
      <SelectField
        label={t("symptoms.field")}
        value={draft.choice}
        onChange={(e) => set({ choice: e.target.value })}
        aria-invalid={shownError("symptom") && draft.choice !== OTHER ? true : undefined}
        options={[
          { value: "", label: t("symptoms.choose") },
          ...props.list.map((s) => ({ value: s.id, label: s.name })),
          { value: OTHER, label: t("symptoms.other") },
        ]}
      />
      {draft.choice === OTHER ? (
        <TextField
          label={t("symptoms.own")}
          value={draft.own}
          maxLength={SYMPTOM_NAME_MAX + 20}
          error={shownError("symptom")}
          onChange={(e) => set({ own: e.target.value })}
        />
      ) : shownError("symptom") ? (
        <p className="-mt-2 text-sm font-medium text-red-700">{shownError("symptom")}</p>
      ) : null}
      <ChoiceField
        legend={t("symptoms.severity")}
        type="radio"
        value={draft.severity}
        error={shownError("severity")}
        options={SEVERITIES.map((s) => ({ value: s, label: t(`severity.${s}`) }))}
        input={{
          name: "severity",
          onChange: (e) => set({ severity: e.target.value as SymptomDraft["severity"] }),
        }}
      />
      <TextField
        type="datetime-local"
        label={t("symptoms.when")}
        value={draft.when}
        max={localNow()}
        error={shownError("when")}
        onChange={(e) => set({ when: e.target.value })}
      />
      <NoteField
        label={t("symptoms.note")}
        hint={t("symptoms.noteHint")}
        max={SYMPTOM_NOTE_MAX}
        value={draft.note}
        error={shownError("note")}
        onChange={(e) => set({ note: e.target.value })}
      />
      {checkFailed ? (
        <p className="rounded-2xl bg-amber-50 p-3 text-amber-950">{t("symptoms.checkFailed")}</p>
      ) : null}
      {alert ? (
        <div ref={alertRef} tabIndex={-1} className="grid gap-2 outline-none">
          <AlertBox level={alert.alert.level} message={alert.alert.message} />
          {warned ? <p className="font-medium text-stone-800">{t("symptoms.afterAlert")}</p> : null}
        </div>
      ) : null}
      <div>
        <Button type="submit" size="lg" disabled={busy !== null}>
          {busy ? t(`symptoms.${busy}`) : warned ? t("symptoms.saveAnyway") : t("symptoms.save")}
        </Button>
      </div>
    </form>
  );
}
