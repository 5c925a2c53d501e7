import { useTranslation } from "../../../lib/use-translation.tsx";
import { SourceLinks } from "../../../components/ui/source-links.tsx";
import { REVIEWED, type Source } from "../lib/sources.ts";

/** Where a block of advice comes from, folded away under one line. */
export function SourceNote({ sources }: { sources: Source[] }) {
  const { t } = useTranslation("mindfulness");
  return (
    <details className="mt-4 rounded-2xl bg-stone-50 p-3 text-sm text-stone-700">
      <summary className="cursor-pointer font-medium">{t("sources", { date: REVIEWED })}</summary>
      <SourceLinks sources={sources} className="mt-2 list-disc space-y-1 pl-5" />
    </details>
  );
}

/** A short list of tips (sleep, worry) with its sources. */
export function TipList(props: { id: string; title: string; tips: string[]; sources: Source[] }) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className="scroll-mt-24 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${props.id}-title`} className="text-2xl font-bold text-stone-900">
        {props.title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-stone-800 marker:text-rose-700">
        {props.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <SourceNote sources={props.sources} />
    </section>
  );
}
