import { useTranslation } from "../../../lib/use-translation.tsx";
import type { Alert, SymptomItem } from "../../../../contracts/trackers.ts";
import { PATTERN_WINDOW_DAYS } from "../../../../domain/trackers/patterns.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { sinceDaysAgo } from "../lib/cover.ts";
import { OlderEntriesButton } from "./older-entries.tsx";
import type { PanelProps } from "./trackers-screen.tsx";
import { LogState } from "./symptoms/log-parts.tsx";
import { SymptomForm } from "./symptoms/symptom-form.tsx";
import { SymptomHistory, SymptomPatterns, type ShownSymptom } from "./symptoms/symptom-history.tsx";
import { useSymptomList } from "./symptoms/use-symptom-list.ts";

/**
 * The Symptoms tab (issue 14 part 1): log, triage before saving, history by day with the
 * danger signs marked, and the patterns of her last week.
 */
export default function SymptomsPanel({ signedIn }: PanelProps) {
  const { t, i18n } = useTranslation("tracker-log");
  // Her patterns need the whole last week, however much she logged in it.
  const tracker = useTracker<SymptomItem>("symptoms", signedIn, sinceDaysAgo(PATTERN_WINDOW_DAYS));
  const symptoms = useSymptomList(toLanguage(i18n.language));
  // On the device an entry keeps the alert its check found beside it (`local`).
  const items: ShownSymptom[] = tracker.items.map((item) => ({
    ...item,
    alert: item.alert ?? null,
  }));

  const save = async (
    fields: Parameters<typeof tracker.create.mutateAsync>[0],
    checked: Alert | null,
  ) => {
    try {
      const local = { alert: checked ? { level: checked.level, signs: checked.signs } : null };
      const stored = (await tracker.create.mutateAsync({ ...fields, local })) as ShownSymptom & {
        alert?: Alert | null;
      };
      toast({ title: t("symptoms.saved") });
      return stored.alert && "message" in stored.alert ? stored.alert : null;
    } catch (error) {
      toast({ title: t("symptoms.saveFailed"), variant: "destructive" });
      throw error;
    }
  };

  return (
    <div className="grid gap-8">
      <SymptomForm list={symptoms.list} onSave={save} />
      <SymptomPatterns items={items} nameOf={symptoms.nameOf} />
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : (
        <>
          <SymptomHistory
            items={items}
            nameOf={symptoms.nameOf}
            isListed={symptoms.isListed}
            deleting={tracker.remove.isPending}
            onDelete={(id) => tracker.deleteLater(id)}
            onEdit={(id, patch) => tracker.update.mutateAsync({ id, ...patch })}
          />
          <OlderEntriesButton older={tracker.older} />
        </>
      )}
    </div>
  );
}
