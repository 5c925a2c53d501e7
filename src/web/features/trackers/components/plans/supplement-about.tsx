import { useTranslation } from "../../../../lib/use-translation.tsx";
import { SourceLinks } from "../../../../components/ui/source-links.tsx";

/** Programme and guideline pages the explanation rests on (reviewed November 2026). */
const SOURCES = [
  {
    title: "Anemia Mukt Bharat: intensified national iron plus initiative",
    publisher: "MoHFW, Government of India",
    url: "https://anemiamuktbharat.info/",
  },
  {
    title: "National guidelines for calcium supplementation during pregnancy and lactation (2014)",
    publisher: "MoHFW, Government of India",
    url: "https://nhm.gov.in/images/pdf/programmes/maternal-health/guidelines/National_Guidelines_for_Calcium_Supplementation_During_Pregnancy_and_Lactation.pdf",
  },
  {
    title: "Daily iron and folic acid supplementation during pregnancy",
    publisher: "WHO",
    url: "https://www.who.int/tools/elena/interventions/daily-iron-pregnancy",
  },
  {
    title: "Nutrition during pregnancy",
    publisher: "ACOG",
    url: "https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy",
  },
  {
    title: "About folic acid",
    publisher: "CDC",
    url: "https://www.cdc.gov/folic-acid/about/index.html",
  },
];

/** Why IFA and calcium matter (issue 14 part 8: India's IFA adherence problem), with sources. */
export function SupplementAbout() {
  const { t } = useTranslation("tracker-plans");
  return (
    <section
      aria-labelledby="supplement-about"
      className="grid gap-2 rounded-3xl bg-amber-50 p-5 text-amber-950"
    >
      <h3 id="supplement-about" className="text-lg font-semibold">
        {t("supplements.aboutTitle")}
      </h3>
      <p className="leading-relaxed">{t("supplements.aboutIndia")}</p>
      <p className="leading-relaxed">{t("supplements.aboutCalcium")}</p>
      <p className="leading-relaxed">{t("supplements.aboutUsa")}</p>
      <p className="leading-relaxed">{t("supplements.aboutDoctor")}</p>
      <h4 className="mt-2 text-sm font-semibold">{t("supplements.sourcesTitle")}</h4>
      <SourceLinks sources={SOURCES} className="grid gap-1 text-sm" />
    </section>
  );
}
