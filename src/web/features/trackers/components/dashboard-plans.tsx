import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { AppointmentItem, SupplementItem } from "../../../../contracts/trackers.ts";
import { useTracker } from "../api/use-tracker.ts";
import { dueSoon, splitAppointments } from "./plans/appointments.ts";
import { IfaReminder } from "./plans/ifa-reminder.tsx";
import { AppointmentsUnavailable, DueSoonCard, NextAppointmentCard } from "./plans/plan-cards.tsx";
import { ifaReminderDue } from "./plans/supplements.ts";

/**
 * The dashboard's part of her plans (issue 14 parts 7 and 8): her next appointment (nothing
 * when there is none), a reminder of any other today or tomorrow, and the evening IFA word for
 * someone who takes IFA. Loaded lazily by the dashboard page. When her appointments could not
 * be read, one calm line says so (she should not take it for having none), with a retry.
 */
export default function DashboardPlans({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("tracker-plans");
  const appointments = useTracker<AppointmentItem>("appointments", signedIn);
  const supplements = useTracker<SupplementItem>("supplements", signedIn);
  const [next] = splitAppointments(appointments.items).upcoming;
  const [first, ...moreSoon] = dueSoon(appointments.items);
  const ifa = ifaReminderDue(supplements.items, new Date(), { onlyIfUsed: true });
  const failed = appointments.isError;
  if (!next && !ifa && !failed) return null;
  return (
    <div className="grid gap-4">
      {next ? (
        <NextAppointmentCard
          item={{
            ...next,
            ...(first?.id === next.id ? { soon: t(`appointments.${first.when}`) } : {}),
          }}
        />
      ) : null}
      {failed ? <AppointmentsUnavailable onRetry={() => void appointments.refetch()} /> : null}
      {moreSoon.length ? <DueSoonCard items={moreSoon} /> : null}
      {ifa ? (
        <IfaReminder>
          <Link to="/symptom-tracker?tab=supplements" className="w-fit font-medium underline">
            {t("supplements.open")}
          </Link>
        </IfaReminder>
      ) : null}
    </div>
  );
}
