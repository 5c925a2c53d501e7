import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { inputClasses } from "../../../../components/ui/text-field.tsx";
import {
  QUESTION_MAX,
  QUESTIONS_MAX,
  readQuestions,
  writeQuestions,
  type Question,
} from "./questions-store.ts";
import { ReportSection } from "./report-section.tsx";

/** Ruled lines on paper: room to write the doctor's answers, or more questions, by hand. */
const WRITING_LINES = 2;
/** With questions typed, one blank for a late thought; with none, a few to fill in by hand. */
const spareCount = (typed: number) => (typed ? 1 : 3);

/**
 * "Questions for my doctor": she adds and removes them on screen; on paper they print as a
 * numbered list with lines to write on (the form itself does not print).
 */
export function Questions() {
  const { t } = useTranslation("tracker-report");
  const fieldId = useId();
  const [questions, setQuestions] = useState<Question[]>(readQuestions);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState(false);

  const keep = (next: Question[]) => {
    setQuestions(next);
    setUnsaved(!writeQuestions(next));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    if (text.length > QUESTION_MAX)
      return setProblem(t("questions.tooLong", { max: QUESTION_MAX }));
    if (questions.length >= QUESTIONS_MAX)
      return setProblem(t("questions.full", { max: QUESTIONS_MAX }));
    keep([...questions, { id: crypto.randomUUID(), text }]);
    setDraft("");
    setProblem(null);
  };

  return (
    <ReportSection title={t("questions.title")}>
      <p className="text-stone-700 print:hidden">{t("questions.hint")}</p>
      <p className="text-sm text-stone-600 print:hidden">{t("questions.kept")}</p>
      <form onSubmit={add} className="grid gap-2 print:hidden" noValidate>
        <label htmlFor={fieldId} className="font-medium text-stone-900">
          {t("questions.field")}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={fieldId}
            value={draft}
            maxLength={QUESTION_MAX + 50}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-problem` : undefined}
            onChange={(e) => setDraft(e.target.value)}
            className={`${inputClasses} min-w-0 flex-1 basis-60`}
          />
          <Button type="submit">{t("questions.add")}</Button>
        </div>
        {problem ? (
          <p id={`${fieldId}-problem`} role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        {unsaved ? <p className="text-sm text-amber-900">{t("questions.notSaved")}</p> : null}
      </form>
      {questions.length === 0 ? <p className="text-stone-700">{t("questions.empty")}</p> : null}
      <ol className="grid list-decimal gap-2 pl-6" data-testid="report-questions">
        {questions.map((q, index) => (
          <li key={q.id} className="break-inside-avoid">
            <div className="flex items-start gap-2">
              <span className="flex-1 break-words text-stone-900">{q.text}</span>
              <button
                type="button"
                aria-label={t("questions.remove", { number: index + 1 })}
                onClick={() => keep(questions.filter((other) => other.id !== q.id))}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-rose-50 hover:text-rose-800"
              >
                <Trash2 aria-hidden className="h-5 w-5" />
              </button>
            </div>
            <WritingLines />
          </li>
        ))}
        {/* Numbered blanks on paper only, for what comes to mind in the waiting room. */}
        {Array.from({ length: spareCount(questions.length) }, (_, i) => (
          <li
            key={`spare-${String(i)}`}
            aria-hidden
            className="hidden break-inside-avoid print:list-item"
          >
            <WritingLines />
          </li>
        ))}
      </ol>
    </ReportSection>
  );
}

function WritingLines() {
  return (
    <span aria-hidden className="hidden print:block">
      {Array.from({ length: WRITING_LINES }, (_, i) => (
        <span key={i} className="block h-5 border-b border-stone-400" />
      ))}
    </span>
  );
}
