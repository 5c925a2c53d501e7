import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { User } from "../../../../contracts/auth.ts";

export const ME_KEY = ["/api/auth/me"] as const;
export type MeData = { success: boolean; user: User } | null;

/**
 * GET /api/auth/me (000 §7). A 401, or any failure, means signed out (000 §4),
 * so errors resolve to null rather than surfacing.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: ME_KEY,
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
