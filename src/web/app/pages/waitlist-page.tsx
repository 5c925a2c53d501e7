import { useTranslation } from "../../lib/use-translation.tsx";
import { WaitlistForm } from "../../features/waitlist/components/waitlist-form.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";

export default function WaitlistPage() {
  const { t } = useTranslation(["waitlist", "common"]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 mb-8 text-lg text-stone-700">{t("description")}</p>
      <WaitlistForm />
    </div>
  );
}
