import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../lib/use-translation.tsx";
import type { PublicStatus } from "../../../contracts/emergency.ts";

/** Often enough that a banner switched on by the operators reaches open pages soon. */
const REFRESH_MS = 60_000;

async function fetchStatus(): Promise<PublicStatus | null> {
  const res = await fetch("/api/status", { headers: { Accept: "application/json" } });
  return res.ok ? ((await res.json()) as PublicStatus) : null;
}

/**
 * Emergency mode's site-wide banner (issue 16 part 8), in her language. Tiny on purpose:
 * it is in every public page's first load. No banner, or no answer, shows nothing.
 */
export function StatusBanner() {
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: ["/api/status"],
    queryFn: fetchStatus,
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const banner = data?.banner;
  if (!banner) return null;
  return (
    <p
      role="status"
      data-testid="status-banner"
      className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 border-b border-amber-200"
    >
      {i18n.resolvedLanguage === "hi" ? banner.hi : banner.en}
    </p>
  );
}
