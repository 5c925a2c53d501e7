import { PartyPopper } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { TFunction } from "../../../lib/translator.ts";
import { babyAge, postpartumStage, type BabyAge } from "../../../../domain/birth.ts";
import type { IsoDate } from "../../../../domain/dates.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { formatLongDate } from "../../../lib/dates.ts";
import { useToday } from "../hooks/use-today.ts";
import { allSources, postpartumContent } from "../lib/postpartum-content.ts";
import { WarningSigns } from "./warning-signs.tsx";
import { SourceLinks } from "../../../components/ui/source-links.tsx";

/** "Your baby is 12 days old" and, from a week on, "1 week and 5 days". */
function ageTexts(t: TFunction, age: BabyAge): { headline: string; weeks: string | null } {
  if (age.days === 0) return { headline: t("born.ageToday"), weeks: null };
  const headline = t("born.ageDays", { count: age.days });
  if (age.weeks === 0) return { headline, weeks: null };
  const weeks = t("born.weeks", { count: age.weeks });
  return {
    headline,
    weeks: age.extraDays ? t("born.weeksAndDays", { weeks, count: age.extraDays }) : weeks,
  };
}

/**
 * After a birth (issue 10): congratulations, the baby's age on her own calendar day, and
 * the warning signs for her body (six weeks) and mind (a year). No week-by-week pregnancy
 * content: the pregnancy is over.
 */
export function BornView({
  birthDate,
  pending,
  onUndo,
  focusOnMount,
}: {
  birthDate: IsoDate;
  pending: boolean;
  onUndo: () => void;
  /** Just chosen: the button that chose it is gone, so focus moves to the heading. */
  focusOnMount: boolean;
}) {
  const { t, i18n } = useTranslation("dashboard");
  const language = toLanguage(i18n.language);
  const today = useToday();
  const { headline, weeks } = ageTexts(t, babyAge(birthDate, today));
  const stage = postpartumStage(birthDate, today);
  const groups = postpartumContent.groups.filter(
    (group) => stage === "early" || (stage === "first-year" && group.id === "mind"),
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the congratulations, not at the top of the page;
  // a page that simply opens on this view leaves focus where the browser put it.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <>
      <section
        aria-labelledby="born-title"
        className="rounded-3xl border border-rose-100 bg-linear-to-br from-rose-50 to-amber-50 p-6 shadow-sm"
      >
        <PartyPopper aria-hidden className="h-10 w-10 text-rose-700" />
        <h2
          id="born-title"
          ref={heading}
          tabIndex={-1}
          className="mt-3 text-2xl font-bold text-stone-900"
        >
          {t("born.title")}
        </h2>
        <p data-testid="baby-age" className="mt-3 text-2xl font-bold text-rose-800">
          {headline}
        </p>
        <p className="mt-1 text-stone-700">
          {weeks ? <span data-testid="baby-age-weeks">{weeks} · </span> : null}
          {t("born.bornOn", { date: formatLongDate(birthDate, language) })}
        </p>
        <p className="mt-4 text-lg leading-relaxed text-stone-800">
          {stage === "later" ? t("born.later") : t("born.text")}
        </p>
        <Button variant="outline" className="mt-6" disabled={pending} onClick={onUndo}>
          {t("ended.undo")}
        </Button>
      </section>
      {groups.map((group) => (
        <WarningSigns key={group.id} group={group} language={language} />
      ))}
      {groups.length > 0 ? (
        <details className="rounded-3xl bg-stone-50 p-5 text-stone-700">
          <summary className="cursor-pointer font-medium">
            {t("development.sources")} ·{" "}
            {t("development.reviewed", {
              date: formatLongDate(postpartumContent.reviewed, language),
            })}
          </summary>
          <SourceLinks sources={allSources(groups)} />
        </details>
      ) : null}
    </>
  );
}
