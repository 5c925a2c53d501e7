import { CalendarPlus, MapPin, Pencil, Stethoscope } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../../domain/language.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { DeleteEntry, PendingMark } from "../symptoms/log-parts.tsx";
import { formatWhen } from "./appointment-calendar.ts";
import type { Appointment } from "./appointments.ts";

/** One appointment in her list: when, where, with whom, her notes, and what she can do. */
export function AppointmentCard(props: {
  item: Appointment & { pending?: boolean };
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onCalendar: () => void;
}) {
  const { t, i18n } = useTranslation("tracker-plans");
  const { item } = props;
  const when = formatWhen(item, toLanguage(i18n.language));
  const what = `${item.title}, ${when}`;
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      <p className="text-lg font-semibold break-words text-stone-900">{item.title}</p>
      <p className="font-medium text-rose-800">{when}</p>
      {item.place ? (
        <p className="flex items-start gap-2 text-stone-700">
          <MapPin aria-hidden className="mt-1 h-4 w-4 shrink-0" />
          <span className="break-words">{t("appointments.placeLine", { place: item.place })}</span>
        </p>
      ) : null}
      {item.doctor ? (
        <p className="flex items-start gap-2 text-stone-700">
          <Stethoscope aria-hidden className="mt-1 h-4 w-4 shrink-0" />
          <span className="break-words">
            {t("appointments.doctorLine", { doctor: item.doctor })}
          </span>
        </p>
      ) : null}
      {item.notes ? (
        <p className="break-words whitespace-pre-line text-stone-800">{item.notes}</p>
      ) : null}
      {item.pending ? <PendingMark /> : null}
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="md"
          onClick={props.onCalendar}
          aria-label={t("appointments.addToCalendarLabel", { what })}
        >
          <CalendarPlus aria-hidden className="h-4 w-4" /> {t("appointments.addToCalendar")}
        </Button>
        <Button
          variant="ghost"
          size="md"
          onClick={props.onEdit}
          aria-label={t("appointments.editLabel", { what })}
        >
          <Pencil aria-hidden className="h-4 w-4" /> {t("appointments.edit")}
        </Button>
        <DeleteEntry what={what} busy={props.deleting} onDelete={props.onDelete} />
      </div>
    </div>
  );
}
