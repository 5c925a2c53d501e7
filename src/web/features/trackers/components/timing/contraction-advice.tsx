import { useTranslation } from "../../../../lib/use-translation.tsx";
import type {
  ContractionWarning,
  LabourVerdict,
} from "../../../../../domain/trackers/contractions.ts";
import { AlertBox } from "../alert-box.tsx";

/** What the timing means: 5-1-1 reached, and any warning (preterm, long, close together). */
export function ContractionAlerts(props: {
  verdict: LabourVerdict;
  warnings: ContractionWarning[];
}) {
  const { t } = useTranslation("tracker-timing");
  return (
    <>
      {props.warnings.length ? (
        <AlertBox
          level="emergency"
          message={props.warnings.map((w) => t(`contractions.warnings.${w}`)).join("\n\n")}
        />
      ) : null}
      {props.verdict === "go-in" ? (
        <div
          role="alert"
          data-testid="go-in"
          className="rounded-3xl border-2 border-rose-300 bg-rose-50 p-5 text-rose-950 shadow-sm"
        >
          <h3 className="text-xl font-bold">{t("contractions.go.title")}</h3>
          <p className="mt-2 leading-relaxed">{t("contractions.go.text")}</p>
        </div>
      ) : null}
    </>
  );
}

const GO_NOW = ["bleeding", "fluid", "movements", "pain"] as const;

/** Always shown: the signs that mean going in now, and the 5-1-1 rule in her words. */
export function ContractionAdvice() {
  const { t } = useTranslation("tracker-timing");
  return (
    <section className="rounded-3xl bg-amber-50 p-5 text-amber-950">
      <h3 className="text-lg font-semibold">{t("contractions.goNowTitle")}</h3>
      <ul className="mt-2 list-disc grid gap-1 ps-6">
        {GO_NOW.map((sign) => (
          <li key={sign}>{t(`contractions.goNow.${sign}`)}</li>
        ))}
      </ul>
      <p className="mt-3 leading-relaxed">{t("contractions.rule")}</p>
    </section>
  );
}
