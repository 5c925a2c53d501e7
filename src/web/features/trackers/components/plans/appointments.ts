import { addDays, isIsoDate, localIsoDate, type IsoDate } from "../../../../../domain/dates.ts";
import {
  APPOINTMENT_DOCTOR_MAX,
  APPOINTMENT_NOTES_MAX,
  APPOINTMENT_PLACE_MAX,
  APPOINTMENT_TITLE_MAX,
  FUTURE_DAYS_MAX,
  PAST_DAYS_MAX,
} from "../../../../../contracts/tracker-limits.ts";

/** An appointment as the tab works with it (the contract's AppointmentItem, fields only). */
export interface Appointment {
  id: string;
  title: string;
  date: IsoDate;
  time: string | null;
  place: string;
  doctor: string;
  notes: string;
}

/** What she typed in the form, every field as text. */
export interface AppointmentDraft {
  title: string;
  date: string;
  time: string;
  place: string;
  doctor: string;
  notes: string;
}

/** Sorting key: an appointment without a time sorts at the start of its day. */
const at = (a: Pick<Appointment, "date" | "time">) => `${a.date}T${a.time ?? "00:00"}`;

/**
 * Upcoming (today onwards, soonest first) and past (latest first). All of today counts as
 * upcoming: on the day itself she still wants to see it on top.
 */
export function splitAppointments<T extends Pick<Appointment, "date" | "time">>(
  items: readonly T[],
  today: IsoDate = localIsoDate(),
): { upcoming: T[]; past: T[] } {
  const upcoming = items.filter((a) => a.date >= today).sort((a, b) => (at(a) < at(b) ? -1 : 1));
  const past = items.filter((a) => a.date < today).sort((a, b) => (at(a) < at(b) ? 1 : -1));
  return { upcoming, past };
}

/** Appointments today or tomorrow, for the reminder card, soonest first. */
export function dueSoon<T extends Pick<Appointment, "date" | "time">>(
  items: readonly T[],
  today: IsoDate = localIsoDate(),
): (T & { when: "today" | "tomorrow" })[] {
  const tomorrow = addDays(today, 1);
  return splitAppointments(items, today)
    .upcoming.filter((a) => a.date <= tomorrow)
    .map((a) => ({ ...a, when: a.date === today ? ("today" as const) : ("tomorrow" as const) }));
}

/**
 * The form's problems as the contract's message keys (AppointmentFieldsSchema), by field;
 * empty when it can be saved. The same rules, without bringing zod to the page.
 */
export function appointmentProblems(
  draft: AppointmentDraft,
  today: IsoDate = localIsoDate(),
): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = draft.title.trim();
  if (!title || title.length > APPOINTMENT_TITLE_MAX) problems.title = "errors.appointmentTitle";
  const date = draft.date.trim();
  if (
    !isIsoDate(date) ||
    date < addDays(today, -PAST_DAYS_MAX) ||
    date > addDays(today, FUTURE_DAYS_MAX)
  )
    problems.date = "errors.appointmentDate";
  if (draft.time.trim() && !/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time.trim()))
    problems.time = "errors.appointmentTime";
  if (draft.place.trim().length > APPOINTMENT_PLACE_MAX) problems.place = "errors.appointmentPlace";
  if (draft.doctor.trim().length > APPOINTMENT_DOCTOR_MAX)
    problems.doctor = "errors.appointmentDoctor";
  if (draft.notes.trim().length > APPOINTMENT_NOTES_MAX) problems.notes = "errors.appointmentNotes";
  return problems;
}

/** The draft as the contract's fields (trimmed, no time as null). */
export const appointmentFields = (draft: AppointmentDraft) => ({
  title: draft.title.trim(),
  date: draft.date.trim(),
  time: draft.time.trim() || null,
  place: draft.place.trim(),
  doctor: draft.doctor.trim(),
  notes: draft.notes.trim(),
});

export const emptyDraft = (): AppointmentDraft => ({
  title: "",
  date: "",
  time: "",
  place: "",
  doctor: "",
  notes: "",
});

export const draftOf = (a: Appointment): AppointmentDraft => ({
  title: a.title,
  date: a.date,
  time: a.time ?? "",
  place: a.place,
  doctor: a.doctor,
  notes: a.notes,
});
