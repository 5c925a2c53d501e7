import { Activity, MessageCircleHeart } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { IconCard, Section } from "../../../components/ui/section.tsx";

/** The landing text and its two feature cards (000 §1). */
export function Landing() {
  const { t } = useTranslation("home");
  const cards = [
    { icon: MessageCircleHeart, title: t("landing.aiTitle"), text: t("landing.aiText") },
    { icon: Activity, title: t("landing.trackTitle"), text: t("landing.trackText") },
  ];
  return (
    <Section id="welcome" title={t("landing.title")} subtitle={t("landing.text")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <IconCard key={card.title} {...card} />
        ))}
      </div>
    </Section>
  );
}
