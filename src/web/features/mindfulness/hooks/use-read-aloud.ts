import { useEffect, useRef, useState } from "react";

/** A short silence between steps, so each one has time to settle. */
export const STEP_PAUSE_MS = 2500;

/** Some browsers (and in-app web views) have no speech synthesis, or a stub without a value. */
export const speechAvailable = (): boolean =>
  typeof window !== "undefined" &&
  Boolean((window as { speechSynthesis?: SpeechSynthesis }).speechSynthesis) &&
  typeof (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance === "function";

/** A voice for the language if the device has one (else the browser picks by `lang`). */
function voiceFor(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const tag = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
  return (
    voices.find((v) => tag(v) === lang.toLowerCase()) ??
    voices.find((v) => tag(v).startsWith(lang.slice(0, 3).toLowerCase()))
  );
}

export interface Reading {
  /** Which script is being read, and the step being spoken now. */
  id: string;
  step: number;
}

/**
 * Reads a script aloud step by step with the browser's speech synthesis (en-IN / hi-IN).
 * One script at a time; Stop, another Play, a change of language and leaving the page all
 * silence it. Each run has a number, so callbacks of a cancelled run do nothing.
 */
export function useReadAloud(lang: "en-IN" | "hi-IN") {
  const [reading, setReading] = useState<Reading | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const runs = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  // Chrome drops the end event of an utterance nothing refers to any more.
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  function silence() {
    runs.current += 1;
    window.clearTimeout(timer.current);
    current.current = null;
    if (speechAvailable()) window.speechSynthesis.cancel();
  }

  function stop() {
    silence();
    setReading(null);
  }

  function play(id: string, steps: readonly string[]) {
    silence();
    setFailed(null);
    if (!speechAvailable()) return;
    const run = runs.current;
    const voice = voiceFor(lang);
    const say = (step: number) => {
      if (runs.current !== run) return;
      if (step >= steps.length) {
        setReading(null);
        return;
      }
      setReading({ id, step });
      const utterance = new SpeechSynthesisUtterance(steps[step]);
      utterance.lang = lang;
      utterance.rate = 0.9;
      if (voice) utterance.voice = voice;
      utterance.onend = () => {
        if (runs.current === run)
          timer.current = window.setTimeout(() => say(step + 1), STEP_PAUSE_MS);
      };
      utterance.onerror = (event) => {
        // "interrupted" and "canceled" are our own Stop; anything else, the device could not.
        if (runs.current !== run || event.error === "interrupted" || event.error === "canceled")
          return;
        stop();
        setFailed(id);
      };
      current.current = utterance;
      window.speechSynthesis.speak(utterance);
    };
    say(0);
  }

  // Leaving the page, or switching language, stops the voice.
  useEffect(
    () => () => {
      runs.current += 1;
      window.clearTimeout(timer.current);
      if (speechAvailable()) window.speechSynthesis.cancel();
      setReading(null);
    },
    [lang],
  );

  return { reading, failed, play, stop };
}
