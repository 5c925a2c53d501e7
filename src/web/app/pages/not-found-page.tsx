import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";

/** 000 §2: title "404 Page Not Found", text "Did you forget to add the page to the router?". */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <PageTitle>{`${t("notFound.title")} · ${t("appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-lg text-stone-800">{t("notFound.text")}</p>
      <p className="mt-2 text-stone-700">{t("notFound.help")}</p>
      <Link to="/" className={`${buttonClasses("primary", "md")} mt-6`}>
        {t("notFound.home")}
      </Link>
    </div>
  );
}
