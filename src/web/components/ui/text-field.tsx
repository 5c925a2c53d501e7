import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

export const inputClasses =
  "min-h-12 w-full rounded-2xl border border-stone-300 bg-white px-4 text-base text-stone-900 aria-invalid:border-red-700";

/**
 * A labelled input with an optional hint and error, wired for screen readers
 * (aria-invalid, aria-describedby). `error` is already translated.
 */
export function TextField({
  label,
  hint,
  error,
  end,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** Something inside the input's right edge, e.g. a show-password button. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`${inputClasses} ${end ? "pr-14" : ""}`}
          {...input}
        />
        {end ? <div className="absolute inset-y-0 right-1 flex items-center">{end}</div> : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
