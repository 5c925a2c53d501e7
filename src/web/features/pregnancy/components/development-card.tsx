import { Share2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { BabyDevelopment } from "../../../../contracts/pregnancy.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useWeekImage } from "../api/pregnancy-api.ts";
import { shortDescription, sizeArticle } from "../lib/display.ts";
import { WeekImage } from "./week-image.tsx";

async function share(text: string, copied: string): Promise<void> {
  const url = `${window.location.origin}/dashboard`;
  if (typeof navigator.share === "function") {
    await navigator.share({ title: "Saathi", text, url }).catch(() => undefined);
    return;
  }
  await navigator.clipboard?.writeText(`${text} ${url}`);
  toast({ title: copied });
}

/** 001 §2 "Baby's Development": picture, description (Read more), 3 key developments, Share, Details. */
export function DevelopmentCard({ development }: { development: BabyDevelopment }) {
  const { t } = useTranslation("dashboard");
  const [expanded, setExpanded] = useState(false);
  const [details, setDetails] = useState(false);
  const prompt = `A gentle, friendly illustration of a baby at week ${development.week} of pregnancy in the womb. ${development.imageDescription}`;
  const image = useWeekImage(development.week, true, prompt);
  const { short, truncatable } = shortDescription(development.description);
  return (
    <article className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
      <h3 className="text-xl font-semibold text-stone-900">{t("development.cardTitle")}</h3>
      <div className="mt-4 flex justify-center">
        <WeekImage
          url={image.data}
          alt={development.imageDescription}
          placeholder={t("development.visualizationLoading")}
        />
      </div>
      <p className="mt-4 leading-relaxed text-stone-800">
        {expanded ? development.description : short}
      </p>
      {truncatable ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 font-medium text-rose-800 underline underline-offset-2"
        >
          {expanded ? t("development.readLess") : t("development.readMore")}
        </button>
      ) : null}
      <h4 className="mt-4 font-semibold text-stone-900">{t("development.keyDevelopments")}</h4>
      <ul className="mt-2 grid list-disc gap-1 pl-5 text-stone-800">
        {(details ? development.keyDevelopments : development.keyDevelopments.slice(0, 3)).map(
          (item) => (
            <li key={item}>{item}</li>
          ),
        )}
      </ul>
      {details ? (
        <div className="mt-4 grid gap-3 text-stone-800">
          <ul className="grid list-disc gap-1 pl-5">
            {development.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <div className="text-sm text-stone-600">
            <p className="font-medium">{t("development.sources")}</p>
            <ul className="grid gap-1">
              {development.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} target="_blank" rel="noreferrer" className="underline">
                    {source.publisher}: {source.title}
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-1">{t("development.reviewed", { date: development.reviewed })}</p>
          </div>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            void share(
              t("development.shareText", {
                week: development.week,
                size: development.size,
                article: sizeArticle(development.size),
              }),
              t("development.copied"),
            )
          }
        >
          <Share2 aria-hidden className="h-4 w-4" /> {t("development.share")}
        </Button>
        <Button variant="ghost" aria-expanded={details} onClick={() => setDetails((v) => !v)}>
          {details ? t("development.hideDetails") : t("development.details")}
        </Button>
      </div>
    </article>
  );
}
