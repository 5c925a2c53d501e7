import { useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { Region } from "../../../../contracts/guidance-constants.ts";
import type { Language } from "../../../../domain/language.ts";
import { formatLongDate } from "../../../lib/dates.ts";
import { toast } from "../../../lib/toast.ts";
import { useGuidance } from "../api/guidance-api.ts";
import { useTestRecords } from "../api/test-records-api.ts";
import { datedSchedule, type ScheduledTest } from "../lib/schedule.ts";
import { Loaded } from "./parts.tsx";
import { TestCard } from "./test-card.tsx";

/** Done and passed tests fold away under one line; what is due and to come shows first. */
function TimelineGroups(props: {
  items: ScheduledTest[];
  render: (item: ScheduledTest) => ReactNode;
}) {
  const { t } = useTranslation("guidance");
  const earlier = props.items.filter((i) => i.status === "done" || i.status === "passed");
  const ahead = props.items.filter((i) => i.status === "now" || i.status === "later");
  return (
    <div className="space-y-4">
      {earlier.length > 0 ? (
        <details className="rounded-3xl bg-stone-50 p-4">
          <summary className="cursor-pointer font-medium">
            {t("timeline.earlier", { count: earlier.length })}
          </summary>
          <ol className="mt-3 space-y-3">{earlier.map(props.render)}</ol>
        </details>
      ) : null}
      <ol className="space-y-3">{ahead.map(props.render)}</ol>
    </div>
  );
}

/** /tests: her tests and visits dated from her due date; she marks them done with a note. */
export function TestsTimeline(props: {
  dueDate: string;
  today: string;
  region: Region;
  language: Language;
  signedIn: boolean;
}) {
  const { t } = useTranslation("guidance");
  const query = useGuidance("tests", null, props.language);
  const { records, change } = useTestRecords(props.signedIn);
  const [editing, setEditing] = useState<string | null>(null);
  const date = (day: string) => formatLongDate(day, props.language);
  const save = (testId: string, next: { doneOn: string; note: string } | null) =>
    change.mutate(next ? { testId, ...next } : { testId, remove: true }, {
      onSuccess: () => setEditing(null),
      onError: () =>
        toast({
          variant: "destructive",
          title: t("timeline.saveFailed"),
          description: t("timeline.saveFailedText"),
        }),
    });
  return (
    <Loaded query={query}>
      {(tests) => (
        <TimelineGroups
          items={datedSchedule(tests, props.region, props.dueDate, props.today, records)}
          render={(item) => (
            <TestCard
              key={item.test.id}
              item={item}
              today={props.today}
              editing={editing === item.test.id}
              saving={change.isPending}
              date={date}
              setEditing={setEditing}
              save={save}
            />
          )}
        />
      )}
    </Loaded>
  );
}
