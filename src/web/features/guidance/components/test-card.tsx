import { CalendarPlus, CheckCircle2 } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { icsEvent } from "../../../lib/ics.ts";
import type { ScheduledTest } from "../lib/schedule.ts";
import { TestRecordForm } from "./test-record-form.tsx";

const BADGE: Record<string, string> = {
  done: "bg-green-100 text-green-900",
  now: "bg-rose-700 text-white",
  later: "bg-stone-100 text-stone-800",
  passed: "bg-amber-100 text-amber-950",
};

function download(item: ScheduledTest, today: string, words: { title: string; note: string }) {
  const day = item.starts > today ? item.starts : today;
  const text = icsEvent({
    id: item.test.id,
    day,
    title: `${words.title}: ${item.test.name}`,
    description: `${item.test.description}\n${words.note}`,
  });
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar" }));
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: `saathi-${item.test.id}.ics`,
  });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** One test on her timeline: when, what it is, whether done, and what she can do. */
export function TestCard({
  item,
  today,
  editing,
  saving,
  date,
  setEditing,
  save,
}: {
  item: ScheduledTest;
  today: string;
  editing: boolean;
  saving: boolean;
  date: (day: string) => string;
  setEditing: (testId: string | null) => void;
  save: (testId: string, next: { doneOn: string; note: string } | null) => void;
}) {
  const { t } = useTranslation("guidance");
  return (
    <li
      key={item.test.id}
      className={`rounded-3xl border bg-white p-4 shadow-sm ${item.next ? "border-rose-400" : "border-rose-100"}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-3 py-0.5 text-sm font-medium ${BADGE[item.status] ?? ""}`}
        >
          {t(`timeline.status.${item.status}`)}
        </span>
        {item.next ? (
          <span className="text-sm font-semibold text-rose-800">{t("timeline.next")}</span>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold">{item.test.name}</h3>
      <p className="text-sm text-stone-700">
        {t("timeline.when", {
          from: date(item.starts),
          to: date(item.ends),
          weeksFrom: item.test.weeks.from,
          weeksTo: item.test.weeks.to,
        })}
      </p>
      <p className="mt-1 leading-relaxed">{item.test.description}</p>
      {item.record ? (
        <p className="mt-2 flex items-start gap-2 text-green-900">
          <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            {t("timeline.doneText", { date: date(item.record.doneOn) })}
            {item.record.note ? ` · ${item.record.note}` : ""}
          </span>
        </p>
      ) : null}
      {editing ? (
        <TestRecordForm
          initial={item.record}
          saving={saving}
          onSave={(record) => save(item.test.id, record)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(item.test.id)}
            aria-label={`${t(item.record ? "timeline.edit" : "timeline.markDone")}: ${item.test.name}`}
          >
            {t(item.record ? "timeline.edit" : "timeline.markDone")}
          </Button>
          {item.record ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => save(item.test.id, null)}
              aria-label={`${t("timeline.undo")}: ${item.test.name}`}
            >
              {t("timeline.undo")}
            </Button>
          ) : null}
          {item.next ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                download(item, today, {
                  title: t("timeline.calendarTitle"),
                  note: t("timeline.calendarNote"),
                })
              }
            >
              <CalendarPlus aria-hidden className="h-4 w-4" /> {t("timeline.calendar")}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
