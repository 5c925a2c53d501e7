import { Activity, MessageCircleHeart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, Section } from "../../../components/ui/section.tsx";

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
        {cards.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <Icon aria-hidden className="h-8 w-8 text-rose-700" />
            <h3 className="mt-3 text-xl font-semibold text-stone-900">{title}</h3>
            <p className="mt-1 text-stone-700">{text}</p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
