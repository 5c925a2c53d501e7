import { lazy, Suspense } from "react";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { DashboardScreen } from "../../features/pregnancy/components/dashboard-screen.tsx";

// Her next appointment and reminders come from the trackers feature; their code loads after
// the dashboard itself, so its first load stays small (issue 14 parts 7 and 8).
const DashboardPlans = lazy(() => import("../../features/trackers/components/dashboard-plans.tsx"));

/** /dashboard: the account's pregnancy when signed in, this device's otherwise. */
export default function DashboardPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  const signedIn = Boolean(user);
  return (
    <>
      <DashboardScreen signedIn={signedIn} />
      <Suspense fallback={null}>
        <div className="mx-auto -mt-4 max-w-5xl px-4 pb-8 empty:hidden sm:-mt-8 sm:pb-12">
          <DashboardPlans signedIn={signedIn} />
        </div>
      </Suspense>
    </>
  );
}
