import { HeartPulse, Phone, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { HelpLine, WarningGroup } from "../../../../contracts/postpartum.ts";
import type { Language } from "../../../../domain/language.ts";

const COUNTRIES = ["india", "usa"] as const;

/** Tap-to-call links, India first (most of Saathi's users), each number large and clear. */
function CallList({ calls, language }: { calls: HelpLine[]; language: Language }) {
  const { t } = useTranslation("dashboard");
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {COUNTRIES.map((country) => (
        <div key={country}>
          <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t(`born.countries.${country}`)}
          </h3>
          <ul className="mt-2 grid gap-2">
            {calls
              .filter((call) => call.country === country)
              .map((call) => (
                <li key={call.number}>
                  <a
                    href={`tel:${call.number}`}
                    aria-label={t("born.callLabel", {
                      number: call.number,
                      name: call.name[language],
                      country: t(`born.countries.${country}`),
                    })}
                    className="flex min-h-12 items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-2 text-red-950 hover:bg-red-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-red-700"
                  >
                    <Phone aria-hidden className="h-5 w-5 shrink-0" />
                    <span className="text-xl font-bold tabular-nums">{call.number}</span>
                    <span className="text-sm leading-snug">{call.name[language]}</span>
                  </a>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** One group of postpartum warning signs: when it applies, the signs, what to do, whom to call. */
export function WarningSigns({ group, language }: { group: WarningGroup; language: Language }) {
  const id = useId();
  const Icon = group.id === "body" ? TriangleAlert : HeartPulse;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`warning-${group.id}`}
      className="rounded-3xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-xl font-bold text-stone-900">
        <Icon aria-hidden className="h-7 w-7 shrink-0 text-red-700" /> {group.title[language]}
      </h2>
      <p className="mt-3 text-stone-800">{group.when[language]}</p>
      <ul className="mt-3 grid list-disc gap-1.5 pl-6 text-stone-900 marker:text-red-700">
        {group.signs.map((sign) => (
          <li key={sign.en}>{sign[language]}</li>
        ))}
      </ul>
      <p className="mt-4 rounded-2xl bg-red-50 p-4 font-semibold text-red-950">
        {group.action[language]}
      </p>
      <CallList calls={group.calls} language={language} />
    </section>
  );
}
