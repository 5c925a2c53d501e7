import { useId, type InputHTMLAttributes } from "react";

/**
 * A fieldset of radio buttons or checkboxes as large tappable rows. `input` carries the
 * form library's props (name, onChange, onBlur, ref) for every option.
 */
export function ChoiceField({
  legend,
  type,
  options,
  error,
  input,
  value,
}: {
  legend: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
  /** For a controlled choice: the value that is selected. */
  value?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-medium text-stone-900">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-2 has-checked:border-rose-600 has-checked:bg-rose-50"
        >
          <input
            type={type}
            value={option.value}
            className="h-5 w-5 shrink-0 accent-rose-700"
            {...input}
            {...(value === undefined ? {} : { checked: option.value === value })}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
