import { useTranslation } from "../../lib/use-translation.tsx";
import { InstallPrompt } from "../../features/install-prompt/components/install-prompt.tsx";
import { FloatingChatSlot } from "./floating-chat-slot.tsx";
import { LanguageSync } from "./language-sync.tsx";
import { PageFrame } from "./page-frame.tsx";
import { PregnancySync } from "./pregnancy-sync.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { StatusBanner } from "./status-banner.tsx";

/** 000 §2: header, footer and install prompt around every public page. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <StatusBanner />
      <SiteHeader />
      {/* At least a screen under the header, as in index.html's shell: the footer starts below
          the fold, so a page whose content arrives after its first paint does not push it
          down in sight (a layout shift: /tests lost 9 Lighthouse points to it). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <PageFrame />
      </main>
      <SiteFooter />
      <FloatingChatSlot />
      <InstallPrompt />
      <LanguageSync />
      <PregnancySync />
    </div>
  );
}

/** /admin*: no header, no footer (000 §2, 001 §2). */
export function AdminLayout() {
  return (
    <main id="main" className="min-h-dvh bg-stone-50">
      <PageFrame />
    </main>
  );
}
