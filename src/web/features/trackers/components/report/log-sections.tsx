import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../../domain/language.ts";
import { classifyBloodPressure } from "../../../../../domain/trackers/blood-pressure.ts";
import { useSymptomList } from "../symptoms/use-symptom-list.ts";
import { lastDays, REPORT_DAYS, shortMoment } from "./report-data.ts";
import { ReportSection, ReportTable } from "./report-section.tsx";
import { failure, type ReportData } from "./use-report-data.ts";

/** A warning in words and an icon, never colour alone (it prints in black). */
function Mark({ text, emergency }: { text: string; emergency: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1 font-semibold ${emergency ? "text-red-800" : "text-amber-900"}`}
    >
      <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
      {text}
    </span>
  );
}

/** Recent symptoms, newest first, with danger signs marked as in her tracker's history. */
export function SymptomsSection({ data, now }: { data: ReportData; now: Date }) {
  const { t, i18n } = useTranslation(["tracker-report", "tracker-log"]);
  const language = toLanguage(i18n.language);
  const names = useSymptomList(language);
  const items = lastDays(data.symptoms.items, (s) => s.occurredAt, now, REPORT_DAYS);
  return (
    <ReportSection
      title={t("symptoms.title")}
      empty={items.length ? null : t("symptoms.empty")}
      failed={failure(data.symptoms)}
    >
      <ReportTable
        head={[t("symptoms.when"), t("symptoms.symptom"), t("symptoms.severity")]}
        rows={items.map((item) => ({
          key: item.id,
          cells: [
            shortMoment(item.occurredAt, language),
            <div key="what" className="grid gap-0.5">
              <span className="font-medium break-words">{names.nameOf(item.symptom)}</span>
              {item.alert ? (
                <Mark
                  text={t(`tracker-log:history.alert.${item.alert.level}`)}
                  emergency={item.alert.level === "emergency"}
                />
              ) : null}
              {item.note ? <span className="break-words text-stone-700">{item.note}</span> : null}
            </div>,
            t(`tracker-log:severity.${item.severity}`),
          ],
        }))}
      />
    </ReportSection>
  );
}

/** Blood pressure readings as a table, a high one marked as on the tracker. */
export function BloodPressureSection({ data, now }: { data: ReportData; now: Date }) {
  const { t, i18n } = useTranslation(["tracker-report", "tracker-readings"]);
  const language = toLanguage(i18n.language);
  const items = lastDays(data.bloodPressure.items, (r) => r.measuredAt, now, REPORT_DAYS);
  return (
    <ReportSection
      title={t("bp.title")}
      empty={items.length ? null : t("bp.empty")}
      failed={failure(data.bloodPressure)}
    >
      <ReportTable
        head={[t("bp.when"), t("bp.reading"), t("bp.pulse"), t("bp.flag")]}
        rows={items.map((item) => {
          // A reading only this device holds has no category from the server yet.
          const category =
            item.category ??
            classifyBloodPressure(item.systolic, item.diastolic, item.symptoms ?? []);
          return {
            key: item.id,
            cells: [
              shortMoment(item.measuredAt, language),
              <span key="value" className="font-semibold">
                {item.systolic}/{item.diastolic}
              </span>,
              item.pulse ?? "",
              category === "normal" ? (
                ""
              ) : (
                <Mark
                  key="mark"
                  text={t(
                    category === "emergency"
                      ? "tracker-readings:bp.markEmergency"
                      : "tracker-readings:bp.markHigh",
                  )}
                  emergency={category === "emergency"}
                />
              ),
            ],
          };
        })}
      />
    </ReportSection>
  );
}
