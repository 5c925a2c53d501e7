import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { ComingSoon } from "../../features/home/components/coming-soon.tsx";
import { Hero } from "../../features/home/components/hero.tsx";
import { Landing } from "../../features/home/components/landing.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";

/** The companion's tabs sit below the fold: their code loads after the first paint. */
const AiSection = lazy(async () => ({
  default: (await import("../../features/assistant/components/ai-section.tsx")).AiSection,
}));

const SafetySection = lazy(async () => ({
  default: (await import("../../features/safety/components/safety-section.tsx")).SafetySection,
}));

/** 000 §1: hero, then the AI section, the safety section and the coming-soon section. */
export default function HomePage() {
  const { t } = useTranslation("home");
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <Hero />
      <Landing />
      <Suspense fallback={<div className="min-h-[40rem] bg-rose-50/60" />}>
        <AiSection keepInBrowser={!user} />
      </Suspense>
      <Suspense fallback={<div className="min-h-[32rem]" />}>
        <SafetySection />
      </Suspense>
      <ComingSoon />
    </>
  );
}
