import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ImageCheckResponse } from "../../../../contracts/medication.ts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { ResultPanel } from "./result-panel.tsx";
import { Alternatives, SourceList, VerdictBanner, VerdictMark } from "./verdict.tsx";

/** The image analysis panel: the preview, "reading", then what the label told us. */
export function ImageAnalysis({
  previewUrl,
  result,
  busy,
  onClear,
}: {
  previewUrl: string;
  result: ImageCheckResponse | null;
  busy: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation("safety");
  return (
    <ResultPanel id="image-analysis-title" title={t("imageResult")} busy={busy} onClear={onClear}>
      <div className="mt-3 grid gap-4 sm:grid-cols-[12rem_1fr]">
        <img
          src={previewUrl}
          alt={t("preview")}
          className="max-h-56 w-full rounded-2xl bg-stone-100 object-contain"
        />
        <div>
          {busy ? (
            <p role="status" className="flex items-center gap-2 text-stone-700">
              <Spinner /> {t("analysing")}
            </p>
          ) : result ? (
            <>
              <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
                <dt className="font-medium">{t("productName")}</dt>
                <dd data-testid="product-name">{result.productName}</dd>
                {result.productType ? (
                  <>
                    <dt className="font-medium">{t("productType")}</dt>
                    <dd>{result.productType}</dd>
                  </>
                ) : null}
              </dl>
              <VerdictBanner isSafe={result.isSafe} />
              <p className="mt-3 whitespace-pre-line text-stone-900">{result.notes}</p>
              {result.ingredients.length > 1 ? (
                <div className="mt-3">
                  <h4 className="font-semibold text-stone-900">{t("ingredients")}</h4>
                  <ul className="mt-1 space-y-1">
                    {result.ingredients.map((i) => (
                      <li key={i.name} className="flex flex-wrap items-center gap-2 text-stone-800">
                        {i.name} <VerdictMark isSafe={i.isSafe} />
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <Alternatives items={result.alternatives} />
              <SourceList sources={result.sources} />
              {result.readBy !== "none" ? (
                <p className="mt-3 text-sm text-stone-600">
                  {t(result.readBy === "vision" ? "readByVision" : "readByOcr")}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </ResultPanel>
  );
}
