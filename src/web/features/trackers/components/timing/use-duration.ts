import { useTranslation } from "../../../../lib/use-translation.tsx";
import { durationParts } from "./timing.ts";

/** A length as she reads it: "23 min", "2 h 5 min", in her language. */
export function useDuration() {
  const { t } = useTranslation("tracker-timing");
  return (sec: number) => {
    const parts = durationParts(sec);
    return parts.unit === "hoursMinutes"
      ? t("duration.hoursMinutes", { hours: parts.hours, minutes: parts.minutes })
      : t(`duration.${parts.unit}`, { count: parts.count });
  };
}
