import { useId, type Ref, type TextareaHTMLAttributes } from "react";
import { inputClasses } from "../../../components/ui/text-field.tsx";

/**
 * A labelled textarea with its error and a running count, wired for screen readers like
 * TextField. `error` and `count` are already translated.
 */
export function MessageField({
  label,
  error,
  count,
  ref,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  count: string;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
      </label>
      <textarea
        id={id}
        ref={ref}
        rows={7}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className={`${inputClasses} py-3 leading-relaxed`}
        {...textarea}
      />
      <p id={`${id}-count`} className="text-sm text-stone-600">
        {count}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
