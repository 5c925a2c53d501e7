import { Trash2 } from "lucide-react";
import { useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { formatLongDate, lazyDateFormat } from "../../../../lib/dates.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { ConfirmAction, ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { inputClasses } from "../../../../components/ui/text-field.tsx";
import { RetryLine } from "../../../../components/ui/retry-line.tsx";
import type { DayGroup } from "./by-day.ts";

/** Pieces the symptom and mood logs share: days, notes, delete, loading and errors. */

const TIME = {
  en: lazyDateFormat("en-IN", { hour: "numeric", minute: "2-digit" }),
  hi: lazyDateFormat("hi-IN", { hour: "numeric", minute: "2-digit" }),
};
export const formatTime = (iso: string, language: string) =>
  (language === "hi" ? TIME.hi : TIME.en).format(new Date(iso));

/** Her history as days ("Today", "Yesterday", a date), each a list of entries. */
export function DayList<T extends { id: string }>(props: {
  groups: DayGroup<T>[];
  children: (item: T) => ReactNode;
}) {
  const { t, i18n } = useTranslation("tracker-log");
  return (
    <div className="grid gap-5">
      {props.groups.map((group) => (
        <section key={group.day} aria-label={dayName(group, t, i18n.language)}>
          <h4 className="mb-2 font-semibold text-stone-800">{dayName(group, t, i18n.language)}</h4>
          <ul className="grid gap-2">
            {group.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-start gap-3 rounded-2xl border border-rose-100 bg-white p-3"
              >
                {props.children(item)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function dayName(group: DayGroup<unknown>, t: (key: string) => string, language: string) {
  return group.when === "date" ? formatLongDate(group.day, language) : t(`day.${group.when}`);
}

/** A multi-line note with a visible label, a counter and its error. */
export function NoteField({
  label,
  hint,
  error,
  max,
  value,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  max: number;
  value: string;
}) {
  const { t } = useTranslation("tracker-log");
  const id = useId();
  const described = [`${id}-count`, hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${inputClasses} py-3`}
        {...area}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-count`} className="text-sm text-stone-600">
        {t("noteCount", { count: value.length, max })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Delete after an "are you sure?"; `what` names the entry for screen readers. */
export function DeleteEntry(props: { what: string; busy: boolean; onDelete: () => void }) {
  const { t } = useTranslation("tracker-log");
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 aria-hidden className="h-5 w-5" />
          <span className="sr-only">{t("delete.label", { what: props.what })}</span>
        </>
      }
      triggerClassName={`${buttonClasses("ghost", "icon")} shrink-0`}
      triggerDisabled={props.busy}
      title={t("delete.title")}
      description={t("delete.description")}
      cancel={t("delete.cancel")}
      confirm={
        <ConfirmAction className={buttonClasses("primary", "md")} onClick={props.onDelete}>
          {t("delete.confirm")}
        </ConfirmAction>
      }
    />
  );
}

/** While her log loads, or when it could not be, with a way to try again. */
export function LogState(props: { isLoading: boolean; isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation("tracker-log");
  if (props.isError)
    return <RetryLine text={t("loadFailed")} retry={t("retry")} onRetry={props.onRetry} />;
  if (props.isLoading)
    return (
      <p role="status" className="text-stone-700">
        {t("loading")}
      </p>
    );
  return null;
}

/** "On this phone for now": an entry the account has not received yet. */
export function PendingMark() {
  const { t } = useTranslation("tracker-log");
  return (
    <span className="w-fit rounded-full bg-stone-100 px-2 py-0.5 text-sm text-stone-700">
      {t("pending")}
    </span>
  );
}
