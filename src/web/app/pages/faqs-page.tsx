import { lazy, Suspense } from "react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { Link } from "react-router";
import { PageTitle } from "../../components/ui/page-title.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { WhenNear } from "../../components/ui/when-near.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { FaqsScreen } from "../../features/faqs/components/faqs-screen.tsx";

const JournalSection = lazy(() => import("../../features/journal/components/journal-section.tsx"));

/** The journal (001 §2: /journal lands at /faqs#journal-section), once the session is known. */
function Journal() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const loading = (
    <p role="status" className="flex items-center gap-2 text-stone-700">
      <Spinner className="h-5 w-5 text-rose-700" /> {t("loading")}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      {isPending ? loading : <JournalSection signedIn={Boolean(user)} />}
    </Suspense>
  );
}

/** Nothing fetched ahead: the journal is the page's last section and needs the form library. */
const noPrefetch = () => Promise.resolve();

/** The places beyond the answers: the guidance's resources, the tests, and calm help. */
const RESOURCES = [
  { to: "/diet-exercise?tab=resources", key: "helplines" },
  { to: "/tests", key: "tests" },
  { to: "/mindfulness", key: "mindfulness" },
] as const;

/** /faqs (/resources lands here): FAQ and resources (issue 15), and the journal. */
export default function FaqsPage() {
  const { t } = useTranslation(["faqs", "pages", "common"]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t("pages:faqs.title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("pages:faqs.title")}</h1>
      <p className="mt-3 text-lg leading-relaxed text-stone-800">{t("pages:faqs.description")}</p>
      <FaqsScreen />
      <section aria-labelledby="resources-heading" className="mt-12">
        <h2 id="resources-heading" className="text-2xl font-semibold text-stone-900">
          {t("resources.title")}
        </h2>
        <ul className="mt-3 grid gap-2">
          {RESOURCES.map((resource) => (
            <li key={resource.key}>
              <Link to={resource.to} className="text-lg text-rose-800 underline">
                {t(`resources.${resource.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-stone-800">{t("pages:emergency")}</p>
      </section>
      {/* The journal (and the form library it validates with) loads when she scrolls near it
          or arrives at #journal-section, not with the answers above it (issue 12 budget). */}
      <WhenNear id="journal-section" placeholder="mt-12 min-h-[40rem]" prefetch={noPrefetch}>
        <section id="journal-section" className="mt-12 scroll-mt-24">
          <h2 className="text-2xl font-semibold text-stone-900">{t("pages:journal.title")}</h2>
          <p className="mt-3 text-lg leading-relaxed text-stone-800">
            {t("pages:journal.description")}
          </p>
          <div className="mt-6">
            <Journal />
          </div>
        </section>
      </WhenNear>
    </div>
  );
}
