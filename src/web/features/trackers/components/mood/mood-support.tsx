import { HeartHandshake, Phone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";

const HELP_LINES = [
  { number: "14416", key: "teleManas" },
  { number: "988", key: "usa" },
] as const;

/**
 * A week of low moods (issue 14 part 2): a gentle word, the mindfulness page, and the help
 * lines only if she asks for them (CONTENT.md: Tele-MANAS 14416, USA 988).
 */
export function MoodSupport() {
  const { t } = useTranslation("tracker-log");
  const [lines, setLines] = useState(false);
  return (
    <section
      aria-labelledby="mood-support-title"
      className="grid gap-3 rounded-3xl border border-sky-200 bg-sky-50 p-5 text-sky-950"
    >
      <h3 id="mood-support-title" className="flex items-center gap-2 text-lg font-semibold">
        <HeartHandshake aria-hidden className="h-5 w-5" /> {t("mood.support.title")}
      </h3>
      <p className="leading-relaxed">{t("mood.support.text")}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/mindfulness" className={buttonClasses("primary", "md")}>
          {t("mood.support.mindfulness")}
        </Link>
        <Button variant="outline" aria-expanded={lines} onClick={() => setLines((on) => !on)}>
          {t(lines ? "mood.support.hide" : "mood.support.show")}
        </Button>
      </div>
      {lines ? (
        <ul className="grid gap-2">
          {HELP_LINES.map((line) => (
            <li key={line.number} className="rounded-2xl bg-white px-3 py-2">
              <a
                href={`tel:${line.number}`}
                className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-sky-900 underline"
              >
                <Phone aria-hidden className="h-5 w-5" /> {line.number}
              </a>
              <span className="block text-sm text-stone-800">{t(`mood.support.${line.key}`)}</span>
            </li>
          ))}
          <li className="text-sm">{t("mood.support.doctor")}</li>
        </ul>
      ) : null}
    </section>
  );
}
