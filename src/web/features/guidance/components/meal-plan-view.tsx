import { Printer } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { MEALS } from "../../../../contracts/guidance-constants.ts";
import type { MealPlan, PlannedDish } from "../../../../contracts/meal-plan.ts";
import { Button } from "../../../components/ui/button.tsx";

function Dish({ dish, hindi }: { dish: PlannedDish; hindi: boolean }) {
  const words = hindi ? dish.ingredientsHi : dish.ingredients;
  return (
    <li>
      <span className="font-medium">{dish.name}</span>
      <span className="block text-sm text-stone-600">{words.join(", ")}</span>
    </li>
  );
}

/** Her week: each day's meals, what the day adds up to against her targets, and print. */
export function MealPlanView({ plan }: { plan: MealPlan }) {
  const { t, i18n } = useTranslation("guidance");
  const hindi = i18n.language === "hi";
  return (
    <div className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-stone-700">
          {t("planner.targets", {
            kcal: plan.targets.kcal,
            protein: plan.targets.proteinG,
            iron: plan.targets.ironMg,
            calcium: plan.targets.calciumMg,
          })}
        </p>
        <Button variant="outline" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden className="h-4 w-4" /> {t("planner.print")}
        </Button>
      </div>
      {plan.source === "model" ? (
        <p className="text-sm text-stone-700">{t("planner.fromModel")}</p>
      ) : null}
      {plan.unmatched.length > 0 ? (
        <p role="note" className="rounded-2xl bg-amber-100 p-3 text-amber-950">
          {t("planner.unmatched", { words: plan.unmatched.join(", ") })}
        </p>
      ) : null}
      <ol className="grid gap-4 md:grid-cols-2">
        {plan.days.map((day) => (
          <li key={day.day} className="break-inside-avoid rounded-3xl bg-white p-4 shadow-sm">
            <h3 className="text-lg font-semibold">{t("planner.day", { day: day.day })}</h3>
            <dl className="mt-2 space-y-2">
              {MEALS.map((meal) => (
                <div key={meal}>
                  <dt className="text-sm font-semibold text-rose-800">{t(`meals.${meal}`)}</dt>
                  <dd>
                    <ul className="space-y-1">
                      {day.meals[meal].map((dish, index) => (
                        <Dish key={`${dish.id}-${String(index)}`} dish={dish} hindi={hindi} />
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-stone-700">
              {t("planner.totals", {
                kcal: Math.round(day.totals.kcal),
                protein: Math.round(day.totals.proteinG),
                iron: Math.round(day.totals.ironMg),
                calcium: Math.round(day.totals.calciumMg),
              })}
            </p>
          </li>
        ))}
      </ol>
      <p className="text-sm text-stone-700">{t("planner.supplements")}</p>
    </div>
  );
}
