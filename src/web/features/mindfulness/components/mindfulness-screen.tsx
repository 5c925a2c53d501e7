import { useEffect, type ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../domain/language.ts";
import { speechAvailable, useReadAloud } from "../hooks/use-read-aloud.ts";
import { SOURCES } from "../lib/sources.ts";
import { BreathingGuide } from "./breathing-guide.tsx";
import { EpdsCheck } from "./epds-check.tsx";
import { ScriptPlayer } from "./script-player.tsx";
import { SourceNote, TipList } from "./tips.tsx";

const SECTIONS = ["breathing", "relax", "sleep", "anxiety", "self-check"] as const;
const SCRIPTS = ["relaxation", "bodyScan"] as const;

function Block(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-title`} className="scroll-mt-24">
      <h2 id={`${props.id}-title`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-2 leading-relaxed text-stone-800">{props.intro}</p> : null}
      <div className="mt-5">{props.children}</div>
    </section>
  );
}

const list = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * /mindfulness (issue 13 part 5): paced breathing, a guided relaxation and a body scan read
 * aloud, sleep and worry tips, and a private EPDS self-check. Works offline once loaded.
 */
export function MindfulnessScreen() {
  const { t, i18n } = useTranslation("mindfulness");
  const lang = toLanguage(i18n.language) === "hi" ? "hi-IN" : "en-IN";
  const voice = useReadAloud(lang);
  const supported = speechAvailable();
  // A link to a section (/mindfulness#self-check) lands there once the page has rendered.
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, []);
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
        <p className="mt-2 text-lg text-stone-700">{t("subtitle")}</p>
        <nav aria-label={t("onThisPage")} className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-rose-50 px-4 font-medium text-rose-800 hover:bg-rose-100 focus-visible:outline-3 focus-visible:outline-rose-600"
                >
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Block id="breathing" title={t("breathing.title")} intro={t("breathing.intro")}>
        <div className="rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6">
          <BreathingGuide />
        </div>
      </Block>
      <Block id="relax" title={t("scripts.title")} intro={t("scripts.position")}>
        <div className="grid gap-5 lg:grid-cols-2">
          {SCRIPTS.map((id) => {
            const steps = list(t(`scripts.${id}.steps`, { returnObjects: true }));
            return (
              <ScriptPlayer
                key={id}
                id={id}
                title={t(`scripts.${id}.title`)}
                intro={t(`scripts.${id}.intro`)}
                steps={steps}
                supported={supported}
                reading={voice.reading}
                failed={voice.failed === id}
                onPlay={() => voice.play(id, steps)}
                onStop={voice.stop}
              />
            );
          })}
        </div>
        <SourceNote sources={SOURCES.practice} />
      </Block>
      <div className="grid gap-6 lg:grid-cols-2">
        <TipList
          id="sleep"
          title={t("sleep.title")}
          tips={list(t("sleep.tips", { returnObjects: true }))}
          sources={SOURCES.sleep}
        />
        <TipList
          id="anxiety"
          title={t("anxiety.title")}
          tips={list(t("anxiety.tips", { returnObjects: true }))}
          sources={SOURCES.anxiety}
        />
      </div>
      <Block id="self-check" title={t("epds.title")} intro={t("epds.intro")}>
        <div className="max-w-3xl">
          <EpdsCheck />
          <SourceNote sources={SOURCES.selfCheck} />
        </div>
      </Block>
    </div>
  );
}
