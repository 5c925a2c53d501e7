import { lazy, Suspense, useId } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../../domain/language.ts";
import { gainBand } from "../../../../../domain/trackers/weight.ts";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { weekOn } from "../readings/chart-scale.ts";
import { newestFirst } from "../readings/format.ts";
import { fromKg, readWeightUnit } from "../readings/units.ts";
import { lastDays, REPORT_DAYS, shortMoment } from "./report-data.ts";
import { ReportSection, ReportTable } from "./report-section.tsx";
import { failure, type ReportData } from "./use-report-data.ts";

/** The Weight tab's own chart (SVG, so it prints sharp), in its own chunk as there. */
const GainChart = lazy(() => import("../readings/gain-chart.tsx"));

const one = (n: number) => n.toFixed(1).replace(/\.0$/, "");

/**
 * Her weights of the last 4 weeks, her BMI class and IOM 2009 range when she gave her height
 * and weight before pregnancy, and the gain chart of all her entries over that range.
 */
export function WeightSection(props: { data: ReportData; now: Date; week: number | null }) {
  const { t, i18n } = useTranslation(["tracker-report", "tracker-readings"]);
  const language = toLanguage(i18n.language);
  const summaryId = useId();
  const { weights, profile } = props.data;
  const unit = readWeightUnit();
  const unitName = t(`tracker-readings:weight.units.${unit}`);
  const all = newestFirst(weights.items);
  const recent = lastDays(all, (w) => w.measuredAt, props.now, REPORT_DAYS);
  const weekOf = (measuredAt: string) =>
    props.week === null ? null : weekOn(new Date(measuredAt), props.now, props.week);
  const result = profile.result;
  const before = profile.input?.prePregnancyKg;
  const latest = all[0];
  const latestWeek = latest ? weekOf(latest.measuredAt) : null;
  const band = result && latestWeek !== null ? gainBand(result.bmiClass, latestWeek) : null;
  return (
    <ReportSection title={t("weight.title")} failed={failure(weights) ?? failure(profile)}>
      {/* Her BMI and range still help without a recent weight, so the empty line stands alone. */}
      {recent.length === 0 ? <p className="text-stone-700">{t("weight.empty")}</p> : null}
      {recent.length ? (
        <ReportTable
          head={[t("weight.when"), t("weight.weight"), t("weight.week")]}
          rows={recent.map((item) => ({
            key: item.id,
            cells: [
              shortMoment(item.measuredAt, language, false),
              `${one(fromKg(item.kg, unit))} ${unitName}`,
              weekOf(item.measuredAt) ?? "",
            ],
          }))}
        />
      ) : null}
      {result ? (
        <div className="grid gap-1 text-sm text-stone-800">
          <p>
            {t("tracker-readings:profile.bmi", {
              bmi: result.bmi.toFixed(1),
              class: t(`tracker-readings:profile.classes.${result.bmiClass}`),
            })}
          </p>
          <p>
            {t("tracker-readings:profile.total", {
              min: one(fromKg(result.totalGain.minKg, unit)),
              max: one(fromKg(result.totalGain.maxKg, unit)),
              unit: unitName,
            })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t("weight.noProfile")}</p>
      )}
      {result && before !== undefined && latest && latestWeek !== null && band ? (
        <>
          <p id={summaryId} className="text-sm text-stone-800">
            {t(
              latest.kg < before
                ? "tracker-readings:chart.summaryLost"
                : "tracker-readings:chart.summary",
              {
                gain: fromKg(Math.abs(latest.kg - before), unit).toFixed(1),
                week: latestWeek,
                min: fromKg(band.minKg, unit).toFixed(1),
                max: fromKg(band.maxKg, unit).toFixed(1),
                unit: unitName,
              },
            )}
          </p>
          <div className="max-w-md print:max-w-[5.5cm]" data-testid="report-weight-chart">
            <Suspense fallback={<Spinner className="h-6 w-6 text-rose-700" />}>
              <GainChart
                points={all.map((item) => ({
                  week: weekOf(item.measuredAt) ?? 0,
                  gain: fromKg(item.kg - before, unit),
                }))}
                bmiClass={result.bmiClass}
                unit={unit}
                describedBy={summaryId}
              />
            </Suspense>
          </div>
        </>
      ) : null}
    </ReportSection>
  );
}
