import { useQuery } from "@tanstack/react-query";

export interface CurrentUser {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/**
 * GET /api/auth/me (000 §7). A 401, or any failure, means signed out (000 §4),
 * so errors resolve to null rather than surfacing.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: ["/api/auth/me"],
    select: (data: { success?: boolean; user?: CurrentUser } | null) => data?.user ?? null,
    throwOnError: false,
  });
}
