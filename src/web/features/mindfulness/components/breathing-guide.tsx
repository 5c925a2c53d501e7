import { Pause, Play, Square } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TICK_MS, useBreathingSession } from "../hooks/use-breathing.ts";
import { breathAt, formatClock, SESSION_MINUTES, type SessionMinutes } from "../lib/breathing.ts";

const lengthClass =
  "min-h-11 rounded-full px-3 font-medium whitespace-nowrap sm:px-4 focus-visible:outline-3 focus-visible:outline-rose-600 disabled:cursor-not-allowed";

/**
 * Paced breathing (issue 13): a circle that grows as she breathes in and shrinks as she
 * breathes out, with the words. With reduced motion the circle is not drawn: words only.
 */
export function BreathingGuide() {
  const { t } = useTranslation("mindfulness");
  const [minutes, setMinutes] = useState<SessionMinutes>(3);
  const session = useBreathingSession(minutes * 60_000);
  const { status } = session;
  const active = status === "running" || status === "paused";
  const breath = breathAt(session.elapsed);
  // The phase alone is announced to screen readers; the count is for the eyes.
  const spoken = status === "running" ? t(`breathing.${breath.phase}`) : t(`breathing.${status}`);
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_auto] md:items-center">
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-stone-700">
            {t("breathing.length")}
          </legend>
          <div className="flex w-fit gap-1 rounded-full border border-rose-200 bg-white p-1">
            {SESSION_MINUTES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={value === minutes}
                disabled={active}
                onClick={() => {
                  session.stop();
                  setMinutes(value);
                }}
                className={`${lengthClass} ${value === minutes ? "bg-rose-700 text-white disabled:bg-rose-700/70" : "text-stone-800 hover:bg-rose-50 disabled:text-stone-500"}`}
              >
                {t("breathing.minutes", { count: value })}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          {status === "running" ? (
            <Button onClick={session.pause}>
              <Pause aria-hidden className="h-4 w-4" /> {t("breathing.pause")}
            </Button>
          ) : status === "paused" ? (
            <Button onClick={session.resume}>
              <Play aria-hidden className="h-4 w-4" /> {t("breathing.resume")}
            </Button>
          ) : (
            <Button onClick={session.start}>
              <Play aria-hidden className="h-4 w-4" /> {t("breathing.start")}
            </Button>
          )}
          {active ? (
            <Button variant="outline" onClick={session.stop}>
              <Square aria-hidden className="h-4 w-4" /> {t("breathing.stop")}
            </Button>
          ) : null}
        </div>
        <p className="text-stone-800">
          {t("breathing.remaining")}{" "}
          <span role="timer" className="font-semibold tabular-nums" data-testid="breathing-left">
            {formatClock(session.remaining)}
          </span>
        </p>
      </div>
      <div className="order-first flex flex-col items-center gap-3 md:order-none">
        <div
          aria-hidden
          data-testid="breathing-circle"
          className="flex h-48 w-48 items-center justify-center motion-reduce:hidden sm:h-56 sm:w-56"
        >
          <div
            className="h-full w-full rounded-full bg-gradient-to-br from-rose-300 to-amber-100 shadow-inner ring-4 ring-rose-100"
            style={{
              transform: `scale(${String(status === "idle" ? 0.45 : breath.scale)})`,
              transition: `transform ${String(TICK_MS)}ms linear`,
            }}
          />
        </div>
        <p
          aria-hidden
          data-testid="breathing-cue"
          className={`min-h-16 max-w-xs text-center font-semibold text-rose-900 ${status === "running" ? "text-3xl" : "text-lg"}`}
        >
          {status === "running" ? `${spoken} · ${String(breath.count)}` : spoken}
        </p>
        <p aria-live="polite" className="sr-only">
          {spoken}
        </p>
        <p className="hidden max-w-xs text-center text-sm text-stone-700 motion-reduce:block">
          {t("breathing.reducedMotion")}
        </p>
      </div>
    </div>
  );
}
