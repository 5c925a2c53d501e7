import { useState } from "react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { GuidanceScreen } from "../../features/guidance/components/guidance-screen.tsx";
import { useForceSync, usePregnancy } from "../../features/pregnancy/api/pregnancy-api.ts";
import { trimesterOf } from "../../../domain/pregnancy.ts";

/** /diet-exercise: the guidance tabs on her trimester (the account's pregnancy, or this device's). */
export default function DietExercisePage() {
  const { t } = useTranslation(["guidance", "common"]);
  const { data: user } = useCurrentUser();
  const { data } = usePregnancy(Boolean(user));
  const forceSync = useForceSync();
  const [syncing, setSyncing] = useState(false);
  const week = data && data.outcome !== "born" ? data.currentWeek : null;
  return (
    <>
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <GuidanceScreen
        current={week ? trimesterOf(week) : null}
        signedIn={Boolean(user)}
        syncing={syncing}
        onSync={() => {
          setSyncing(true);
          void forceSync().finally(() => setSyncing(false));
        }}
      />
    </>
  );
}
