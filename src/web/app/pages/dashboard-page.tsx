import { PageLoading } from "../../components/ui/page-loading.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { DashboardScreen } from "../../features/pregnancy/components/dashboard-screen.tsx";

/** /dashboard: the account's pregnancy when signed in, this device's otherwise. */
export default function DashboardPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  return <DashboardScreen signedIn={Boolean(user)} />;
}
