import { CalendarHeart, RefreshCw } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { PregnancyData } from "../../../../contracts/pregnancy.ts";
import {
  barWidth,
  percentComplete,
  trimesterOf,
  TRIMESTER_NAMES,
  weeksLeft,
} from "../../../../domain/pregnancy.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { TRIMESTER_THEME } from "../lib/display.ts";

/**
 * 001 §2 progress card: heading, trimester badge, "currently in week N", the due date, a
 * bar from week 1 to 40 with ticks at weeks 13 and 27 (32.5 % and 65 %) and a marker, and
 * four tiles.
 */
export function ProgressCard({ data, onSync }: { data: PregnancyData; onSync: () => void }) {
  const { t, i18n } = useTranslation("dashboard");
  const id = useId();
  const week = data.currentWeek;
  const trimester = trimesterOf(week);
  const theme = TRIMESTER_THEME[trimester];
  const trimesterName = t(`progress.names.${TRIMESTER_NAMES[trimester]}`);
  const tiles = [
    { label: t("progress.currentWeek"), value: String(week) },
    { label: t("progress.trimester"), value: trimesterName },
    { label: t("progress.weeksLeft"), value: String(weeksLeft(week)) },
    { label: t("progress.completed"), value: t("progress.percent", { n: percentComplete(week) }) },
  ];
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-stone-900">
          {t("progress.title")}
        </h2>
        <div className="flex items-center gap-2">
          <span
            data-testid="trimester-badge"
            className={`rounded-full px-3 py-1 text-sm font-semibold ${theme.badge}`}
          >
            {t("progress.trimesterBadge", { name: trimesterName })}
          </span>
          <button
            type="button"
            onClick={onSync}
            className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm text-stone-700 hover:bg-rose-50"
          >
            <RefreshCw aria-hidden className="h-4 w-4" /> {t("sync")}
          </button>
        </div>
      </div>
      <p className="mt-2 text-lg text-stone-800">{t("progress.currentlyIn", { week })}</p>
      <div className={`mt-4 flex items-start gap-3 rounded-2xl p-4 ${theme.soft}`}>
        <CalendarHeart aria-hidden className={`mt-1 h-6 w-6 shrink-0 ${theme.text}`} />
        <div>
          <p className="text-sm font-medium text-stone-700">{t("progress.dueDate")}</p>
          <p data-testid="due-date" className={`text-2xl font-bold ${theme.text}`}>
            {formatLongDate(data.dueDate, i18n.language)}
          </p>
          <p className="mt-1 text-sm text-stone-600">{t("progress.dueDateNote")}</p>
        </div>
      </div>
      <div className="mt-6">
        <div
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={40}
          aria-valuenow={Math.min(week, 40)}
          aria-label={t("progress.title")}
          aria-valuetext={t("progress.barLabel", { week })}
          className="relative h-3 rounded-full bg-stone-200"
        >
          <div
            className={`h-3 rounded-full ${theme.bar}`}
            style={{ width: `${barWidth(week)}%` }}
          />
          {[32.5, 65].map((at) => (
            <span
              key={at}
              aria-hidden
              className="absolute top-0 h-3 w-0.5 bg-white"
              style={{ left: `${at}%` }}
            />
          ))}
          <span
            aria-hidden
            data-testid="week-marker"
            className={`absolute -top-1 h-5 w-5 -translate-x-1/2 rounded-full border-2 border-white shadow ${theme.bar}`}
            style={{ left: `${barWidth(week)}%` }}
          />
        </div>
        <div aria-hidden className="relative mt-2 h-5 text-xs text-stone-600">
          <span className="absolute left-0">{t("progress.week1")}</span>
          <span className="absolute hidden -translate-x-1/2 sm:inline" style={{ left: "32.5%" }}>
            {t("progress.week13")}
          </span>
          <span className="absolute hidden -translate-x-1/2 sm:inline" style={{ left: "65%" }}>
            {t("progress.week27")}
          </span>
          <span className="absolute right-0">{t("progress.week40")}</span>
        </div>
      </div>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className={`rounded-2xl p-3 text-center ${theme.soft}`}>
            <dt className="text-sm text-stone-700">{tile.label}</dt>
            <dd className={`text-2xl font-bold ${theme.text}`}>{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
