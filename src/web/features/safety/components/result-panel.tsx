import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";

/** The frame of a safety answer: a live region with its title and the Clear button. */
export function ResultPanel({
  id,
  title,
  busy,
  onClear,
  children,
}: {
  id: string;
  title: string;
  busy?: boolean;
  onClear: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("safety");
  return (
    <section
      aria-labelledby={id}
      aria-live="polite"
      aria-busy={busy}
      className="mt-6 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={id} className="text-lg font-semibold text-stone-900">
          {title}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden className="h-4 w-4" /> {t("clear")}
        </Button>
      </div>
      {children}
    </section>
  );
}
