import { useTranslation } from "../../../lib/use-translation.tsx";
import { OlderButton } from "../../../components/ui/older-button.tsx";
import type { OlderEntries } from "../../../lib/local-first.ts";

/** "Show older entries" below her journal (the next page joins the list and her search). */
export function OlderJournalEntries({ older }: { older: OlderEntries }) {
  const { t } = useTranslation("journal");
  const texts = {
    show: t("list.older"),
    loading: t("list.olderLoading"),
    failed: t("list.olderFailed"),
    retry: t("list.retry"),
  };
  return <OlderButton older={older} texts={texts} />;
}
