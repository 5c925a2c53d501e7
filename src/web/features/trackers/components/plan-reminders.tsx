import type { AppointmentItem } from "../../../../contracts/trackers.ts";
import { useTracker } from "../api/use-tracker.ts";
import { dueSoon } from "./plans/appointments.ts";
import { DueSoonCard } from "./plans/plan-cards.tsx";

/**
 * On the tracker page, whatever tab is open: an appointment today or tomorrow (issue 14 part 7,
 * reminders in the app). Its own chunk, so the page's first load barely grows.
 */
export default function TrackerReminders({ signedIn }: { signedIn: boolean }) {
  const tracker = useTracker<AppointmentItem>("appointments", signedIn);
  const soon = dueSoon(tracker.items);
  return soon.length ? <DueSoonCard items={soon} /> : null;
}
