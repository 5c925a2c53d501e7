import { Bell, CalendarClock, MapPin } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Link } from "react-router";
import { toLanguage } from "../../../../../domain/language.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { formatWhen } from "./appointment-calendar.ts";
import type { Appointment } from "./appointments.ts";

export const APPOINTMENTS_TAB = "/symptom-tracker?tab=appointments";

type Soon = Pick<Appointment, "id" | "title" | "date" | "time" | "place"> & {
  when: "today" | "tomorrow";
};

/** A calm reminder of what is today or tomorrow, with what to take along (not an alert). */
export function DueSoonCard({ items, link = true }: { items: Soon[]; link?: boolean }) {
  const { t, i18n } = useTranslation("tracker-plans");
  const language = toLanguage(i18n.language);
  return (
    <section
      aria-label={t("reminder.label")}
      className="flex items-start gap-3 rounded-3xl bg-sky-50 p-5 text-sky-950"
    >
      <Bell aria-hidden className="mt-1 h-6 w-6 shrink-0" />
      <div className="grid flex-1 gap-2">
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <p className="text-lg font-semibold break-words">
                {t(`reminder.${item.when}`, { title: item.title })}
              </p>
              <p>
                {formatWhen(item, language)}
                {item.place ? ` · ${item.place}` : ""}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm">{t("reminder.bring")}</p>
        {link ? (
          <Link to={APPOINTMENTS_TAB} className="w-fit font-medium underline">
            {t("reminder.open")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

/** The dashboard's next appointment: what, when in her language, where, and the way to all. */
export function NextAppointmentCard({ item }: { item: Appointment & { soon?: string } }) {
  const { t, i18n } = useTranslation("tracker-plans");
  return (
    <section
      aria-labelledby="next-appointment"
      className="flex flex-wrap items-start gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <CalendarClock aria-hidden className="h-8 w-8 text-rose-700" />
      <div className="mr-auto grid min-w-0 gap-1">
        <h2 id="next-appointment" className="text-lg font-semibold text-stone-900">
          {t("next.title")}
        </h2>
        <p className="text-lg font-semibold break-words text-stone-900">
          {item.soon ? (
            <span className="mr-2 rounded-full bg-sky-100 px-2 py-0.5 text-sm text-sky-950">
              {item.soon}
            </span>
          ) : null}
          {item.title}
        </p>
        <p className="font-medium text-rose-800">{formatWhen(item, toLanguage(i18n.language))}</p>
        {item.place ? (
          <p className="flex items-start gap-2 text-stone-700">
            <MapPin aria-hidden className="mt-1 h-4 w-4 shrink-0" />
            <span className="break-words">{item.place}</span>
          </p>
        ) : null}
        {item.soon ? <p className="text-sm text-stone-700">{t("reminder.bring")}</p> : null}
      </div>
      <Link to={APPOINTMENTS_TAB} className={buttonClasses("outline", "md")}>
        {t("next.link")}
      </Link>
    </section>
  );
}

/** Her appointments could not be read: a quiet line (not an alert) and a retry. */
export function AppointmentsUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("tracker-plans");
  return (
    <p className="flex flex-wrap items-center gap-x-3 rounded-3xl bg-stone-50 px-5 py-2 text-stone-700">
      <CalendarClock aria-hidden className="h-5 w-5 shrink-0 text-stone-500" />
      <span>{t("next.failed")}</span>
      <button
        type="button"
        className="min-h-11 font-medium text-rose-800 underline"
        onClick={onRetry}
      >
        {t("next.retry")}
      </button>
    </p>
  );
}
