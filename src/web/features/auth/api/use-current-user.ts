import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { User } from "../../../../contracts/auth.ts";
import { SESSION_HINT_COOKIE } from "../../../../contracts/session.ts";
import { getQueryFn } from "../../../lib/api.ts";

export const ME_KEY = ["/api/auth/me"] as const;
export type MeData = { success: boolean; user: User } | null;

const readMe = getQueryFn<MeData>({ on401: "returnNull" });

/** Whether the server's hint says a session may be here (contracts/session.ts). */
function maybeSignedIn(): boolean {
  return document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}

/**
 * GET /api/auth/me (000 §7). A 401, or any failure, means signed out (000 §4),
 * so errors resolve to null rather than surfacing. Without the session hint there is no
 * session to ask about: she is signed out, and no request is made (a 401 on every visitor's
 * first load is a console error and a wasted round trip on a slow network).
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: (context) => (maybeSignedIn() ? readMe(context) : null),
    select: (data: MeData) => data?.user ?? null,
    throwOnError: false,
  });
}

/**
 * Signed out (sign-out, account deleted): no user, and every other cached answer is
 * dropped, with pages on screen fetching again as a visitor (000 §4). resetQueries, not
 * clear(): clear would orphan the queries that components are still watching.
 */
export async function forgetUser(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<MeData>(ME_KEY, () => null);
  await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
}
