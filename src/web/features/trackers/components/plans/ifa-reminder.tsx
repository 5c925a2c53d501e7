import { Moon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";

/** The evening word about today's IFA: calm, in a plain card, never an alert. */
export function IfaReminder({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("tracker-plans");
  return (
    <section
      aria-labelledby="ifa-reminder"
      className="flex items-start gap-3 rounded-3xl bg-indigo-50 p-5 text-indigo-950"
    >
      <Moon aria-hidden className="mt-1 h-6 w-6 shrink-0" />
      <div className="grid gap-1">
        <h3 id="ifa-reminder" className="text-lg font-semibold">
          {t("supplements.reminderTitle")}
        </h3>
        <p>{t("supplements.reminder")}</p>
        {children}
      </div>
    </section>
  );
}
