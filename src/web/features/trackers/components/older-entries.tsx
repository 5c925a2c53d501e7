import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { OlderButton } from "../../../components/ui/older-button.tsx";
import type { OlderEntries } from "../../../lib/local-first.ts";

/** "Show older entries" in the trackers' words. */
export function OlderEntriesButton({ older }: { older: OlderEntries }) {
  const { t } = useTranslation("trackers");
  const texts = {
    show: t("older.show"),
    loading: t("older.loading"),
    failed: t("older.failed"),
    retry: t("older.retry"),
  };
  return <OlderButton older={older} texts={texts} />;
}

/**
 * A list that shows its recent part first (the last 14 days of moods, 30 kick sessions):
 * "Show older entries" first shows the rest of what is already here, then the account's
 * next pages.
 */
export function useRevealOlder<T>(all: T[], recent: T[], older: OlderEntries) {
  const [revealed, setRevealed] = useState(false);
  const hidden = !revealed && all.length > recent.length;
  return {
    revealed,
    shown: revealed ? all : recent,
    older: hidden
      ? { has: true, loading: false, failed: false, load: () => setRevealed(true) }
      : {
          ...older,
          load: () => {
            setRevealed(true);
            older.load();
          },
        },
  };
}
