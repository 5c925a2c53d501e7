import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { AppointmentItem } from "../../../../contracts/trackers.ts";
import { Button } from "../../../components/ui/button.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { AppointmentCard } from "./plans/appointment-card.tsx";
import { downloadAppointment, downloadFeed } from "./plans/appointment-calendar.ts";
import { AppointmentForm } from "./plans/appointment-form.tsx";
import {
  appointmentFields,
  draftOf,
  emptyDraft,
  splitAppointments,
  type AppointmentDraft,
} from "./plans/appointments.ts";
import { OlderEntriesButton } from "./older-entries.tsx";
import { LogState } from "./symptoms/log-parts.tsx";
import type { PanelProps } from "./trackers-screen.tsx";

const cardClass = "flex items-start gap-3 rounded-2xl border border-rose-100 bg-white p-4";

/**
 * The Appointments tab (issue 14 part 7): add, edit and delete her visits; upcoming ones
 * soonest first, past ones folded away; each (or all upcoming at once) as a calendar file.
 */
export default function AppointmentsPanel({ signedIn }: PanelProps) {
  const { t } = useTranslation("tracker-plans");
  const tracker = useTracker<AppointmentItem>("appointments", signedIn);
  const [editing, setEditing] = useState<string | null>(null);
  const { upcoming, past } = splitAppointments(tracker.items);
  const words = { doctor: t("appointments.doctorWord"), feedName: t("appointments.feedName") };

  /** Saves and answers the account's refusals by field (empty when it was kept). */
  const save = async (draft: AppointmentDraft, id?: string) => {
    try {
      const fields = appointmentFields(draft);
      if (id) await tracker.update.mutateAsync({ id, ...fields });
      else await tracker.create.mutateAsync(fields);
      toast({ title: t(id ? "appointments.updated" : "appointments.saved") });
      if (id) setEditing(null);
      return {};
    } catch (error) {
      toast({ title: t("appointments.saveFailed"), variant: "destructive" });
      return parseApiError(error).body?.fields ?? { _: "appointments.saveFailed" };
    }
  };

  const list = (items: typeof upcoming) => (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id} className={editing === item.id ? "" : cardClass}>
          {editing === item.id ? (
            <AppointmentForm
              editing
              initial={draftOf(item)}
              saving={tracker.update.isPending}
              onSave={(draft) => save(draft, item.id)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <AppointmentCard
              item={item}
              deleting={tracker.remove.isPending}
              onEdit={() => setEditing(item.id)}
              onDelete={() => tracker.deleteLater(item.id)}
              onCalendar={() => downloadAppointment(item, words)}
            />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid gap-8">
      <p className="text-stone-700">{t("appointments.intro")}</p>
      <AppointmentForm
        initial={emptyDraft()}
        saving={tracker.create.isPending}
        onSave={(draft) => save(draft)}
      />
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : (
        <section aria-labelledby="appointments-upcoming" className="grid gap-3">
          <h3 id="appointments-upcoming" className="text-xl font-semibold text-stone-900">
            {t("appointments.upcoming")}
          </h3>
          {upcoming.length === 0 ? (
            <p className="text-stone-700">{t("appointments.noUpcoming")}</p>
          ) : (
            <>
              {list(upcoming)}
              <div className="grid gap-1 rounded-2xl bg-rose-50 p-4">
                <Button
                  variant="outline"
                  className="w-full sm:w-fit"
                  onClick={() => downloadFeed(upcoming, words)}
                >
                  <CalendarDays aria-hidden className="h-5 w-5" /> {t("appointments.feed")}
                </Button>
                <p className="text-sm text-stone-700">{t("appointments.feedHint")}</p>
              </div>
            </>
          )}
          {past.length ? (
            <details className="rounded-2xl bg-stone-50 p-4">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-stone-900">
                {t("appointments.past", { count: past.length })}
              </summary>
              <div className="mt-3">{list(past)}</div>
            </details>
          ) : null}
          {/* Older-made entries, upcoming or past, join their lists. */}
          <OlderEntriesButton older={tracker.older} />
        </section>
      )}
    </div>
  );
}
