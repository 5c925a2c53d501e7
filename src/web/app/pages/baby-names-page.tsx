import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { NamesScreen } from "../../features/baby-names/components/names-screen.tsx";

/** /baby-names: the baby name explorer (001 §1–2, issue 15 part 4). */
export default function BabyNamesPage() {
  const { t } = useTranslation(["pages", "common"]);
  // Signed in, her shortlist is kept with her account too.
  const { data: user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t("pages:babyNames.title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">
        {t("pages:babyNames.title")}
      </h1>
      <p className="mt-3 text-lg leading-relaxed text-stone-800">
        {t("pages:babyNames.description")}
      </p>
      <NamesScreen signedIn={Boolean(user)} />
    </div>
  );
}
