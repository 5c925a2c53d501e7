import { useTranslation } from "../../../lib/use-translation.tsx";
import type { BabyName } from "../../../../contracts/baby-names.ts";

/**
 * One name: Latin and Devanagari spellings, gender, origin, and its meaning in her language
 * with the other language smaller; ♡ keeps it, 🔊 says it.
 */
export function NameCard({
  name,
  originLabel,
  kept,
  onToggle,
  onSpeak,
}: {
  name: BabyName;
  originLabel: string;
  kept: boolean;
  onToggle: (name: BabyName) => void;
  onSpeak: (name: BabyName) => void;
}) {
  const { t, i18n } = useTranslation("baby-names");
  const hindi = i18n.language === "hi";
  const [main, other] = hindi ? [name.meaningHi, name.meaning] : [name.meaning, name.meaningHi];
  return (
    <li className="rounded-3xl border border-rose-100 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-2xl font-semibold text-stone-900">
            <span lang="en">{name.name}</span>
            {name.devanagari ? (
              <span lang="hi" className="ml-3 text-xl font-medium text-rose-800">
                {name.devanagari}
              </span>
            ) : null}
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            {t(`genders.${name.gender}`)} · {t("origins", { origin: originLabel })}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={() => onSpeak(name)}
            aria-label={t("hear", { name: name.name })}
            className="h-11 w-11 rounded-full text-xl text-stone-700 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-rose-600"
          >
            <span aria-hidden="true">🔊</span>
          </button>
          <button
            type="button"
            onClick={() => onToggle(name)}
            aria-pressed={kept}
            aria-label={t(kept ? "remove" : "add", { name: name.name })}
            className="h-11 w-11 rounded-full text-2xl text-rose-700 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-rose-600"
          >
            <span aria-hidden="true">{kept ? "♥" : "♡"}</span>
          </button>
        </div>
      </div>
      {name.suggested ? (
        <p className="mt-2 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm text-amber-900">
          {t("suggested")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg text-stone-900" lang={hindi ? "hi" : "en"}>
            {main}
          </p>
          <p className="mt-0.5 text-sm text-stone-600" lang={hindi ? "en" : "hi"}>
            {other}
          </p>
        </>
      )}
    </li>
  );
}
