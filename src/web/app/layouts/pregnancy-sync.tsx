import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { useMergeTestRecords } from "../../features/guidance/api/test-records-api.ts";
import { useMergeOnSignIn } from "../../features/pregnancy/api/use-merge-on-sign-in.ts";

/** What was set on this device while signed out (pregnancy, marked tests) joins the account after sign-in. */
export function PregnancySync() {
  const { data: user } = useCurrentUser();
  useMergeOnSignIn(Boolean(user));
  useMergeTestRecords(Boolean(user));
  return null;
}
