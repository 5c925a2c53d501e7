import { useTranslation } from "../../../lib/use-translation.tsx";
import type { MedicationCheckResponse } from "../../../../contracts/medication.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ResultPanel } from "./result-panel.tsx";
import { Alternatives, SourceList, VerdictBanner, VerdictMark } from "./verdict.tsx";

/** The result panel: verdict, what it matched, notes by trimester, alternatives, sources. */
export function MedicationResult({
  result,
  onClear,
  onCheck,
}: {
  result: MedicationCheckResponse;
  onClear: () => void;
  onCheck: (name: string) => void;
}) {
  const { t } = useTranslation("safety");
  const name = result.canonicalName;
  return (
    <ResultPanel
      id="medication-result-title"
      title={t("resultFor", { name: result.medicationName })}
      onClear={onClear}
    >
      <div className="mt-3">
        <VerdictBanner
          isSafe={result.isSafe}
          unknownAs={result.general ? "depends" : result.suggestions.length ? "choose" : undefined}
        />
      </div>
      {name ? (
        <p className="mt-3 text-stone-700">
          {result.matchedBy === "spelling"
            ? t("spelling", { typed: result.medicationName, name })
            : result.matchedBrand
              ? t("matchedBrand", { brand: result.matchedBrand, name })
              : t("matched", { name })}
        </p>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-stone-900">{result.notes}</p>
      {result.suggestions.length ? (
        <div className="mt-3">
          <p className="font-medium text-stone-900">{t("didYouMean")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {result.suggestions.map((s) => (
              <Button key={s} variant="secondary" size="sm" onClick={() => onCheck(s)}>
                {s}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      {result.trimesterNotes.length ? (
        <div className="mt-4">
          <h4 className="font-semibold text-stone-900">{t("byTrimester")}</h4>
          <dl className="mt-2 space-y-2">
            {result.trimesterNotes.map((n) => (
              <div key={n.trimester} className="rounded-2xl bg-stone-50 p-3">
                <dt className="font-medium text-stone-900">{t(`trimester${n.trimester}`)}</dt>
                <dd className="text-stone-800">{n.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <Alternatives items={result.alternatives} />
      {result.otherMatches.length ? (
        <div className="mt-4">
          <h4 className="font-semibold text-stone-900">{t("alsoFound")}</h4>
          <ul className="mt-2 space-y-1">
            {result.otherMatches.map((m) => (
              <li key={m.name} className="flex flex-wrap items-center gap-2">
                <Button variant="ghost" size="sm" onClick={() => onCheck(m.name)}>
                  {m.name}
                </Button>
                <VerdictMark isSafe={m.isSafe} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <SourceList sources={result.sources} reviewed={result.reviewed} />
      <p className="mt-4 text-sm text-stone-600">{t("disclaimer")}</p>
    </ResultPanel>
  );
}
