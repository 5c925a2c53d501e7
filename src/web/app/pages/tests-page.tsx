import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { RegionSwitch } from "../../features/guidance/components/switches.tsx";
import { TestsTimeline } from "../../features/guidance/components/tests-timeline.tsx";
import { useRegion } from "../../features/guidance/lib/region.ts";
import { usePregnancy } from "../../features/pregnancy/api/pregnancy-api.ts";
import { localIsoDate } from "../../../domain/dates.ts";
import { toLanguage } from "../../../domain/language.ts";

/** /tests: her own timeline of tests and visits, dated from her due date (issue 13 part 4). */
export default function TestsPage() {
  const { t, i18n } = useTranslation(["guidance", "common"]);
  const language = toLanguage(i18n.language);
  const { data: user, isPending } = useCurrentUser();
  const { data, isLoading } = usePregnancy(Boolean(user));
  const [region, setRegion] = useRegion(language);
  const ongoing = data && !data.outcome ? data : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle>{`${t("timeline.title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("timeline.title")}</h1>
      <p className="mt-2 text-lg text-stone-700">{t("timeline.subtitle")}</p>
      <div className="mt-6">
        <RegionSwitch value={region} onChange={setRegion} />
      </div>
      <div className="mt-6">
        {isPending || isLoading ? (
          <PageLoading />
        ) : ongoing ? (
          <TestsTimeline
            dueDate={ongoing.dueDate}
            today={localIsoDate()}
            region={region}
            language={language}
            signedIn={Boolean(user)}
          />
        ) : (
          <div className="rounded-3xl bg-rose-50 p-5">
            <p>{t("timeline.noPregnancy")}</p>
            <Link to="/dashboard" className={`${buttonClasses()} mt-3`}>
              {t("timeline.setWeek")}
            </Link>
          </div>
        )}
      </div>
      {!user && ongoing ? (
        <p className="mt-6 text-sm text-stone-700">{t("timeline.deviceOnly")}</p>
      ) : null}
    </div>
  );
}
