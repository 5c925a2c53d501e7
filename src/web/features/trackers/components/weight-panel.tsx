import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Link } from "react-router";
import type { WeightItem } from "../../../../contracts/trackers.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { gainBand } from "../../../../domain/trackers/weight.ts";
import { Button } from "../../../components/ui/button.tsx";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { pregnancySince } from "../lib/cover.ts";
import { OlderEntriesButton } from "./older-entries.tsx";
import { weekOn, type GainPoint } from "./readings/chart-scale.ts";
import { formatMoment, newestFirst } from "./readings/format.ts";
import { WeightEdit } from "./edit/entry-edits.tsx";
import { LoadFailed, ReadingList } from "./readings/reading-list.tsx";
import { UnitSwitch } from "./readings/unit-switch.tsx";
import { readWeightUnit, fromKg, writeWeightUnit, type WeightUnit } from "./readings/units.ts";
import { useWeightProfile, type ProfileInput } from "./readings/use-weight-profile.ts";
import { ProfileForm, WeightEntryForm } from "./readings/weight-forms.tsx";
import type { PanelProps } from "./trackers-screen.tsx";

/** The chart is its own chunk, fetched only when this tab shows (issue 14 part 3). */
const GainChart = lazy(() => import("./readings/gain-chart.tsx"));

const one = (n: number) => n.toFixed(1);

/**
 * Weight (issue 14 part 3): her entries in kg or lb, her BMI before pregnancy and the IOM 2009
 * gain it recommends, and a chart of her gain by week over the recommended band.
 */
export default function WeightPanel({ week, signedIn }: PanelProps) {
  const { t, i18n } = useTranslation("tracker-readings");
  const language = toLanguage(i18n.language);
  // The chart spans her pregnancy: its entries are read however many pages they take.
  const tracker = useTracker<WeightItem>("weights", signedIn, pregnancySince(week));
  const profile = useWeightProfile(tracker.signedIn);
  const [unit, setUnitState] = useState<WeightUnit>(readWeightUnit);
  const [editing, setEditing] = useState(false);
  const summaryId = useId();
  const unitName = t(`weight.units.${unit}`);
  const setUnit = (next: WeightUnit) => {
    setUnitState(next);
    writeWeightUnit(next);
  };

  const saveEntry = async (fields: { kg: number; measuredAt: string }) => {
    try {
      await tracker.create.mutateAsync(fields);
      toast({ title: t("weight.saved") });
      return true;
    } catch {
      toast({ title: t("saveFailed"), variant: "destructive" });
      return false;
    }
  };
  const saveProfile = async (input: ProfileInput) => {
    try {
      await profile.save.mutateAsync(input);
      setEditing(false);
      toast({ title: t("profile.saved") });
      return true;
    } catch {
      toast({ title: t("saveFailed"), variant: "destructive" });
      return false;
    }
  };

  if (tracker.isLoading || profile.isLoading) return <PageLoading />;
  const entries = newestFirst(tracker.items);
  const now = new Date();
  const weekOf = (item: WeightItem) =>
    week === null ? null : weekOn(new Date(item.measuredAt), now, week);
  const result = profile.result;
  const points: GainPoint[] =
    result && profile.input && week !== null
      ? entries.map((item) => ({
          week: weekOf(item) ?? 0,
          gain: fromKg(item.kg - (profile.input?.prePregnancyKg ?? 0), unit),
        }))
      : [];
  const latest = entries[0];
  const latestWeek = latest ? weekOf(latest) : null;
  const band = result && latestWeek !== null ? gainBand(result.bmiClass, latestWeek) : null;
  const latestGain = points[0]?.gain ?? null;

  return (
    <div className="grid gap-6">
      <p className="text-stone-700">{t("weight.intro")}</p>
      <UnitSwitch unit={unit} onChange={setUnit} />
      {profile.isError ? <LoadFailed onRetry={profile.refetch} /> : null}
      {result && profile.input && !editing ? (
        <section
          aria-label={t("profile.title")}
          className="grid gap-2 rounded-3xl bg-rose-50 p-5 text-stone-900"
        >
          <h3 className="text-xl font-semibold">{t("profile.title")}</h3>
          <p data-testid="bmi-result">
            {t("profile.bmi", {
              bmi: one(result.bmi),
              class: t(`profile.classes.${result.bmiClass}`),
            })}
          </p>
          <p>
            {t("profile.total", {
              min: one(fromKg(result.totalGain.minKg, unit)),
              max: one(fromKg(result.totalGain.maxKg, unit)),
              unit: unitName,
            })}
          </p>
          <div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {t("profile.change")}
            </Button>
          </div>
        </section>
      ) : (
        <ProfileForm
          key={unit}
          unit={unit}
          initial={profile.input}
          saving={profile.save.isPending}
          onSave={saveProfile}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      )}
      <WeightEntryForm unit={unit} saving={tracker.create.isPending} onSave={saveEntry} />
      <section aria-label={t("chart.title")} className="grid gap-3">
        <h3 className="text-xl font-semibold text-stone-900">{t("chart.title")}</h3>
        {week === null ? (
          <p className="text-stone-700">
            {t("chart.needsWeek")}{" "}
            <Link
              to="/dashboard"
              className="inline-flex min-h-11 items-center font-medium text-rose-800 underline"
            >
              {t("chart.setWeek")}
            </Link>
          </p>
        ) : !result ? (
          <p className="text-stone-700">{t("chart.needsProfile")}</p>
        ) : (
          <>
            <p id={summaryId} className="text-stone-800" data-testid="gain-summary">
              {latestGain !== null && band && latestWeek !== null
                ? t(latestGain < 0 ? "chart.summaryLost" : "chart.summary", {
                    gain: one(Math.abs(latestGain)),
                    week: latestWeek,
                    min: one(fromKg(band.minKg, unit)),
                    max: one(fromKg(band.maxKg, unit)),
                    unit: unitName,
                  })
                : t("chart.noEntries")}
            </p>
            <Suspense fallback={<Spinner className="h-6 w-6 text-rose-700" />}>
              <GainChart
                points={points}
                bmiClass={result.bmiClass}
                unit={unit}
                describedBy={summaryId}
              />
            </Suspense>
          </>
        )}
      </section>
      {tracker.isError ? <LoadFailed onRetry={tracker.refetch} /> : null}
      <ReadingList
        title={t("weight.history")}
        empty={t("weight.empty")}
        onDelete={tracker.deleteLater}
        items={entries.map((item) => {
          const at = weekOf(item);
          const value = `${one(fromKg(item.kg, unit)).replace(/\.0$/, "")} ${unitName}`;
          const when = formatMoment(item.measuredAt, language, false);
          return {
            id: item.id,
            pending: item.pending,
            value,
            when,
            edit: (
              <WeightEdit
                item={item}
                unit={unit}
                what={`${value}, ${when}`}
                save={(patch) => tracker.update.mutateAsync({ id: item.id, ...patch })}
              />
            ),
            detail:
              at === null ? null : (
                <p className="text-sm text-stone-700">{t("weight.week", { week: at })}</p>
              ),
          };
        })}
      />
      <OlderEntriesButton older={tracker.older} />
    </div>
  );
}
