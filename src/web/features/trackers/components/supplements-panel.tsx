import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { SupplementItem } from "../../../../contracts/trackers.ts";
import { localIsoDate } from "../../../../domain/dates.ts";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { supplementsSince } from "../lib/cover.ts";
import { IfaReminder } from "./plans/ifa-reminder.tsx";
import { SupplementAbout } from "./plans/supplement-about.tsx";
import { supplementLabel } from "./plans/supplement-name.ts";
import { SupplementToday } from "./plans/supplement-today.tsx";
import { SupplementWeek } from "./plans/supplement-week.tsx";
import {
  addName,
  checkOffOn,
  ifaReminderDue,
  removeName,
  shownSupplements,
} from "./plans/supplements.ts";
import { useSupplementNames } from "./plans/use-supplement-names.ts";
import { LogState } from "./symptoms/log-parts.tsx";
import type { PanelProps } from "./trackers-screen.tsx";

/**
 * The Supplements tab (issue 14 part 8): today's IFA, calcium and her own, one tap each; the
 * last week; her streak; an evening reminder while today's IFA is not ticked; and why it matters.
 */
export default function SupplementsPanel({ signedIn }: PanelProps) {
  const { t } = useTranslation("tracker-plans");
  // The week's grid and her whole streak, however many check-offs that is (no history list).
  const tracker = useTracker<SupplementItem>("supplements", signedIn, (items) =>
    supplementsSince(items, 7),
  );
  const [names, setNames] = useSupplementNames();
  // What she just tapped shows at once; the list catches up when the save is done.
  const [tapped, setTapped] = useState<Record<string, boolean>>({});
  const today = localIsoDate();
  const checkOffs = tracker.items;
  const shown = shownSupplements(names, checkOffs, today);

  const toggle = async (supplement: string, take: boolean) => {
    const name = supplementLabel(supplement, t);
    setTapped((now) => ({ ...now, [supplement]: take }));
    try {
      const held = checkOffOn(checkOffs, supplement, today);
      if (take && !held) await tracker.create.mutateAsync({ supplement, takenOn: today });
      if (!take && held) await tracker.remove.mutateAsync(held.id);
      toast({ title: t(take ? "supplements.marked" : "supplements.unmarked", { name }) });
    } catch {
      toast({ title: t("supplements.saveFailed"), variant: "destructive" });
    } finally {
      setTapped(({ [supplement]: _done, ...rest }) => rest);
    }
  };

  return (
    <div className="grid gap-8">
      {ifaReminderDue(checkOffs) ? <IfaReminder /> : null}
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : (
        <>
          <SupplementToday
            shown={shown}
            taken={(supplement) => {
              const held = checkOffOn(checkOffs, supplement, today);
              return { checked: tapped[supplement] ?? Boolean(held), pending: held?.pending };
            }}
            busy={(supplement) => supplement in tapped}
            onToggle={(supplement, take) => void toggle(supplement, take)}
            onAdd={(name) => {
              setNames(addName(names, name));
              toast({ title: t("supplements.added", { name }) });
            }}
            onRemove={(name) => {
              setNames(removeName(names, name));
              toast({ title: t("supplements.removed", { name }) });
            }}
          />
          <SupplementWeek shown={shown} checkOffs={checkOffs} today={today} />
        </>
      )}
      <SupplementAbout />
    </div>
  );
}
