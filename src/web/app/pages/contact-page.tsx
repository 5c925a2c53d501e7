import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { SupportForm } from "../../features/support/components/support-form.tsx";

/** /contact: the footer's "Contact support" (001 §1, issue 16 part 6). */
export default function ContactPage() {
  const { t } = useTranslation(["support", "common"]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-lg text-stone-700">{t("description")}</p>
      <p className="mt-4 mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-stone-800">
        {t("noAdvice")}
      </p>
      <SupportForm />
    </div>
  );
}
