import { LockKeyhole } from "lucide-react";
import { Fragment, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import {
  EPDS_CITATION,
  EPDS_CITATION_URL,
  emptyAnswers,
  epdsTotal,
  needsCrisisHelp,
  unanswered,
} from "../lib/epds.ts";
import { CrisisHelp } from "./crisis-help.tsx";
import { EpdsResult } from "./epds-result.tsx";

interface Item {
  question: string;
  answers: string[];
}

/**
 * The private self-check: the 10 EPDS items, scored here in the page's state only. Nothing is
 * sent or stored (no request, no storage); leaving the page forgets every answer.
 */
export function EpdsCheck() {
  const { t } = useTranslation("mindfulness");
  const items = t("epds.items", { returnObjects: true }) as Item[];
  const [answers, setAnswers] = useState(emptyAnswers);
  const [shown, setShown] = useState(false);
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const total = epdsTotal(answers);
  const answer = (index: number, choice: number) =>
    setAnswers((previous) => previous.map((a, i) => (i === index ? choice : a)));
  return (
    <div className="space-y-5">
      <p className="flex gap-3 rounded-3xl bg-emerald-50 p-4 text-emerald-950">
        <LockKeyhole aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{t("epds.privacy")}</span>
      </p>
      <p className="leading-relaxed text-stone-800">{t("epds.instructions")}</p>
      <form
        ref={form}
        noValidate
        autoComplete="off"
        aria-label={t("epds.formLabel")}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (total === null) {
            setTried(true);
            const first = answers.findIndex((a) => a === null);
            form.current
              ?.querySelector<HTMLInputElement>(`[name="epds-${String(first + 1)}"]`)
              ?.focus();
            return;
          }
          setShown(true);
        }}
      >
        {items.map((item, index) => (
          <Fragment key={item.question}>
            <ChoiceField
              type="radio"
              legend={`${String(index + 1)}. ${item.question}`}
              options={item.answers.map((label, choice) => ({ value: String(choice), label }))}
              value={answers[index] == null ? "" : String(answers[index])}
              input={{
                name: `epds-${String(index + 1)}`,
                onChange: (event) => answer(index, Number(event.currentTarget.value)),
              }}
              error={tried && answers[index] == null ? t("epds.required") : undefined}
            />
            {index === items.length - 1 && needsCrisisHelp(answers) ? <CrisisHelp /> : null}
          </Fragment>
        ))}
        {tried && total === null ? (
          <p role="alert" className="font-medium text-red-700">
            {t("epds.incomplete", { count: unanswered(answers) })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">{t("epds.submit")}</Button>
          <Button
            variant="outline"
            onClick={() => {
              setAnswers(emptyAnswers());
              setShown(false);
              setTried(false);
            }}
          >
            {t("epds.reset")}
          </Button>
        </div>
      </form>
      {shown && total !== null ? (
        <EpdsResult total={total} crisis={needsCrisisHelp(answers)} />
      ) : null}
      <p className="text-sm text-stone-700">
        {t("epds.citation")}{" "}
        <a href={EPDS_CITATION_URL} target="_blank" rel="noreferrer" className="underline">
          {EPDS_CITATION}
        </a>{" "}
        {t("epds.wording")}
      </p>
    </div>
  );
}
