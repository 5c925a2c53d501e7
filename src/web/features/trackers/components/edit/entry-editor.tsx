import { Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { parseApiError } from "../../../../lib/api-errors.ts";
import { toast } from "../../../../lib/toast.ts";

/** One field of an entry she can change; `value` is what the entry holds now, as text. */
export interface EditField {
  name: string;
  label: string;
  value: string;
  options?: readonly { value: string; label: string }[];
  inputMode?: "numeric" | "decimal";
}
type Values = Record<string, string>;

/**
 * Changes one saved entry in place (issue 14). What she types is checked here first; what the
 * account still refuses is shown under its field in her language, and the entry stays as it
 * was until a change is saved.
 */
export function EntryEditor(props: {
  /** Names the entry ("145/92, 3 Nov"): the form's label and the Edit button's. */
  what: string;
  fields: EditField[];
  /** Problems by field, already in her language; empty when the change can be sent. */
  check: (values: Values) => Record<string, string>;
  /** A server's refusal key for a field ("errors.bpSystolic") in her language. */
  refusal: (key: string) => string;
  save: (values: Values) => Promise<unknown>;
}) {
  const { t } = useTranslation("tracker-log");
  const initial = Object.fromEntries(props.fields.map((f) => [f.name, f.value]));
  const [values, setValues] = useState<Values | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  if (!values)
    return (
      <button
        type="button"
        onClick={() => setValues(initial)}
        className={`${buttonClasses("ghost", "icon")} shrink-0`}
      >
        <Pencil aria-hidden className="h-5 w-5" />
        <span className="sr-only">{t("edit.label", { what: props.what })}</span>
      </button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own = props.check(values);
    setProblems(own);
    if (Object.keys(own).length) return;
    setSaving(true);
    try {
      await props.save(values);
      setValues(null);
      toast({ title: t("edit.saved") });
    } catch (error) {
      const refused = parseApiError(error).body?.fields ?? {};
      setProblems(
        Object.fromEntries(
          Object.entries(refused)
            .filter(([name]) => name in initial)
            .map(([name, key]) => [name, props.refusal(key)]),
        ),
      );
      toast({ title: t("edit.failed"), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("edit.title", { what: props.what })}
      className="order-last grid w-full basis-full gap-3 rounded-2xl bg-rose-50 p-4"
    >
      {props.fields.map((field) => {
        const common = {
          label: field.label,
          value: values[field.name] ?? "",
          onChange: (e: { target: { value: string } }) =>
            setValues({ ...values, [field.name]: e.target.value }),
        };
        return field.options ? (
          <SelectField key={field.name} {...common} options={field.options} />
        ) : (
          <TextField
            key={field.name}
            {...common}
            inputMode={field.inputMode}
            autoComplete="off"
            error={problems[field.name]}
          />
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t("edit.saving") : t("edit.save")}
        </Button>
        <Button variant="ghost" onClick={() => setValues(null)}>
          {t("edit.cancel")}
        </Button>
      </div>
    </form>
  );
}
