import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** Its code loads only once she is signed in: a visitor's first load carries none of it. */
const SignedInSync = lazy(() => import("./signed-in-sync.tsx"));

/** After sign-in, what this device kept while signed out joins her account. */
export function PregnancySync() {
  const { data: user } = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <SignedInSync />
    </Suspense>
  ) : null;
}
