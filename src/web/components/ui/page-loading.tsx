import { useTranslation } from "../../lib/use-translation.tsx";
import { Spinner } from "./spinner.tsx";

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-stone-700">
      <Spinner className="h-6 w-6 text-rose-700" />
      <span>{t("loading")}</span>
    </div>
  );
}
