import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { useSearchParams } from "react-router";
import type { BabyName } from "../../../../contracts/baby-names.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { useGenerateNames, useNameOrigins } from "../api/use-baby-names.ts";
import { useShortlist } from "../lib/shortlist.ts";
import { speakName } from "../lib/speak.ts";
import { CompareLists } from "./compare-lists.tsx";
import { GenderChoiceField, type GenderChoice } from "./gender-choice.tsx";
import { NameCard } from "./name-card.tsx";
import { NameFilters, type Filters } from "./name-filters.tsx";
import { ShortlistPanel } from "./shortlist-panel.tsx";

/**
 * /baby-names (001 §2: choose origin and gender, then generate; issue 15 part 4): each
 * press asks for names not just shown, so the list changes every time.
 */
export function NamesScreen({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useTranslation("baby-names");
  const language = i18n.language === "hi" ? "hi" : "en";
  const origins = useNameOrigins(language);
  const [origin, setOrigin] = useState("any");
  const [gender, setGender] = useState<GenderChoice>("any");
  const [filters, setFilters] = useState<Filters>({ startsWith: "", q: "", length: "" });
  const generate = useGenerateNames();
  const shortlist = useShortlist(signedIn);
  const [params] = useSearchParams();
  const shared = params.get("list");
  const [cannotSpeak, setCannotSpeak] = useState(false);
  const lastAsk = useRef<{ key: string; shown: string[] }>({ key: "", shown: [] });
  const labelOf = (id: string) => origins.data?.find((o) => o.id === id)?.label ?? id;

  function onGenerate() {
    const ask = {
      origin,
      gender,
      ...(filters.startsWith.trim() ? { startsWith: filters.startsWith.trim() } : {}),
      ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
      ...(filters.length ? { length: filters.length } : {}),
    };
    const key = JSON.stringify(ask);
    // The same choices again: leave out the names just shown, for variety.
    const exclude = lastAsk.current.key === key ? lastAsk.current.shown : [];
    generate.mutate(
      { ...ask, limit: 12, exclude: exclude.slice(-200) },
      {
        onSuccess: (answer) => {
          lastAsk.current = { key, shown: [...exclude, ...answer.names.map((n) => n.id)] };
        },
      },
    );
  }

  const fieldError = parseApiError(generate.error).body?.fields;
  const firstField = fieldError ? Object.values(fieldError)[0] : undefined;
  const speak = (name: BabyName) => setCannotSpeak(!speakName(name));

  return (
    <>
      {shared ? <CompareLists ids={shared} mine={shortlist.list} keep={shortlist} /> : null}
      <form
        className="mt-8 grid gap-5 rounded-3xl border border-rose-100 bg-white p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onGenerate();
        }}
      >
        <SelectField
          label={t("origin")}
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          options={[
            { value: "any", label: t("anyOrigin") },
            ...(origins.data ?? []).map((o) => ({ value: o.id, label: o.label })),
          ]}
        />
        <GenderChoiceField value={gender} onChange={setGender} />
        <details className="rounded-2xl bg-stone-50 p-4" open={Boolean(filters.startsWith)}>
          <summary className="cursor-pointer font-medium text-rose-800">{t("more")}</summary>
          <div className="mt-4">
            <NameFilters value={filters} onChange={setFilters} />
          </div>
        </details>
        <Button type="submit" size="lg" disabled={generate.isPending}>
          {generate.isPending ? (
            <>
              <Spinner className="h-5 w-5" /> {t("generating")}
            </>
          ) : (
            t("generate")
          )}
        </Button>
      </form>
      <div aria-live="polite">
        {generate.isError ? (
          <div role="alert" className="mt-6 rounded-3xl bg-amber-50 p-4 text-amber-900">
            <p>{t("failed")}</p>
            {firstField?.startsWith("errors.") ? <p className="mt-1">{t(firstField)}</p> : null}
          </div>
        ) : null}
        {generate.data ? (
          <section aria-labelledby="names-heading" className="mt-8">
            <h2 id="names-heading" className="text-2xl font-semibold text-stone-900">
              {t("results")}
            </h2>
            <p className="mt-1 text-sm text-stone-700">{t(`mode.${generate.data.mode}`)}</p>
            {cannotSpeak ? (
              <p role="status" className="mt-2 text-amber-900">
                {t("cannotSpeak")}
              </p>
            ) : null}
            {generate.data.names.length === 0 ? (
              <p className="mt-4 text-lg text-stone-800">{t("empty")}</p>
            ) : (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {generate.data.names.map((name) => (
                  <NameCard
                    key={name.id}
                    name={name}
                    originLabel={name.origin === "any" ? t("anyOrigin") : labelOf(name.origin)}
                    kept={shortlist.has(name.id)}
                    onToggle={shortlist.toggle}
                    onSpeak={speak}
                  />
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
      <ShortlistPanel list={shortlist.list} onToggle={shortlist.toggle} signedIn={signedIn} />
    </>
  );
}
