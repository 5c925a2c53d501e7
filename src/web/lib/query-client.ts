import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";
import { logError } from "./log.ts";

/** Defaults from 000 §7: fresh for 60 s, refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => logError("query failed", error) }),
    mutationCache: new MutationCache({ onError: (error) => logError("mutation failed", error) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "returnNull" }),
        staleTime: 60_000,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
