import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";

export type Values = Record<string, string>;

/**
 * A small form of password inputs: validated here with the spec's texts (001 §5), then sent.
 * `submit` resolves true when the server took it (the fields are cleared).
 */
export function SecretForm({
  fields,
  validate,
  submit,
  button,
  busyLabel,
}: {
  fields: { name: string; label: string; autoComplete: string }[];
  validate: (values: Values) => Values;
  submit: (values: Values) => Promise<boolean>;
  button: string;
  busyLabel: string;
}) {
  const empty = Object.fromEntries(fields.map((f) => [f.name, ""]));
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Values>({});
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const done = await submit(values);
    setBusy(false);
    if (done) setValues(empty);
  };

  return (
    <form noValidate onSubmit={(e) => void send(e)} className="grid max-w-md gap-4">
      {fields.map((f) => (
        <TextField
          key={f.name}
          type="password"
          label={f.label}
          autoComplete={f.autoComplete}
          value={values[f.name] ?? ""}
          error={errors[f.name]}
          onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
        />
      ))}
      <Button type="submit" disabled={busy} className="justify-self-start">
        {busy ? busyLabel : button}
      </Button>
    </form>
  );
}
