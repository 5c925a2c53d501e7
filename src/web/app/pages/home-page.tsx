import { lazy, Suspense } from "react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { ComingSoon } from "../../features/home/components/coming-soon.tsx";
import { Hero } from "../../features/home/components/hero.tsx";
import { Landing } from "../../features/home/components/landing.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { WhenNear } from "../../components/ui/when-near.tsx";

const AI_PLACEHOLDER = "min-h-[40rem] bg-rose-50/60";
const SAFETY_PLACEHOLDER = "min-h-[32rem]";

/** The companion's tabs and the safety check sit below the fold: they load as she nears them. */
const loadAiSection = () => import("../../features/assistant/components/ai-section.tsx");
const AiSection = lazy(async () => ({ default: (await loadAiSection()).AiSection }));
const loadSafetySection = () => import("../../features/safety/components/safety-section.tsx");
const SafetySection = lazy(async () => ({ default: (await loadSafetySection()).SafetySection }));

/** 000 §1: hero, then the AI section, the safety section and the coming-soon section. */
export default function HomePage() {
  const { t } = useTranslation("home");
  const { data: user } = useCurrentUser();
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <Hero />
      <Landing />
      <WhenNear id="companion" placeholder={AI_PLACEHOLDER} prefetch={loadAiSection}>
        <Suspense fallback={<div className={AI_PLACEHOLDER} />}>
          <AiSection keepInBrowser={!user} />
        </Suspense>
      </WhenNear>
      <WhenNear id="safety" placeholder={SAFETY_PLACEHOLDER} prefetch={loadSafetySection}>
        <Suspense fallback={<div className={SAFETY_PLACEHOLDER} />}>
          <SafetySection />
        </Suspense>
      </WhenNear>
      <ComingSoon />
    </>
  );
}
