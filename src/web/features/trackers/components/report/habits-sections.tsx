import { useId, useState } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { localIsoDate } from "../../../../../domain/dates.ts";
import { toLanguage } from "../../../../../domain/language.ts";
import { BUILT_IN_SUPPLEMENTS } from "../../../../../domain/trackers/supplements.ts";
import { lastDays, moodCounts, REPORT_DAYS, shortMoment, supplementLines } from "./report-data.ts";
import { ReportSection } from "./report-section.tsx";
import { failure, type ReportData } from "./use-report-data.ts";

/** A mood kept only on this device may have no note at all. */
const noteOf = (m: { note?: string }) => m.note?.trim() ?? "";

const isBuiltIn = (name: string): name is (typeof BUILT_IN_SUPPLEMENTS)[number] =>
  (BUILT_IN_SUPPLEMENTS as readonly string[]).includes(name);

/** IFA and calcium (and her own): days taken in the last 2 weeks and the streak to today. */
export function SupplementsSection({ data, now }: { data: ReportData; now: Date }) {
  const { t } = useTranslation("tracker-report");
  const lines = supplementLines(data.supplements.items, localIsoDate(now));
  return (
    <ReportSection title={t("supplements.title")} failed={failure(data.supplements)}>
      <ul className="grid gap-1 text-stone-900">
        {lines.map((line) => (
          <li key={line.supplement}>
            {t("supplements.line", {
              name: isBuiltIn(line.supplement)
                ? t(`supplements.names.${line.supplement}`)
                : line.supplement,
              days: line.days,
            })}
            {line.streak ? ` · ${t("supplements.streak", { count: line.streak })}` : ""}
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}

/**
 * Mood as counts only. Her notes are hers: they print only if she ticks the box, which is
 * not remembered, so a report printed later never carries them by surprise.
 */
export function MoodSection({ data, now }: { data: ReportData; now: Date }) {
  const { t, i18n } = useTranslation(["tracker-report", "tracker-log"]);
  const language = toLanguage(i18n.language);
  const boxId = useId();
  const [withNotes, setWithNotes] = useState(false);
  const items = lastDays(data.moods.items, (m) => m.createdAt, now, REPORT_DAYS);
  const counts = moodCounts(items).filter((c) => c.count > 0);
  const notes = items.filter((m) => noteOf(m));
  return (
    <ReportSection
      title={t("mood.title")}
      empty={items.length ? null : t("mood.empty")}
      failed={failure(data.moods)}
    >
      <p className="text-stone-900" data-testid="report-mood-counts">
        {t("mood.counts", {
          list: counts
            .map((c) => `${t(`tracker-log:mood.moods.${c.mood}`)} ${String(c.count)}`)
            .join(", "),
        })}
      </p>
      {notes.length ? (
        <div className="grid gap-1 print:hidden">
          <p className="flex items-center gap-2">
            <input
              id={boxId}
              type="checkbox"
              checked={withNotes}
              onChange={(e) => setWithNotes(e.target.checked)}
              className="h-5 w-5 accent-rose-700"
            />
            <label htmlFor={boxId} className="text-stone-900">
              {t("mood.includeNotes")}
            </label>
          </p>
          <p className="text-sm text-stone-600">{t("mood.notesPrivate")}</p>
        </div>
      ) : null}
      {withNotes && notes.length ? (
        <div className="grid gap-1">
          <h3 className="font-semibold text-stone-900">{t("mood.notesTitle")}</h3>
          <ul className="grid gap-1 text-sm">
            {notes.map((m) => (
              <li key={m.id} className="break-words">
                {shortMoment(m.createdAt, language, false)} ({t(`tracker-log:mood.moods.${m.mood}`)}
                ): {noteOf(m)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </ReportSection>
  );
}
