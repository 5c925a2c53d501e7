import { useTranslation } from "../../lib/use-translation.tsx";
import { Button } from "../../components/ui/button.tsx";

/** When a page cannot load (often a lost connection while fetching its code). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t("pageError.title")}</h1>
      <p className="mt-3 text-stone-700">{t("pageError.text")}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t("pageError.retry")}
      </Button>
    </div>
  );
}
