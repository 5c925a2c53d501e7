import { useTranslation } from "../../../lib/use-translation.tsx";
import type { BabyDevelopment } from "../../../../contracts/pregnancy.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useWeekImage } from "../api/pregnancy-api.ts";
import { sizeArticle } from "../lib/display.ts";
import { WeekImage } from "./week-image.tsx";

/** 001 §2 "Size Comparison": picture, size badge, Fun Fact, "Preview Week N+1" (not past 40). */
export function SizeCard({
  development,
  baseWeek,
  previewing,
  onPreview,
}: {
  development: BabyDevelopment;
  baseWeek: number;
  previewing: boolean;
  onPreview: (week: number | null) => void;
}) {
  const { t } = useTranslation("dashboard");
  const image = useWeekImage(
    development.week,
    false,
    `A photo of a ${development.size}, on a soft pink background.`,
  );
  const measures =
    development.lengthCm === null
      ? null
      : development.weightG === null
        ? t("development.measures", { length: development.lengthCm })
        : t("development.measuresWeight", {
            length: development.lengthCm,
            weight: development.weightG,
          });
  return (
    <article className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-semibold text-stone-900">{t("development.sizeTitle")}</h3>
      <div className="mt-4 flex justify-center">
        <WeekImage
          url={image.data}
          alt={development.size}
          placeholder={t("development.imageLoading")}
        />
      </div>
      <p className="mt-4 inline-block rounded-full bg-rose-100 px-3 py-1 font-semibold text-rose-900">
        {t("development.sizeBadge", {
          size: development.size,
          article: sizeArticle(development.size),
        })}
      </p>
      {measures ? <p className="mt-2 text-stone-700">{measures}</p> : null}
      <h4 className="mt-4 font-semibold text-stone-900">{t("development.funFact")}</h4>
      <p className="mt-1 text-stone-800">{development.funFact}</p>
      <div className="mt-4">
        {previewing ? (
          <Button variant="outline" onClick={() => onPreview(null)}>
            {t("development.backToWeek", { n: baseWeek })}
          </Button>
        ) : (
          <Button
            variant="outline"
            disabled={baseWeek >= 40}
            onClick={() => onPreview(baseWeek + 1)}
          >
            {t("development.previewNext", { n: Math.min(baseWeek + 1, 41) })}
          </Button>
        )}
      </div>
    </article>
  );
}
