import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** Sections that are already built, in place of their preview paragraph (code loads lazily). */
const BUILT: Record<string, ComponentType<{ signedIn: boolean }>> = {
  journal: lazy(() => import("../../features/journal/components/journal-section.tsx")),
};

/** A built section: once the session is known (the device's or the account's entries). */
function BuiltSection({ Section }: { Section: ComponentType<{ signedIn: boolean }> }) {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const loading = (
    <p role="status" className="flex items-center gap-2 text-stone-700">
      <Spinner className="h-5 w-5 text-rose-700" /> {t("loading")}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      {isPending ? loading : <Section signedIn={Boolean(user)} />}
    </Suspense>
  );
}

export type PreviewKey = "faqs" | "babyNames" | "admin";

/** Extra sections a page already has a place for (e.g. /journal → /faqs#journal-section). */
const SECTIONS: Partial<Record<PreviewKey, { id: string; key: string }[]>> = {
  faqs: [{ id: "journal-section", key: "journal" }],
};

/**
 * A page whose feature is still being built: its real heading and a paragraph saying what
 * it will offer — never a blank page or "TODO".
 */
export default function PreviewPage({ page }: { page: PreviewKey }) {
  const { t } = useTranslation(["pages", "common"]);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t(`${page}.title`)} · ${t("common:appName")}`}</PageTitle>
      <p className="inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
        {t("preview")}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900 sm:text-4xl">{t(`${page}.title`)}</h1>
      <p className="mt-4 text-lg leading-relaxed text-stone-800">{t(`${page}.description`)}</p>
      {(SECTIONS[page] ?? []).map((section) => {
        const Section = BUILT[section.key];
        return (
          <section key={section.id} id={section.id} className="mt-12 scroll-mt-24">
            <h2 className="text-2xl font-semibold text-stone-900">{t(`${section.key}.title`)}</h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-800">
              {t(`${section.key}.description`)}
            </p>
            {Section ? (
              <div className="mt-6">
                <BuiltSection Section={Section} />
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
