import { useTranslation } from "../../../../lib/use-translation.tsx";
import type { OlderEntries } from "../../../../lib/local-first.ts";
import { summariseKicks } from "../../../../../domain/trackers/kicks.ts";
import type { KickItem } from "../../../../../contracts/trackers.ts";
import { groupByDay } from "../symptoms/by-day.ts";
import { OlderEntriesButton, useRevealOlder } from "../older-entries.tsx";
import { DayList, DeleteEntry, formatTime, PendingMark } from "../symptoms/log-parts.tsx";
import { useDuration } from "./use-duration.ts";

const SHOWN = 30;

/** Her past kick sessions by day (the last 30, then older ones when she asks): when, how many movements, and the time to 10. */
export function KickHistory(props: {
  items: (KickItem & { pending?: boolean })[];
  older: OlderEntries;
  deleting: boolean;
  onDelete: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("tracker-timing");
  const duration = useDuration();
  const all = props.items.filter((item) => item.endedAt);
  const { shown: finished, older } = useRevealOlder(all, all.slice(0, SHOWN), props.older);
  return (
    <section className="grid gap-3">
      <h3 className="text-xl font-semibold text-stone-900">{t("kicks.history")}</h3>
      {finished.length === 0 ? (
        <p className="text-stone-700">{t("kicks.empty")}</p>
      ) : (
        <DayList groups={groupByDay(finished, (item) => item.startedAt)}>
          {(item) => {
            const summary = summariseKicks(item);
            const time = formatTime(item.startedAt, i18n.language);
            return (
              <>
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold text-stone-900">
                      {t("kicks.sessionOf", { count: summary.count })}
                    </span>
                    <span className="text-stone-700">{time}</span>
                  </p>
                  <p className="text-stone-800">
                    {summary.timeToTargetSec === null
                      ? t("kicks.stoppedAfter", { time: duration(summary.elapsedSec) })
                      : t("kicks.timeTo10", { time: duration(summary.timeToTargetSec) })}
                  </p>
                  {summary.long ? (
                    <span className="w-fit rounded-full bg-red-50 px-2 py-0.5 text-sm font-medium text-red-800">
                      {t("kicks.longMark")}
                    </span>
                  ) : null}
                  {item.pending ? <PendingMark /> : null}
                </div>
                <DeleteEntry
                  what={t("kicks.what", { time })}
                  busy={props.deleting}
                  onDelete={() => props.onDelete(item.id)}
                />
              </>
            );
          }}
        </DayList>
      )}
      <OlderEntriesButton older={older} />
    </section>
  );
}
