import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "../../../../contracts/tracker-limits.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClasses, TextField } from "../../../components/ui/text-field.tsx";
import type { JournalDraft } from "../lib/journal-draft.ts";
import { checkDraft, type DraftErrors } from "../lib/journal-form.ts";
import { MoodChoice } from "./mood-choice.tsx";

/**
 * Writing (or changing) an entry: title, words and mood. Every keystroke is already kept
 * on the device by the caller; nothing she typed is cleared unless the save went through.
 */
export function JournalForm(props: {
  draft: JournalDraft;
  saving: boolean;
  onChange: (draft: JournalDraft) => void;
  /** Resolves when saved; rejects when it failed (she was told, the draft stays). */
  onSave: (draft: JournalDraft) => Promise<unknown>;
  onCancelEdit: () => void;
}) {
  const { t, i18n } = useTranslation("journal");
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [tried, setTried] = useState(false);
  const { draft } = props;
  const count = (n: number) => n.toLocaleString(i18n.language === "hi" ? "hi-IN" : "en-US");

  const change = (patch: Partial<JournalDraft>) => {
    const next = { ...draft, ...patch };
    props.onChange(next);
    if (tried) setErrors(checkDraft(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.saving) return;
    const found = checkDraft(draft);
    setErrors(found);
    setTried(true);
    if (Object.keys(found).length) {
      const first = found.title
        ? titleRef.current
        : document.querySelector<HTMLElement>(
            found.content ? `#${CSS.escape(`${id}-content`)}` : `input[name="${id}-mood"]`,
          );
      first?.focus();
      return;
    }
    props.onSave(draft).then(
      () => {
        setTried(false);
        setErrors({});
      },
      () => undefined,
    );
  };
  const message = (key: string | undefined) =>
    key
      ? t(key, { max: count(key === "form.titleLong" ? JOURNAL_TITLE_MAX : JOURNAL_CONTENT_MAX) })
      : undefined;
  const contentError = message(errors.content);

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 className="text-xl font-semibold text-stone-900">
        {t(draft.editing ? "form.editTitle" : "form.newTitle")}
      </h3>
      <TextField
        ref={titleRef}
        label={t("form.title")}
        hint={t("form.titleCount", {
          n: count(draft.title.trim().length),
          max: count(JOURNAL_TITLE_MAX),
        })}
        error={message(errors.title)}
        value={draft.title}
        autoComplete="off"
        onChange={(e) => change({ title: e.target.value })}
      />
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-content`} className="font-medium text-stone-900">
          {t("form.content")}
        </label>
        <textarea
          id={`${id}-content`}
          rows={6}
          value={draft.content}
          aria-invalid={contentError ? true : undefined}
          aria-describedby={`${id}-count${contentError ? ` ${id}-content-error` : ""}`}
          onChange={(e) => change({ content: e.target.value })}
          className={`${inputClasses} py-3 leading-relaxed`}
        />
        <p id={`${id}-count`} className="text-sm text-stone-600">
          {t("form.contentCount", {
            n: count(draft.content.length),
            max: count(JOURNAL_CONTENT_MAX),
          })}
        </p>
        {contentError ? (
          <p id={`${id}-content-error`} className="text-sm font-medium text-red-700">
            {contentError}
          </p>
        ) : null}
      </div>
      <MoodChoice
        name={`${id}-mood`}
        value={draft.mood}
        error={message(errors.mood)}
        onChange={(mood) => change({ mood })}
      />
      <p className="text-sm text-stone-600">{t("form.draftKept")}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={props.saving} aria-busy={props.saving || undefined}>
          {props.saving ? t("form.saving") : t(draft.editing ? "form.saveChanges" : "form.save")}
        </Button>
        {draft.editing ? (
          <Button variant="outline" onClick={props.onCancelEdit}>
            {t("form.cancelEdit")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
