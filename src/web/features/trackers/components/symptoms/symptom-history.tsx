import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Link } from "react-router";
import type { StoredAlert, SymptomItem } from "../../../../../contracts/trackers.ts";
import { symptomPatterns } from "../../../../../domain/trackers/patterns.ts";
import { SymptomEdit } from "../edit/entry-edits.tsx";
import { groupByDay } from "./by-day.ts";
import { DayList, DeleteEntry, formatTime, PendingMark } from "./log-parts.tsx";

/** Remedies live on the Symptoms tab of /diet-exercise (issue 10). */
export const REMEDIES_PATH = "/diet-exercise?tab=symptoms";

/** An entry as the panel shows it: `pending` while only this device has it. */
export type ShownSymptom = SymptomItem & { pending?: boolean; alert?: StoredAlert | null };

/** "Nausea: logged on 5 of the last 7 days", for each symptom logged on 3 or more days. */
export function SymptomPatterns(props: {
  items: ShownSymptom[];
  nameOf: (symptom: string) => string;
}) {
  const { t } = useTranslation("tracker-log");
  const patterns = symptomPatterns(props.items);
  if (!patterns.length) return null;
  return (
    <section className="rounded-3xl border border-rose-100 bg-rose-50 p-4">
      <h3 className="text-lg font-semibold text-stone-900">{t("patterns.title")}</h3>
      <ul className="mt-2 grid gap-1">
        {patterns.map((p) => (
          <li key={p.symptom}>
            {t("patterns.line", { name: props.nameOf(p.symptom), days: p.days, window: p.window })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Her symptoms by day, newest first; danger signs marked; each listed one links to its remedies. */
export function SymptomHistory(props: {
  items: ShownSymptom[];
  nameOf: (symptom: string) => string;
  isListed: (symptom: string) => boolean;
  deleting: boolean;
  onDelete: (id: string) => void;
  onEdit: (id: string, patch: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("tracker-log");
  const groups = groupByDay(props.items, (item) => item.occurredAt);
  return (
    <section className="grid gap-3">
      <h3 className="text-xl font-semibold text-stone-900">{t("history.title")}</h3>
      {groups.length === 0 ? (
        <p className="text-stone-700">{t("history.empty")}</p>
      ) : (
        <DayList groups={groups}>
          {(item) => {
            const name = props.nameOf(item.symptom);
            return (
              <>
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold break-words text-stone-900">{name}</span>
                    <span className="text-stone-700">
                      {t(`severity.${item.severity}`)} ·{" "}
                      {formatTime(item.occurredAt, i18n.language)}
                    </span>
                  </p>
                  {item.alert ? (
                    <p
                      className={`flex items-center gap-1 font-medium ${item.alert.level === "emergency" ? "text-red-800" : "text-amber-800"}`}
                    >
                      <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
                      {t(`history.alert.${item.alert.level}`)}
                    </p>
                  ) : null}
                  {item.note ? (
                    <p className="break-words whitespace-pre-line text-stone-800">{item.note}</p>
                  ) : null}
                  <div className="flex flex-wrap items-center gap-2">
                    {props.isListed(item.symptom) ? (
                      <Link
                        to={REMEDIES_PATH}
                        aria-label={t("history.remediesFor", { name })}
                        className="inline-flex min-h-11 items-center font-medium text-rose-800 underline"
                      >
                        {t("history.remedies")}
                      </Link>
                    ) : null}
                    {item.pending ? <PendingMark /> : null}
                  </div>
                </div>
                <SymptomEdit
                  item={item}
                  what={name}
                  save={(patch) => props.onEdit(item.id, patch)}
                />
                <DeleteEntry
                  what={name}
                  busy={props.deleting}
                  onDelete={() => props.onDelete(item.id)}
                />
              </>
            );
          }}
        </DayList>
      )}
    </section>
  );
}
