import { Play, Square } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { Reading } from "../hooks/use-read-aloud.ts";

/**
 * A guided script (relaxation, body scan): the steps as text, and Play / Stop to have the
 * browser read them aloud. The step being read is marked; the text is always there.
 */
export function ScriptPlayer(props: {
  id: string;
  title: string;
  intro: string;
  steps: string[];
  supported: boolean;
  reading: Reading | null;
  failed: boolean;
  onPlay: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation("mindfulness");
  const playing = props.reading?.id === props.id;
  const titleId = `${props.id}-title`;
  return (
    <section
      id={props.id}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id={titleId} className="text-xl font-semibold text-stone-900">
        {props.title}
      </h3>
      <p className="mt-1 text-stone-700">{props.intro}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {playing ? (
          <Button variant="outline" onClick={props.onStop}>
            <Square aria-hidden className="h-4 w-4" /> {t("scripts.stop")}
          </Button>
        ) : (
          <Button onClick={props.onPlay} disabled={!props.supported}>
            <Play aria-hidden className="h-4 w-4" /> {t("scripts.play")}
          </Button>
        )}
        <p aria-live="polite" className="text-sm text-stone-700">
          {playing ? t("scripts.playing") : ""}
        </p>
      </div>
      {!props.supported ? (
        <p role="note" className="mt-3 rounded-2xl bg-amber-50 p-3 text-amber-900">
          {t("scripts.noSpeech")}
        </p>
      ) : null}
      {props.failed ? (
        <p role="alert" className="mt-3 rounded-2xl bg-amber-50 p-3 text-amber-900">
          {t("scripts.failed")}
        </p>
      ) : null}
      <ol className="mt-4 space-y-2">
        {props.steps.map((step, index) => {
          const now = playing && props.reading?.step === index;
          return (
            <li
              key={step}
              aria-current={now ? "step" : undefined}
              className={`flex gap-3 rounded-2xl p-2 leading-relaxed ${now ? "bg-rose-50 text-stone-900 ring-1 ring-rose-200" : "text-stone-800"}`}
            >
              <span aria-hidden className="w-5 shrink-0 text-right font-semibold text-rose-800">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
