import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import { FOOTER_LINKS } from "./nav-items.ts";

const SUPPORT_EMAIL = "support@saathi.care";
const BUSINESS_EMAIL = "partners@saathi.care";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-rose-100 bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-xl font-bold text-white">{t("appName")}</p>
          <p className="mt-2 max-w-prose">{t("footer.mission")}</p>
          <p className="mt-4 rounded-2xl bg-stone-800 p-4 text-sm">
            <strong className="text-white">{t("footer.noAdvice")}</strong> {t("footer.emergency")}
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{t("footer.offices")}</h2>
          <p className="mt-2">
            <span className="font-medium text-white">{t("footer.india")}:</span>{" "}
            {t("footer.indiaAddress")}
          </p>
          <p>
            <span className="font-medium text-white">{t("footer.usa")}:</span>{" "}
            {t("footer.usaAddress")}
          </p>
          <h2 className="mt-4 font-semibold text-white">{t("footer.contact")}</h2>
          <p className="mt-2">
            {t("footer.support")}:{" "}
            <a className="underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p>
            <Link to="/contact" className="inline-block py-1 font-medium text-white underline">
              {t("footer.contactSupport")}
            </Link>
          </p>
          <p>
            {t("footer.business")}:{" "}
            <a className="underline" href={`mailto:${BUSINESS_EMAIL}`}>
              {BUSINESS_EMAIL}
            </a>
          </p>
        </div>
        <nav aria-label={t("footer.linksLabel")}>
          <h2 className="font-semibold text-white">{t("footer.linksLabel")}</h2>
          <ul className="mt-2 grid gap-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-1 underline-offset-2 hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-stone-800 py-4 text-center text-sm text-stone-400">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
