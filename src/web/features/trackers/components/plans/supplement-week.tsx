import { Check } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import type { IsoDate } from "../../../../../domain/dates.ts";
import { toLanguage } from "../../../../../domain/language.ts";
import { supplementStreak } from "../../../../../domain/trackers/supplements.ts";
import { supplementLabel } from "./supplement-name.ts";
import { checkOffOn, lastDays, type CheckOff } from "./supplements.ts";
import { lazyDateFormat } from "../../../../lib/dates.ts";

const WEEKDAY = {
  en: lazyDateFormat("en-IN", { weekday: "short" }),
  hi: lazyDateFormat("hi-IN", { weekday: "short" }),
};
const LONG_DAY = {
  en: lazyDateFormat("en-IN", { weekday: "long", day: "numeric", month: "long" }),
  hi: lazyDateFormat("hi-IN", { weekday: "long", day: "numeric", month: "long" }),
};
const asDate = (day: IsoDate) => new Date(`${day}T12:00:00`);

/** Her streak per supplement in words, and the last 7 days as a small grid. */
export function SupplementWeek(props: {
  shown: string[];
  checkOffs: readonly CheckOff[];
  today: IsoDate;
}) {
  const { t, i18n } = useTranslation("tracker-plans");
  const language = toLanguage(i18n.language);
  const days = lastDays(props.today);
  return (
    <>
      <section aria-labelledby="supplement-streak" className="grid gap-2">
        <h3 id="supplement-streak" className="text-xl font-semibold text-stone-900">
          {t("supplements.streakTitle")}
        </h3>
        <ul className="grid gap-1" data-testid="supplement-streaks">
          {props.shown.map((supplement) => {
            const count = supplementStreak(props.checkOffs, supplement, props.today);
            const name = supplementLabel(supplement, t);
            return (
              <li key={supplement} className="text-stone-800">
                {count
                  ? t("supplements.streak", { name, count })
                  : t("supplements.streakNone", { name })}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="supplement-week" className="grid gap-2">
        <h3 id="supplement-week" className="text-xl font-semibold text-stone-900">
          {t("supplements.weekTitle")}
        </h3>
        {/* Focusable, so a keyboard can scroll it on a narrow phone (axe scrollable-region). */}
        <div
          className="overflow-x-auto focus-visible:outline-3 focus-visible:outline-rose-600"
          tabIndex={0}
          role="region"
          aria-label={t("supplements.weekCaption")}
        >
          <table className="w-full border-separate border-spacing-0.5 text-center text-sm">
            <caption className="sr-only">{t("supplements.weekCaption")}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium text-stone-700">
                  {t("supplements.supplement")}
                </th>
                {days.map((day) => (
                  <th key={day} scope="col" className="font-medium text-stone-700">
                    <abbr title={LONG_DAY[language].format(asDate(day))} className="no-underline">
                      {WEEKDAY[language].format(asDate(day))}
                    </abbr>
                    <span className="block">{Number(day.slice(8))}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.shown.map((supplement) => (
                <tr key={supplement}>
                  <th
                    scope="row"
                    className="max-w-24 pr-1 text-left font-medium break-words text-stone-900"
                  >
                    {supplementLabel(supplement, t)}
                  </th>
                  {days.map((day) => {
                    const taken = Boolean(checkOffOn(props.checkOffs, supplement, day));
                    return (
                      <td
                        key={day}
                        className={`h-9 min-w-8 rounded-lg ${taken ? "bg-emerald-100 text-emerald-900" : "bg-stone-100 text-stone-500"}`}
                      >
                        {taken ? <Check aria-hidden className="mx-auto h-4 w-4" /> : "·"}
                        <span className="sr-only">
                          {t(taken ? "supplements.taken" : "supplements.notTaken")}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
