import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { Alert, BloodPressureItem } from "../../../../contracts/trackers.ts";
import { toLanguage } from "../../../../domain/language.ts";
import {
  classifyBloodPressure,
  type BpCategory,
} from "../../../../domain/trackers/blood-pressure.ts";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useTracker, type Shown } from "../api/use-tracker.ts";
import { AlertBox } from "./alert-box.tsx";
import { BpEdit } from "./edit/entry-edits.tsx";
import { BpForm, type BpFields } from "./readings/bp-form.tsx";
import { formatMoment, newestFirst } from "./readings/format.ts";
import { OlderEntriesButton } from "./older-entries.tsx";
import { LoadFailed, ReadingList } from "./readings/reading-list.tsx";
import type { PanelProps } from "./trackers-screen.tsx";

type Shown_ = Pick<Alert, "level" | "message">;

/** A reading's category: the server's, or worked out here for one only the device holds. */
const categoryOf = (item: Shown<BloodPressureItem>): BpCategory =>
  item.category ?? classifyBloodPressure(item.systolic, item.diastolic, item.symptoms ?? []);

/**
 * Blood pressure (issue 14 part 4): 140/90 or more is a call to her doctor today; 160/110 or
 * more, or 140/90 with a headache, vision changes or pain high in the belly, is the
 * pre-eclampsia emergency. Signed in the server's guidance is shown, signed out this page's.
 */
export default function BloodPressurePanel({ signedIn }: PanelProps) {
  const { t, i18n } = useTranslation(["tracker-readings", "trackers"]);
  const language = toLanguage(i18n.language);
  const tracker = useTracker<BloodPressureItem>("bloodPressure", signedIn);
  const [alert, setAlert] = useState<Shown_ | null>(null);
  const [refused, setRefused] = useState<Record<string, string>>({});
  // The guidance shows above the form: bring it into view, or she may not see it on a phone.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (alert) alertRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [alert]);

  const onSave = async (fields: BpFields): Promise<boolean> => {
    setRefused({});
    setAlert(null);
    try {
      const stored = (await tracker.create.mutateAsync({ ...fields })) as Shown<
        BloodPressureItem & { alert?: Alert | null }
      >;
      const fromServer = stored.alert && "message" in stored.alert ? stored.alert : null;
      const category = classifyBloodPressure(fields.systolic, fields.diastolic, fields.symptoms);
      const local: Shown_ | null =
        category === "normal"
          ? null
          : {
              level: category === "emergency" ? "emergency" : "urgent",
              message: t(category === "emergency" ? "bp.emergencyMessage" : "bp.highMessage"),
            };
      setAlert(fromServer ?? local);
      toast({ title: t("bp.saved") });
      return true;
    } catch (error) {
      const fields = parseApiError(error).body?.fields;
      if (fields) setRefused(fields);
      toast({ title: t("saveFailed"), variant: "destructive" });
      return false;
    }
  };

  if (tracker.isLoading) return <PageLoading />;
  const readings = newestFirst(tracker.items);
  return (
    <div className="grid gap-6">
      <p className="text-stone-700">{t("bp.intro")}</p>
      {alert ? (
        <div ref={alertRef} className="scroll-mt-24">
          <AlertBox level={alert.level} message={alert.message} />
        </div>
      ) : null}
      <BpForm saving={tracker.create.isPending} refused={refused} onSave={onSave} />
      {tracker.isError ? <LoadFailed onRetry={tracker.refetch} /> : null}
      <ReadingList
        title={t("bp.history")}
        empty={t("bp.empty")}
        onDelete={tracker.deleteLater}
        items={readings.map((item) => {
          const category = categoryOf(item);
          const value = t("bp.value", { systolic: item.systolic, diastolic: item.diastolic });
          const when = formatMoment(item.measuredAt, language);
          return {
            id: item.id,
            pending: item.pending,
            value,
            when,
            edit: (
              <BpEdit
                item={item}
                what={`${value}, ${when}`}
                save={(patch) => tracker.update.mutateAsync({ id: item.id, ...patch })}
              />
            ),
            mark:
              category === "normal"
                ? null
                : {
                    text: t(category === "emergency" ? "bp.markEmergency" : "bp.markHigh"),
                    tone: category === "emergency" ? "emergency" : "urgent",
                  },
            detail: (
              <>
                {item.pulse ? (
                  <p className="text-sm text-stone-700">
                    {t("bp.pulseValue", { pulse: item.pulse })}
                  </p>
                ) : null}
                {item.symptoms?.length ? (
                  <p className="text-sm text-stone-700">
                    {item.symptoms.map((s) => t(`bp.symptoms.${s}`)).join(", ")}
                  </p>
                ) : null}
              </>
            ),
          };
        })}
      />
      <OlderEntriesButton older={tracker.older} />
    </div>
  );
}
