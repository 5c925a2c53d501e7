import { useTranslation } from "../../lib/use-translation.tsx";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { usePregnancy } from "../../features/pregnancy/api/pregnancy-api.ts";
import { DoctorReport } from "../../features/trackers/components/report/doctor-report.tsx";

/**
 * /doctor-report: the trackers' printable report, given her week and due date from the
 * pregnancy feature (account's or this device's) and her name from her account.
 */
export default function DoctorReportPage() {
  const { t } = useTranslation(["tracker-report", "common"]);
  const { data: user, isPending } = useCurrentUser();
  const pregnancy = usePregnancy(Boolean(user));
  const data = pregnancy.data;
  // After the birth or an ended pregnancy there is no week to report.
  const going = data && !data.ended && data.outcome === null ? data : null;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  return (
    <>
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      {/* Until the session is known, neither the device's nor the account's entries are shown. */}
      {isPending || pregnancy.isLoading ? (
        <PageLoading />
      ) : (
        <DoctorReport
          signedIn={Boolean(user)}
          name={name || null}
          week={going ? going.currentWeek : null}
          dueDate={going ? going.dueDate : null}
        />
      )}
    </>
  );
}
