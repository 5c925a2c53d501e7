import { useTranslation } from "react-i18next";
import { ComingSoon } from "../../features/home/components/coming-soon.tsx";
import { Hero } from "../../features/home/components/hero.tsx";
import { Landing } from "../../features/home/components/landing.tsx";
import { AiPreview, SafetyPreview } from "../../features/home/components/previews.tsx";

/** 000 §1: hero, then the AI section, the safety section and the coming-soon section. */
export default function HomePage() {
  const { t } = useTranslation("home");
  return (
    <>
      <title>{t("title")}</title>
      <Hero />
      <Landing />
      <AiPreview />
      <SafetyPreview />
      <ComingSoon />
    </>
  );
}
