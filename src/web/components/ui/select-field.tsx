import { useId, type SelectHTMLAttributes } from "react";
import { inputClasses } from "./text-field.tsx";

/** A labelled native select: on phones it opens the system picker, which everyone knows. */
export function SelectField({
  label,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
      </label>
      <select id={id} className={inputClasses} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
