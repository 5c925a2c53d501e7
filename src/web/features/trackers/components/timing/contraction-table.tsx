import { useTranslation } from "../../../../lib/use-translation.tsx";
import type { TimedContraction } from "../../../../../domain/trackers/contractions.ts";
import { formatTime } from "../symptoms/log-parts.tsx";
import { averages, clockText } from "./timing.ts";

/** The session's contractions, newest first: when each started, how long, how far apart. */
export function ContractionTable({ rows }: { rows: TimedContraction[] }) {
  const { t, i18n } = useTranslation("tracker-timing");
  const cell = "px-3 py-2 text-left";
  return (
    <table className="w-full overflow-hidden rounded-2xl border border-rose-100 bg-white text-stone-900">
      <caption className="mb-2 text-left text-xl font-semibold">{t("contractions.table")}</caption>
      <thead className="bg-rose-50 text-stone-700">
        <tr>
          <th scope="col" className={cell}>
            {t("contractions.started")}
          </th>
          <th scope="col" className={cell}>
            {t("contractions.lasted")}
          </th>
          <th scope="col" className={cell}>
            {t("contractions.interval")}
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {rows.map((row) => (
          <tr key={row.startedAt} className="border-t border-rose-100">
            <td className={cell}>{formatTime(row.startedAt, i18n.language)}</td>
            <td className={cell}>{clockText(row.durationSec)}</td>
            <td className={cell}>{row.intervalSec === null ? "–" : clockText(row.intervalSec)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last hour at a glance: how many, their average length and time apart. */
export function LastHour({ recent }: { recent: TimedContraction[] }) {
  const { t } = useTranslation("tracker-timing");
  const { durationSec, intervalSec } = averages(recent);
  const stats = [
    { label: t("contractions.countInHour"), value: String(recent.length) },
    {
      label: t("contractions.averageLength"),
      value: durationSec === null ? "–" : clockText(durationSec),
    },
    {
      label: t("contractions.averageInterval"),
      value: intervalSec === null ? "–" : clockText(intervalSec),
    },
  ];
  return (
    <section aria-label={t("contractions.lastHour")} className="grid gap-2">
      <h3 className="text-lg font-semibold text-stone-900">{t("contractions.lastHour")}</h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-rose-50 p-3">
            <dt className="text-sm text-stone-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-stone-900 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
