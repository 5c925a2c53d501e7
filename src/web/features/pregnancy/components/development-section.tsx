import { HeartPulse, Salad, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { barWidth, trimesterOf, TRIMESTER_NAMES } from "../../../../domain/pregnancy.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { IconCard } from "../../../components/ui/section.tsx";
import { useBabyDevelopment } from "../api/pregnancy-api.ts";
import { TRIMESTER_THEME } from "../lib/display.ts";
import { DevelopmentCard } from "./development-card.tsx";
import { SizeCard } from "./size-card.tsx";

function Skeleton() {
  return (
    <div
      aria-hidden
      data-testid="development-skeleton"
      className="grid animate-pulse gap-4 md:grid-cols-2"
    >
      <div className="h-96 rounded-3xl bg-stone-100" />
      <div className="h-96 rounded-3xl bg-stone-100" />
    </div>
  );
}

/** 001 §2 baby-development section: badges, bar to week/40, the two cards, three tip cards. */
export function DevelopmentSection({ week }: { week: number }) {
  const { t, i18n } = useTranslation("dashboard");
  const id = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = Math.min(preview ?? week, 40);
  const language = toLanguage(i18n.language);
  const { data, isPending } = useBabyDevelopment(shown, language);
  const trimester = trimesterOf(shown);
  const theme = TRIMESTER_THEME[trimester];

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`${id}-title`} className="mr-auto text-2xl font-bold text-stone-900">
          {t("development.title")}
        </h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${theme.badge}`}>
          {t("progress.trimesterBadge", {
            name: t(`progress.names.${TRIMESTER_NAMES[trimester]}`),
          })}
        </span>
        <span
          data-testid="week-badge"
          className="rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800"
        >
          {t("development.weekBadge", { n: shown })}
        </span>
      </div>
      <div aria-hidden className="h-2 rounded-full bg-stone-200">
        <div className={`h-2 rounded-full ${theme.bar}`} style={{ width: `${barWidth(shown)}%` }} />
      </div>
      {preview !== null ? (
        <p role="status" className="text-sm font-medium text-stone-700">
          {t("development.previewing", { n: shown })}
        </p>
      ) : null}
      {isPending && !data ? (
        <Skeleton />
      ) : data ? (
        <div className="grid gap-4 md:grid-cols-2">
          <DevelopmentCard development={data} />
          <SizeCard
            development={data}
            baseWeek={week}
            previewing={preview !== null}
            onPreview={setPreview}
          />
        </div>
      ) : (
        <p role="alert" className="rounded-3xl bg-amber-50 p-4 text-amber-900">
          {t("development.noData")}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <IconCard
          icon={HeartPulse}
          title={t("development.motherTitle")}
          text={data?.motherChanges ?? t(`development.selfCare.${trimester}`)}
        />
        <IconCard
          icon={Salad}
          title={t("development.nutritionTitle")}
          text={t(`development.nutrition.${trimester}`)}
        />
        <IconCard
          icon={Sparkles}
          title={t("development.selfCareTitle")}
          text={t(`development.selfCare.${trimester}`)}
        />
      </div>
    </section>
  );
}
