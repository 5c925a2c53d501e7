import { useTranslation } from "../../../../lib/use-translation.tsx";
import type {
  BloodPressureItem,
  MoodItem,
  SymptomItem,
  WeightItem,
} from "../../../../../contracts/trackers.ts";
import { SEVERITIES } from "../../../../../contracts/tracker-kinds.ts";
import { MOOD_NOTE_MAX, SYMPTOM_NOTE_MAX } from "../../../../../contracts/tracker-limits.ts";
import { readingProblems } from "../../../../../domain/trackers/blood-pressure.ts";
import { parseWeight, weightRange, fromKg, type WeightUnit } from "../readings/units.ts";
import { EntryEditor } from "./entry-editor.tsx";

/** Each tracker's Edit (issue 14): only what she may change, checked as its form checks it. */
type Save = (patch: Record<string, unknown>) => Promise<unknown>;
/** One field's problem, or none. */
const unless = (ok: boolean, field: string, text: string): Record<string, string> =>
  ok ? {} : { [field]: text };
const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN);

export function BpEdit(props: { item: BloodPressureItem; what: string; save: Save }) {
  const { t } = useTranslation("tracker-readings");
  const read = (v: Record<string, string>) => ({
    systolic: whole(v.systolic ?? ""),
    diastolic: whole(v.diastolic ?? ""),
    pulse: v.pulse?.trim() ? whole(v.pulse) : null,
  });
  return (
    <EntryEditor
      what={props.what}
      fields={[
        { name: "systolic", label: t("bp.systolic"), value: String(props.item.systolic) },
        { name: "diastolic", label: t("bp.diastolic"), value: String(props.item.diastolic) },
        { name: "pulse", label: t("bp.pulse"), value: String(props.item.pulse ?? "") },
      ].map((f) => ({ ...f, inputMode: "numeric" as const }))}
      check={(v) =>
        Object.fromEntries(Object.entries(readingProblems(read(v))).map(([k, key]) => [k, t(key)]))
      }
      refusal={(key) => t(key)}
      save={(v) => props.save(read(v))}
    />
  );
}

export function WeightEdit(props: {
  item: WeightItem;
  unit: WeightUnit;
  what: string;
  save: Save;
}) {
  const { t } = useTranslation("tracker-readings");
  const unit = t(`weight.units.${props.unit}`);
  const problem = t("errors.weight", { ...weightRange(props.unit), unit });
  return (
    <EntryEditor
      what={props.what}
      fields={[
        {
          name: "kg",
          label: `${t("weight.weight")} (${unit})`,
          value: String(fromKg(props.item.kg, props.unit)),
          inputMode: "decimal",
        },
      ]}
      check={(v) => unless(parseWeight(v.kg ?? "", props.unit) !== null, "kg", problem)}
      refusal={() => problem}
      save={(v) => props.save({ kg: parseWeight(v.kg ?? "", props.unit) })}
    />
  );
}

export function SymptomEdit(props: { item: SymptomItem; what: string; save: Save }) {
  const { t } = useTranslation("tracker-log");
  const long = t("symptoms.errors.note", { max: SYMPTOM_NOTE_MAX });
  return (
    <EntryEditor
      what={props.what}
      fields={[
        {
          name: "severity",
          label: t("symptoms.severity"),
          value: props.item.severity,
          options: SEVERITIES.map((s) => ({ value: s, label: t(`severity.${s}`) })),
        },
        { name: "note", label: t("symptoms.note"), value: props.item.note ?? "" },
      ]}
      check={(v) => unless((v.note ?? "").length <= SYMPTOM_NOTE_MAX, "note", long)}
      refusal={(key) => (key === "errors.severity" ? t("symptoms.errors.severity") : long)}
      save={(v) => props.save({ severity: v.severity, note: v.note ?? "" })}
    />
  );
}

export function MoodNoteEdit(props: { item: MoodItem; what: string; save: Save }) {
  const { t } = useTranslation("tracker-log");
  const long = t("mood.noteLong", { max: MOOD_NOTE_MAX });
  return (
    <EntryEditor
      what={props.what}
      fields={[{ name: "note", label: t("mood.note"), value: props.item.note ?? "" }]}
      check={(v) => unless((v.note ?? "").length <= MOOD_NOTE_MAX, "note", long)}
      refusal={() => long}
      save={(v) => props.save({ note: v.note ?? "" })}
    />
  );
}
