import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { usePregnancy } from "../../features/pregnancy/api/pregnancy-api.ts";
import { TrackersScreen } from "../../features/trackers/components/trackers-screen.tsx";

/** /symptom-tracker: her trackers, on the week of her pregnancy (account's or this device's). */
export default function SymptomTrackerPage() {
  const { t } = useTranslation(["trackers", "common"]);
  const { data: user, isPending } = useCurrentUser();
  const { data } = usePregnancy(Boolean(user));
  const week = data && data.outcome !== "born" ? data.currentWeek : null;
  return (
    <>
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      {/* Until the session is known, neither the device's nor the account's entries are shown
          (the page's title and words are: issue 12, they no longer wait a round trip). */}
      <TrackersScreen week={week} signedIn={Boolean(user)} ready={!isPending} />
    </>
  );
}
