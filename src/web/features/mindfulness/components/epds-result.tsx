import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { EPDS_MAX, epdsBand } from "../lib/epds.ts";

const TONE = {
  likely: "border-amber-300 bg-amber-50 text-amber-950",
  possible: "border-amber-200 bg-amber-50 text-amber-950",
  unlikely: "border-emerald-200 bg-emerald-50 text-emerald-950",
} as const;

/** Her total out of 30 and what it means, in calm words; focused when it appears. */
export function EpdsResult({ total, crisis }: { total: number; crisis: boolean }) {
  const { t } = useTranslation("mindfulness");
  const band = epdsBand(total);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="region"
      aria-labelledby="epds-result-title"
      data-testid="epds-result"
      className={`rounded-3xl border p-5 focus-visible:outline-3 focus-visible:outline-rose-600 ${TONE[band]}`}
    >
      <h3 id="epds-result-title" className="text-xl font-bold">
        {t("epds.result.title")}
      </h3>
      <p className="mt-2 text-3xl font-bold tabular-nums">
        {t("epds.result.score", { score: total, max: EPDS_MAX })}
      </p>
      <p className="mt-3 text-lg font-semibold">{t(`epds.result.${band}.title`)}</p>
      <p className="mt-1 leading-relaxed">{t(`epds.result.${band}.text`)}</p>
      {crisis ? <p className="mt-3 font-semibold text-red-900">{t("epds.result.crisis")}</p> : null}
      <p className="mt-3 text-sm">{t("epds.result.notDiagnosis")}</p>
    </div>
  );
}
