import { useTranslation } from "../../../lib/use-translation.tsx";
import type { BabyName } from "../../../../contracts/baby-names.ts";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSharedNames } from "../api/use-baby-names.ts";

/** One list; with `keep`, each name has a ♡ so she can take it into her own list. */
function Column({
  title,
  names,
  keep,
}: {
  title: string;
  names: readonly BabyName[];
  keep?: { has: (id: string) => boolean; toggle: (name: BabyName) => void };
}) {
  const { t, i18n } = useTranslation("baby-names");
  return (
    <div className="rounded-2xl bg-white p-4">
      <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
      {names.length === 0 ? (
        <p className="mt-1 text-stone-700">{t("compare.none")}</p>
      ) : (
        <ul className="mt-2 grid gap-1" aria-label={title}>
          {names.map((n) => (
            <li key={n.id} className="flex items-start justify-between gap-2">
              <span>
                <span className="font-medium text-stone-900">{n.name}</span>{" "}
                <span lang="hi">{n.devanagari}</span>
                <span className="block text-sm text-stone-700">
                  {i18n.language === "hi" ? n.meaningHi : n.meaning}
                </span>
              </span>
              {keep ? (
                <button
                  type="button"
                  onClick={() => keep.toggle(n)}
                  aria-pressed={keep.has(n.id)}
                  aria-label={t(keep.has(n.id) ? "remove" : "add", { name: n.name })}
                  className="h-11 w-11 shrink-0 rounded-full text-2xl text-rose-700 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-rose-600"
                >
                  <span aria-hidden="true">{keep.has(n.id) ? "♥" : "♡"}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A partner's shared list next to hers, and the names both chose (by spelling). */
export function CompareLists({
  ids,
  mine,
  keep,
}: {
  ids: string;
  mine: readonly BabyName[];
  keep: { has: (id: string) => boolean; toggle: (name: BabyName) => void };
}) {
  const { t } = useTranslation("baby-names");
  const theirs = useSharedNames(ids);
  const spelled = new Set((theirs.data ?? []).map((n) => n.name.toLowerCase()));
  const both = mine.filter((n) => spelled.has(n.name.toLowerCase()));
  return (
    <section aria-labelledby="compare-heading" className="mt-8 rounded-3xl bg-amber-50 p-5">
      <h2 id="compare-heading" className="text-2xl font-semibold text-stone-900">
        {t("compare.title")}
      </h2>
      <p className="mt-1 text-stone-800">{t("compare.intro")}</p>
      {theirs.isPending ? (
        <p role="status" className="mt-3 flex items-center gap-2">
          <Spinner className="h-5 w-5 text-rose-700" />
        </p>
      ) : theirs.isError ? (
        <p role="alert" className="mt-3 text-amber-900">
          {t("compare.failed")}
        </p>
      ) : (
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <Column title={t("compare.both")} names={both} />
          <Column title={t("compare.yours")} names={mine} />
          <Column title={t("compare.theirs")} names={theirs.data} keep={keep} />
        </div>
      )}
    </section>
  );
}
