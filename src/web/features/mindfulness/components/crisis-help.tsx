import { Phone } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { CRISIS_LINES } from "../lib/sources.ts";

/**
 * Shown the moment EPDS item 10 is anything but "Never" (CONTENT.md: item 10 always leads
 * to the crisis numbers): Tele-MANAS and 988 first, then the emergency numbers, all tel: links.
 */
export function CrisisHelp() {
  const { t } = useTranslation("mindfulness");
  return (
    <div
      role="alert"
      data-testid="crisis-help"
      className="rounded-3xl border-2 border-red-300 bg-red-50 p-5 text-red-950 shadow-sm"
    >
      <h3 className="text-xl font-bold">{t("crisis.title")}</h3>
      <p className="mt-2 leading-relaxed">{t("crisis.text")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {(["india", "usa"] as const).map((country) => (
          <div key={country}>
            <h4 className="font-semibold">{t(`crisis.${country}`)}</h4>
            <ul className="mt-2 grid gap-2">
              {CRISIS_LINES[country].map((line) => (
                <li
                  key={line.number}
                  className="flex items-center gap-3 rounded-2xl bg-white px-3 py-2"
                >
                  <a
                    href={`tel:${line.number}`}
                    className="inline-flex min-h-11 shrink-0 items-center gap-2 text-2xl font-bold text-red-800 underline"
                  >
                    <Phone aria-hidden className="h-5 w-5" /> {line.number}
                  </a>
                  <span className="text-sm text-stone-800">{t(`crisis.lines.${line.key}`)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-4 font-medium">{t("crisis.danger")}</p>
    </div>
  );
}
