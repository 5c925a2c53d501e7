import { useTranslation } from "react-i18next";
import { PageTitle } from "../../components/ui/page-title.tsx";

export type PreviewKey = "admin";

/**
 * A page whose feature is still being built: its real heading and a paragraph saying what
 * it will offer — never a blank page or "TODO".
 */
export default function PreviewPage({ page }: { page: PreviewKey }) {
  const { t } = useTranslation(["pages", "common"]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t(`${page}.title`)} · ${t("common:appName")}`}</PageTitle>
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
        {t("preview")}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">{t(`${page}.title`)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-800">{t(`${page}.description`)}</p>
    </div>
  );
}
