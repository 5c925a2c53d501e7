import { useTranslation } from "../../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../../domain/language.ts";
import { summariseKicks } from "../../../../../domain/trackers/kicks.ts";
import { useDuration } from "../timing/use-duration.ts";
import { contractionSummary, lastDays, REPORT_DAYS, shortMoment } from "./report-data.ts";
import { ReportSection, ReportTable } from "./report-section.tsx";
import { failure, type ReportData } from "./use-report-data.ts";

/** Finished kick sessions: when, how many movements, the time to 10 (or when she stopped). */
export function KicksSection({ data, now }: { data: ReportData; now: Date }) {
  const { t, i18n } = useTranslation(["tracker-report", "tracker-timing"]);
  const language = toLanguage(i18n.language);
  const duration = useDuration();
  const sessions = lastDays(
    data.kicks.items.filter((k) => k.endedAt),
    (k) => k.startedAt,
    now,
    REPORT_DAYS,
  );
  return (
    <ReportSection
      title={t("kicks.title")}
      empty={sessions.length ? null : t("kicks.empty")}
      failed={failure(data.kicks)}
    >
      <ReportTable
        head={[t("kicks.when"), t("kicks.movements"), t("kicks.timeTo10")]}
        rows={sessions.map((item) => {
          const summary = summariseKicks(item);
          return {
            key: item.id,
            cells: [
              shortMoment(item.startedAt, language),
              summary.count,
              <span key="time" className={summary.long ? "font-semibold" : ""}>
                {summary.timeToTargetSec === null
                  ? t("tracker-timing:kicks.stoppedAfter", { time: duration(summary.elapsedSec) })
                  : duration(summary.timeToTargetSec)}
                {summary.long ? ` · ${t("tracker-timing:kicks.longMark")}` : ""}
              </span>,
            ],
          };
        })}
      />
    </ReportSection>
  );
}

/** Contractions only if she timed any in the last 2 days: one line of averages. */
export function ContractionsSection({ data, now }: { data: ReportData; now: Date }) {
  const { t, i18n } = useTranslation("tracker-report");
  const language = toLanguage(i18n.language);
  const duration = useDuration();
  const summary = contractionSummary(data.contractions.items, now);
  return (
    <ReportSection
      title={t("contractions.title")}
      empty={summary ? null : t("contractions.empty")}
      failed={failure(data.contractions)}
    >
      {summary ? (
        <p className="text-stone-900">
          {t(
            summary.averageIntervalSec === null && summary.count > 1
              ? "contractions.summaryNoInterval"
              : "contractions.summary",
            {
              count: summary.count,
              length: duration(summary.averageDurationSec),
              interval:
                summary.averageIntervalSec === null ? "" : duration(summary.averageIntervalSec),
              last: shortMoment(summary.lastAt, language),
            },
          )}
        </p>
      ) : null}
    </ReportSection>
  );
}
