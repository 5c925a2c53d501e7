import { useEffect } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { useFaqs } from "../api/use-faqs.ts";
import { useFaqResults } from "../lib/use-faq-results.ts";
import { CATEGORY_CHOICES, CategoryFilter } from "./category-filter.tsx";
import { anchorOf, FaqEntry } from "./faq-entry.tsx";

/**
 * /faqs (001 §2, issue 15 part 2): a search box and the category filter over every answer in
 * her language. The search runs as she types; the question and category stay in the URL so
 * a search can be shared, and #faq-<id> opens one answer.
 */
export function FaqsScreen() {
  const { t, i18n } = useTranslation("faqs");
  const faqs = useFaqs(i18n.language === "hi" ? "hi" : "en");
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const query = params.get("q") ?? "";
  const category = CATEGORY_CHOICES.find((c) => c === params.get("category")) ?? "all";
  const results = useFaqResults(faqs.data, query, category);
  /** The companion, with her words already written (sent only when she chooses). */
  const askLink = `/chat?q=${encodeURIComponent(query.trim())}`;
  // A linked answer (or the journal below) is found once the answers above it are in place.
  useEffect(() => {
    if (faqs.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [faqs.data, hash]);

  const update = (name: string, value: string, empty: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="faq-heading" className="mt-8">
      <h2 id="faq-heading" className="sr-only">
        {t("listHeading")}
      </h2>
      <label htmlFor="faq-search" className="block font-medium text-stone-900">
        {t("searchLabel")}
      </label>
      <input
        id="faq-search"
        type="search"
        value={query}
        maxLength={200}
        onChange={(event) => update("q", event.target.value, "")}
        placeholder={t("searchPlaceholder")}
        className="mt-2 min-h-12 w-full rounded-2xl border border-stone-300 bg-white px-4 text-lg focus-visible:outline-3 focus-visible:outline-rose-600"
      />
      <CategoryFilter value={category} onChange={(value) => update("category", value, "all")} />
      {faqs.isError ? (
        <div role="alert" className="mt-6 rounded-3xl bg-amber-50 p-4 text-amber-900">
          {t("loadFailed")}{" "}
          <button
            type="button"
            className="font-medium underline"
            onClick={() => void faqs.refetch()}
          >
            {t("retry")}
          </button>
        </div>
      ) : !faqs.data ? (
        <PageLoading />
      ) : (
        <>
          <p role="status" className="mt-6 text-stone-700">
            {query.trim()
              ? t("found", { count: results.length, query: query.trim() })
              : t("showing", { count: results.length })}
          </p>
          {results.length ? (
            <div className="mt-3 grid gap-3">
              {results.map(({ item, matched }) => (
                <FaqEntry
                  key={item.id}
                  item={item}
                  matched={matched}
                  open={hash === `#${anchorOf(item.id)}`}
                />
              ))}
              {query.trim() ? (
                <p className="mt-2 text-stone-800">
                  {t("notFound")}{" "}
                  <Link to={askLink} className="font-medium text-rose-800 underline">
                    {t("askSaathi")}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : (
            <div className="mt-3 rounded-3xl bg-rose-50 p-5">
              <p className="text-stone-800">{t("noResults")}</p>
              <Link to={askLink} className={`mt-3 ${buttonClasses("primary", "md")}`}>
                {t("askSaathi")}
              </Link>
            </div>
          )}
        </>
      )}
    </section>
  );
}
