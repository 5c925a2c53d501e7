import { Apple, Pill, Shirt, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { Card, IconCard, Section } from "../../../components/ui/section.tsx";

/** 000 §1: maternity products, and doctor consultation with its button disabled. */
export function ComingSoon() {
  const { t } = useTranslation(["home", "common"]);
  const products = [
    { icon: Shirt, title: t("soon.dressesTitle"), text: t("soon.dressesText") },
    { icon: Apple, title: t("soon.snacksTitle"), text: t("soon.snacksText") },
    { icon: Pill, title: t("soon.vitaminsTitle"), text: t("soon.vitaminsText") },
  ];
  const more = [1, 2, 3, 4, 5].map((n) => t(`soon.more${n}`));
  return (
    <Section
      id="coming-soon"
      title={t("soon.title")}
      subtitle={t("soon.subtitle")}
      className="bg-rose-50/60"
    >
      <h3 className="text-xl font-semibold text-stone-900">{t("soon.productsTitle")}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {products.map((product) => (
          <IconCard key={product.title} as="h4" {...product} />
        ))}
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card>
          <Stethoscope aria-hidden className="h-7 w-7 text-rose-700" />
          <h3 className="mt-2 text-xl font-semibold text-stone-900">{t("soon.consultTitle")}</h3>
          <p className="mt-1 text-stone-700">{t("soon.consultText")}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button disabled aria-describedby="consult-soon">
              {t("soon.consultButton")}
            </Button>
            <span id="consult-soon" className="text-sm font-medium text-stone-700">
              {t("common:comingSoon")}
            </span>
          </div>
        </Card>
        <Card>
          <h3 className="text-xl font-semibold text-stone-900">{t("soon.moreTitle")}</h3>
          <ul className="mt-3 grid list-disc gap-1 pl-5 text-stone-800">
            {more.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Link to="/waitlist" className={`${buttonClasses("outline", "md")} mt-4`}>
            {t("soon.waitlist")}
          </Link>
        </Card>
      </div>
    </Section>
  );
}
