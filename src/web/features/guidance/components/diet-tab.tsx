import { useTranslation } from "../../../lib/use-translation.tsx";
import { MEALS } from "../../../../contracts/guidance-constants.ts";
import { useGuidance } from "../api/guidance-api.ts";
import { MealPlanner } from "./meal-planner.tsx";
import { Card, Loaded, ReasonList, Sources, type TabProps } from "./parts.tsx";

/** 001 §3 diet: the trimester's focus nutrients, a sample day, foods to eat and avoid, a plan. */
export default function DietTab(props: TabProps) {
  const { trimester, region, language } = props;
  const { t } = useTranslation("guidance");
  const query = useGuidance("diet", trimester, language);
  return (
    <Loaded query={query}>
      {(content) => {
        const stage = content.trimesters[0];
        if (!stage) return null;
        return (
          <div className="space-y-8">
            <section aria-labelledby="focus-title">
              <h2 id="focus-title" className="text-2xl font-bold">
                {t("diet.focus")}
              </h2>
              <p className="mt-1 text-stone-700">{stage.energy}</p>
              <div className="mt-4 grid gap-4 md:grid-cols-3">
                {stage.focus.map((nutrient) => (
                  <Card key={nutrient.id} title={nutrient.name}>
                    <p>{nutrient.why}</p>
                    <p className="text-sm text-stone-700">{nutrient.description}</p>
                    <p>
                      <strong>{t("diet.daily")}</strong> {nutrient.daily[region]}
                    </p>
                    <p>
                      <strong>{t("diet.foods")}</strong> {nutrient.foods[region].join(", ")}
                    </p>
                  </Card>
                ))}
              </div>
            </section>
            <section aria-labelledby="sample-title">
              <h2 id="sample-title" className="text-2xl font-bold">
                {t("diet.sample")}
              </h2>
              <dl className="mt-4 grid gap-3 sm:grid-cols-2">
                {MEALS.map((meal) => (
                  <div key={meal} className="rounded-2xl bg-white p-4 shadow-sm">
                    <dt className="font-semibold text-rose-800">{t(`meals.${meal}`)}</dt>
                    <dd>{stage.sampleMealPlan[meal]}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <MealPlanner {...props} />
            <div className="grid gap-4 md:grid-cols-2">
              <Card title={t("diet.eat")}>
                <ReasonList items={content.eat.map((i) => ({ name: i.food, reason: i.reason }))} />
              </Card>
              <Card title={t("diet.avoid")} tone="warn">
                <ReasonList
                  items={content.avoid.map((i) => ({ name: i.food, reason: i.reason }))}
                />
              </Card>
            </div>
            <Sources sources={content.sources} reviewed={content.reviewed} />
          </div>
        );
      }}
    </Loaded>
  );
}
