import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { BabyName } from "../../../../contracts/baby-names.ts";
import { Button } from "../../../components/ui/button.tsx";
import { shareLink } from "../lib/shortlist.ts";

/** Her kept names, and a link a partner opens to compare (issue 15 part 4). */
export function ShortlistPanel({
  list,
  onToggle,
  signedIn,
}: {
  list: readonly BabyName[];
  signedIn: boolean;
  onToggle: (name: BabyName) => void;
}) {
  const { t, i18n } = useTranslation("baby-names");
  const [shared, setShared] = useState<string | null>(null);
  const hindi = i18n.language === "hi";
  async function share() {
    const link = shareLink(list);
    setShared(link);
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard (an older phone or an insecure page): the link is shown to copy by hand.
    }
  }
  return (
    <section aria-labelledby="shortlist-heading" className="mt-10 rounded-3xl bg-rose-50 p-5">
      <h2 id="shortlist-heading" className="text-2xl font-semibold text-stone-900">
        {t("shortlist.title")}
      </h2>
      {list.length === 0 ? (
        <p className="mt-2 text-stone-800">{t("shortlist.empty")}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            {t(signedIn ? "shortlist.countAccount" : "shortlist.count", { count: list.length })}
          </p>
          <ul className="mt-3 grid gap-2" aria-label={t("shortlist.title")}>
            {list.map((n) => (
              <li
                key={n.id}
                className="flex items-center justify-between gap-2 rounded-2xl bg-white px-4 py-2"
              >
                <span>
                  <span className="font-semibold text-stone-900">{n.name}</span>
                  {n.devanagari ? <span lang="hi"> · {n.devanagari}</span> : null}
                  {n.suggested ? null : (
                    <span className="block text-sm text-stone-700">
                      {hindi ? n.meaningHi : n.meaning}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  onClick={() => onToggle(n)}
                  aria-label={t("remove", { name: n.name })}
                  className="h-11 w-11 shrink-0 rounded-full text-2xl text-rose-700 hover:bg-rose-100 focus-visible:outline-3 focus-visible:outline-rose-600"
                >
                  <span aria-hidden="true">♥</span>
                </button>
              </li>
            ))}
          </ul>
          <Button variant="outline" className="mt-4" onClick={() => void share()}>
            {t("shortlist.share")}
          </Button>
          {shared ? (
            <div className="mt-3 grid gap-1.5">
              <p role="status" className="text-stone-800">
                {t("shortlist.copied")}
              </p>
              <label htmlFor="shortlist-link" className="text-sm font-medium text-stone-900">
                {t("shortlist.linkLabel")}
              </label>
              <input
                id="shortlist-link"
                readOnly
                value={shared}
                onFocus={(event) => event.target.select()}
                className="min-h-11 rounded-2xl border border-stone-300 bg-white px-3 text-sm"
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
