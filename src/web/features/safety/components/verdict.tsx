import { CircleCheck, CircleHelp, OctagonX } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";

type Verdict = boolean | null;

const LOOK = {
  safe: { Icon: CircleCheck, box: "border-emerald-300 bg-emerald-50", text: "text-emerald-900" },
  unsafe: { Icon: OctagonX, box: "border-red-300 bg-red-50", text: "text-red-900" },
  unknown: { Icon: CircleHelp, box: "border-amber-300 bg-amber-50", text: "text-amber-950" },
} as const;

export const verdictKey = (isSafe: Verdict) =>
  isSafe === true ? "safe" : isSafe === false ? "unsafe" : "unknown";

/**
 * 000 §9's three states, told by colour, icon and words together (readable without colour).
 * Two kinds of unknown say what they are, in the unknown look: a kind of product
 * ("cough syrup": it depends) and a name that fits several products (choose one).
 */
export function VerdictBanner({
  isSafe,
  unknownAs,
}: {
  isSafe: Verdict;
  unknownAs?: "depends" | "choose" | undefined;
}) {
  const { t } = useTranslation("safety");
  const look = verdictKey(isSafe);
  const key = look === "unknown" && unknownAs ? unknownAs : look;
  const { Icon, box, text } = LOOK[look];
  return (
    <div className={`flex items-start gap-3 rounded-2xl border-2 p-4 ${box} ${text}`}>
      <Icon aria-hidden className="mt-0.5 h-7 w-7 shrink-0" />
      <div>
        <p className="text-lg font-bold" data-verdict={key}>
          {t(`verdict.${key}`)}
        </p>
        <p className="mt-1">{t(`verdictHint.${key}`)}</p>
      </div>
    </div>
  );
}

/** A small verdict mark for a list item (an ingredient, another match). */
export function VerdictMark({ isSafe }: { isSafe: Verdict }) {
  const { t } = useTranslation("safety");
  const key = verdictKey(isSafe);
  const { Icon, text } = LOOK[key];
  return (
    <span className={`inline-flex items-center gap-1 text-sm font-medium ${text}`}>
      <Icon aria-hidden className="h-4 w-4" /> {t(`verdict.${key}`)}
    </span>
  );
}

export function SourceList({
  sources,
  reviewed,
}: {
  sources: { title: string; publisher: string; url: string }[];
  reviewed?: string | null;
}) {
  const { t, i18n } = useTranslation("safety");
  if (!sources.length) return null;
  return (
    <details className="mt-4 text-sm text-stone-700">
      <summary className="cursor-pointer font-medium text-stone-900">{t("sources")}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {sources.map((s) => (
          <li key={`${s.publisher}-${s.title}`}>
            <a
              href={s.url}
              target="_blank"
              rel="noreferrer"
              className="underline hover:text-rose-800"
            >
              {s.title}
            </a>{" "}
            — {s.publisher}
          </li>
        ))}
      </ul>
      {reviewed ? (
        <p className="mt-2">
          {t("reviewed", {
            date: new Date(reviewed).toLocaleDateString(
              i18n.language === "hi" ? "hi-IN" : "en-IN",
              {
                day: "numeric",
                month: "long",
                year: "numeric",
              },
            ),
          })}
        </p>
      ) : null}
    </details>
  );
}

/** Safer options to discuss with the doctor, when there are any. */
export function Alternatives({ items }: { items: string[] }) {
  const { t } = useTranslation("safety");
  if (!items.length) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-stone-900">{t("alternatives")}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
        {items.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ul>
    </div>
  );
}
