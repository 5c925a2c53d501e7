import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import {
  CONDITIONS,
  DIETS,
  PLAN_REGIONS,
  type Condition,
  type Diet,
  type PlanRegion,
} from "../../../../contracts/guidance-constants.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { formatLongDate } from "../../../lib/dates.ts";
import { useMealPlan } from "../api/guidance-api.ts";
import { MealPlanView } from "./meal-plan-view.tsx";
import type { TabProps } from "./parts.tsx";

/** Commas (or Hindi's ।) separate what she avoids: "peanuts, brinjal". */
export function avoidList(text: string): string[] {
  return text
    .split(/[,;।\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The spec's 'Generating...' while it runs; a failure is the spec's sorry message (001 §8). */
function failureText(error: Error | null, t: (key: string) => string): string {
  const status = error?.message.split(":")[0];
  if (status === "422") return t("planner.noPlan");
  if (status === "429") return t("planner.tooMany");
  return t("planner.failed");
}

export function MealPlanner({ trimester, region, language, signedIn }: TabProps) {
  const { t } = useTranslation("guidance");
  const { make: plan, kept } = useMealPlan(signedIn, language);
  const [diet, setDiet] = useState<Diet>("vegetarian");
  const [where, setWhere] = useState<PlanRegion>(region === "usa" ? "usa" : "north");
  const [avoid, setAvoid] = useState("");
  const [condition, setCondition] = useState<Condition | "">("");
  const avoidItems = avoidList(avoid);
  const avoidError =
    avoidItems.length > 20
      ? t("planner.avoidCount")
      : avoidItems.some((a) => a.length > 40)
        ? t("planner.avoidLong")
        : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (avoidError) return;
    plan.mutate({
      trimester,
      diet,
      region: where,
      avoid: avoidItems,
      ...(condition ? { condition } : {}),
      lang: language,
    });
  }

  return (
    <section
      aria-labelledby="planner-title"
      className="rounded-3xl border border-rose-100 bg-rose-50/60 p-5 print:border-0 print:bg-white"
    >
      <h2 id="planner-title" className="text-2xl font-bold">
        {t("planner.title")}
      </h2>
      <p className="mt-1 text-stone-700 print:hidden">{t("planner.intro")}</p>
      <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2 print:hidden" noValidate>
        <SelectField
          label={t("planner.diet")}
          value={diet}
          onChange={(e) => setDiet(e.target.value as Diet)}
          options={DIETS.map((value) => ({ value, label: t(`diets.${value}`) }))}
        />
        <SelectField
          label={t("planner.region")}
          value={where}
          onChange={(e) => setWhere(e.target.value as PlanRegion)}
          options={PLAN_REGIONS.map((value) => ({ value, label: t(`planRegions.${value}`) }))}
        />
        <TextField
          label={t("planner.avoid")}
          hint={t("planner.avoidHint")}
          error={avoidError}
          value={avoid}
          onChange={(e) => setAvoid(e.target.value)}
        />
        <SelectField
          label={t("planner.condition")}
          value={condition}
          onChange={(e) => setCondition(e.target.value as Condition | "")}
          options={[
            { value: "", label: t("conditions.none") },
            ...CONDITIONS.map((value) => ({ value, label: t(`conditions.${value}`) })),
          ]}
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={plan.isPending}>
            {plan.isPending ? <Spinner /> : null}
            {plan.isPending ? t("planner.generating") : t("planner.generate")}
          </Button>
        </div>
      </form>
      {plan.isError ? (
        <p role="alert" className="mt-4 rounded-2xl bg-amber-100 p-3 text-amber-950">
          {failureText(plan.error, t)}
        </p>
      ) : null}
      {plan.data ? (
        <MealPlanView plan={plan.data} />
      ) : kept ? (
        <>
          <p className="mt-4 font-medium">
            {t("planner.kept", { date: formatLongDate(kept.updatedAt.slice(0, 10), language) })}
          </p>
          <MealPlanView plan={kept.plan} />
        </>
      ) : null}
    </section>
  );
}
