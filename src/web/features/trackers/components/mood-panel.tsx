import { useTranslation } from "../../../lib/use-translation.tsx";
import type { MoodItem } from "../../../../contracts/trackers.ts";
import { lowMoodDays, suggestsSupport, type Mood } from "../../../../domain/trackers/moods.ts";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { sinceDaysAgo } from "../lib/cover.ts";
import { OlderEntriesButton, useRevealOlder } from "./older-entries.tsx";
import { MoodFace } from "../../../components/ui/mood-face.tsx";
import { MoodNoteEdit } from "./edit/entry-edits.tsx";
import { MoodPicker } from "./mood/mood-picker.tsx";
import { MoodSupport } from "./mood/mood-support.tsx";
import type { PanelProps } from "./trackers-screen.tsx";
import { groupByDay, withinDays } from "./symptoms/by-day.ts";
import { DayList, DeleteEntry, formatTime, LogState, PendingMark } from "./symptoms/log-parts.tsx";

const SHOWN_DAYS = 14;

/**
 * The Mood tab (issue 14 part 2): a one-tap check-in stored with her week, the last 14 days
 * (older ones when she asks), and a gentle word of support after a low week.
 */
export default function MoodPanel({ week, signedIn }: PanelProps) {
  const { t, i18n } = useTranslation("tracker-log");
  const tracker = useTracker<MoodItem>("moods", signedIn, sinceDaysAgo(SHOWN_DAYS));
  // The account adds her week itself; on the device the entry keeps it beside it (`local`).
  const items = tracker.items.map((item) => ({ ...item, week: item.week ?? null }));
  const recent = withinDays(items, (item) => item.createdAt, SHOWN_DAYS);
  const list = useRevealOlder(items, recent, tracker.older);

  const save = async (mood: Mood, note: string) => {
    try {
      await tracker.create.mutateAsync(
        note ? { mood, note, local: { week } } : { mood, local: { week } },
      );
      toast({ title: t("mood.saved") });
    } catch (error) {
      toast({ title: t("mood.saveFailed"), variant: "destructive" });
      throw error;
    }
  };

  return (
    <div className="grid gap-8">
      <MoodPicker saving={tracker.create.isPending} onSave={save} />
      {suggestsSupport(lowMoodDays(items)) ? <MoodSupport /> : null}
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : (
        <section className="grid gap-3">
          <h3 className="text-xl font-semibold text-stone-900">
            {t(list.revealed ? "mood.historyAll" : "mood.history")}
          </h3>
          {list.shown.length === 0 ? (
            <p className="text-stone-700">{t("mood.empty")}</p>
          ) : (
            <DayList groups={groupByDay(list.shown, (item) => item.createdAt)}>
              {(item) => (
                <>
                  <MoodFace mood={item.mood} />
                  <div className="grid min-w-0 flex-1 gap-1">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-semibold text-stone-900">
                        {t(`mood.moods.${item.mood}`)}
                      </span>
                      <span className="text-stone-700">
                        {formatTime(item.createdAt, i18n.language)}
                        {item.week ? ` · ${t("mood.week", { week: item.week })}` : ""}
                      </span>
                    </p>
                    {item.note ? (
                      <p className="break-words whitespace-pre-line text-stone-800">{item.note}</p>
                    ) : null}
                    {item.pending ? <PendingMark /> : null}
                  </div>
                  <MoodNoteEdit
                    item={item}
                    what={t(`mood.moods.${item.mood}`)}
                    save={(patch) => tracker.update.mutateAsync({ id: item.id, ...patch })}
                  />
                  <DeleteEntry
                    what={t(`mood.moods.${item.mood}`)}
                    busy={tracker.remove.isPending}
                    onDelete={() => tracker.deleteLater(item.id)}
                  />
                </>
              )}
            </DayList>
          )}
          <OlderEntriesButton older={list.older} />
        </section>
      )}
    </div>
  );
}
