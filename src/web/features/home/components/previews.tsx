import { useTranslation } from "react-i18next";
import { Card, Section } from "../../../components/ui/section.tsx";

/** The safety section: what the checker answers, with the spec's hint examples. */
export function SafetyPreview() {
  const { t } = useTranslation(["home", "common"]);
  const examples = [t("safety.example1"), t("safety.example2"), t("safety.example3")];
  return (
    <Section id="safety" title={t("safety.title")} subtitle={t("safety.subtitle")}>
      <Card>
        <p className="text-stone-800">{t("safety.text")}</p>
        <p className="mt-4 font-medium text-stone-900">{t("safety.examples")}</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {examples.map((example) => (
            <li key={example} className="rounded-full bg-rose-50 px-3 py-1 text-rose-900">
              {example}
            </li>
          ))}
        </ul>
        <p className="mt-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          {t("common:comingSoon")}
        </p>
      </Card>
    </Section>
  );
}
