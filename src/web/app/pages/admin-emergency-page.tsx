import { useTranslation } from "../../lib/use-translation.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { AdminLogin } from "../../features/admin/components/admin-login.tsx";
import { useAdminSession } from "../../features/admin/hooks/use-admin-session.ts";
import { EmergencyPanel } from "../../features/emergency-mode/components/emergency-panel.tsx";

/** /admin/emergency (issue 16 part 8): the admin login first, then the switches. */
export default function AdminEmergencyPage() {
  const { t } = useTranslation(["emergency", "admin"]);
  const { state, actions } = useAdminSession();
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      {state.phase === "checking" ? (
        <div role="status" className="flex min-h-dvh items-center justify-center gap-3">
          <Spinner className="h-6 w-6 text-rose-700" />
          <span>{t("checking", { ns: "admin" })}</span>
        </div>
      ) : state.phase === "out" ? (
        <AdminLogin expired={state.expired} onLoggedIn={actions.loggedIn} />
      ) : (
        <EmergencyPanel onLoginRequired={actions.loginRequired} />
      )}
    </>
  );
}
