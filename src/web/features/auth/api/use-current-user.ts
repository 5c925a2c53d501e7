import { useQuery } from "@tanstack/react-query";
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
