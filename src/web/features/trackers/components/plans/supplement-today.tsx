import { Check, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { SUPPLEMENT_NAME_MAX } from "../../../../../contracts/tracker-limits.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { PendingMark } from "../symptoms/log-parts.tsx";
import { isBuiltIn, supplementLabel } from "./supplement-name.ts";
import { sameName } from "./supplements.ts";

/**
 * Today's check-off (issue 14 part 8): one tap marks a supplement taken, another un-marks it;
 * she adds her own by name and takes them off the list again.
 */
export function SupplementToday(props: {
  shown: string[];
  /** Ticked today (as she tapped it, before the save has finished), and whether only this phone has it. */
  taken: (name: string) => { checked: boolean; pending?: boolean | undefined };
  busy: (name: string) => boolean;
  onToggle: (name: string, take: boolean) => void;
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const { t } = useTranslation("tracker-plans");
  const headingId = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | undefined>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!typed || typed.length > SUPPLEMENT_NAME_MAX) return setError(t("errors.supplement"));
    const existing = props.shown.find(
      (n) => sameName(n, typed) || sameName(supplementLabel(n, t), typed),
    );
    if (existing) return setError(t("supplements.exists", { name: supplementLabel(existing, t) }));
    setError(undefined);
    setName("");
    props.onAdd(typed);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-xl font-semibold text-stone-900">
        {t("supplements.todayTitle")}
      </h3>
      <p className="text-stone-700">{t("supplements.todayHint")}</p>
      <ul className="grid gap-2">
        {props.shown.map((supplement) => {
          const taken = props.taken(supplement);
          const label = supplementLabel(supplement, t);
          return (
            <li key={supplement} className="flex items-center gap-2">
              <label className="flex min-h-14 flex-1 cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-2 has-checked:border-emerald-600 has-checked:bg-emerald-50">
                <input
                  type="checkbox"
                  className="h-6 w-6 shrink-0 accent-emerald-700"
                  checked={taken.checked}
                  disabled={props.busy(supplement)}
                  onChange={(e) => props.onToggle(supplement, e.target.checked)}
                />
                <span className="flex-1 text-lg font-medium break-words text-stone-900">
                  {label}
                </span>
                {taken.checked ? <Check aria-hidden className="h-5 w-5 text-emerald-700" /> : null}
                {taken.pending ? <PendingMark /> : null}
              </label>
              {isBuiltIn(supplement) ? null : (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("supplements.remove", { name: label })}
                  onClick={() => props.onRemove(supplement)}
                >
                  <X aria-hidden className="h-5 w-5" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <form onSubmit={add} noValidate className="grid gap-2 border-t border-rose-100 pt-4">
        <h4 className="font-semibold text-stone-900">{t("supplements.addTitle")}</h4>
        <div className="flex flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <TextField
              label={t("supplements.addLabel")}
              hint={t("supplements.addHint")}
              autoComplete="off"
              maxLength={SUPPLEMENT_NAME_MAX + 20}
              value={name}
              error={error}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" className="mt-8">
            {t("supplements.add")}
          </Button>
        </div>
      </form>
    </section>
  );
}
