import { useTranslation } from "../../../lib/use-translation.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";

export type LegalDocumentName = "privacy" | "terms" | "disclaimer";

interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** Renders one of the legal texts of locales/<lng>/legal.json, with a table of contents. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation(["legal", "common"]);
  const sections = t(`${name}.sections`, { returnObjects: true }) as LegalSection[];
  const anchor = (index: number) => `${name}-section-${index + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle>{`${t(`${name}.title`)} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t(`${name}.title`)}</h1>
      <p className="mt-2 text-sm text-stone-600">{t("updated")}</p>
      <p className="mt-6 text-lg text-stone-800">{t(`${name}.intro`)}</p>
      <nav aria-labelledby={`${name}-toc`} className="mt-8 rounded-3xl bg-rose-50 p-5">
        <h2 id={`${name}-toc`} className="font-semibold text-stone-900">
          {t("toc")}
        </h2>
        <ol className="mt-2 grid gap-1">
          {sections.map((section, index) => (
            <li key={section.heading}>
              <a
                href={`#${anchor(index)}`}
                className="text-rose-800 underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.heading} id={anchor(index)} className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-semibold text-stone-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-stone-800">
              {paragraph}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-3 grid list-disc gap-2 pl-6 text-stone-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
