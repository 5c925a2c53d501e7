import { useTranslation } from "../../../lib/use-translation.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { AdminConnection, useAdminSession } from "../hooks/use-admin-session.ts";
import { AdminDashboard } from "./admin-dashboard.tsx";
import { AdminLogin } from "./admin-login.tsx";

/** /admin: a spinner while the session is checked, then the login form or the dashboard. */
export function AdminArea() {
  const { t } = useTranslation("admin");
  const { state, actions } = useAdminSession();
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      {state.phase === "checking" ? (
        <div
          role="status"
          className="flex min-h-dvh items-center justify-center gap-3 text-stone-700"
        >
          <Spinner className="h-6 w-6 text-rose-700" />
          <span>{t("checking")}</span>
        </div>
      ) : state.phase === "out" ? (
        <AdminLogin expired={state.expired} onLoggedIn={actions.loggedIn} />
      ) : (
        <AdminConnection value={actions}>
          {/* A new login mounts a new dashboard: every list starts empty (001 §4). */}
          <AdminDashboard
            key={state.since}
            email={state.email}
            reconnecting={state.reconnecting}
            onLoggedOut={actions.loggedOut}
          />
        </AdminConnection>
      )}
    </>
  );
}
