import { useEffect, useRef, useState } from "react";

/** The parts of the Web Speech API we use (not in TypeScript's DOM typings everywhere). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onstart: (() => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export const voiceSupported = (): boolean =>
  recognitionClass() !== undefined && "speechSynthesis" in window;

/**
 * The default voice assistant (issue 5): the browser listens (en-IN / hi-IN), the chat API
 * answers, and the browser speaks the answer; then it listens again until turned off.
 */
export function useBrowserVoice(options: {
  locale: "en-IN" | "hi-IN";
  ask: (text: string) => Promise<string>;
  onReady: () => void;
}) {
  const [on, setOn] = useState(false);
  const [heard, setHeard] = useState("");
  const recognition = useRef<Recognition | null>(null);
  const active = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  function stop() {
    active.current = false;
    recognition.current?.abort();
    recognition.current = null;
    window.speechSynthesis?.cancel();
    setOn(false);
  }

  function listen() {
    const Class = recognitionClass();
    if (!Class || !active.current) return;
    const r = new Class();
    r.lang = latest.current.locale;
    r.continuous = false;
    r.interimResults = false;
    r.onstart = () => latest.current.onReady();
    r.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript ?? "";
      setHeard(text);
      if (!text.trim()) return;
      void latest.current.ask(text).then((answer) => {
        if (!active.current) return;
        const utterance = new SpeechSynthesisUtterance(answer);
        utterance.lang = latest.current.locale;
        utterance.onend = () => listen();
        window.speechSynthesis.speak(utterance);
      });
    };
    r.onerror = (event) => {
      if (event.error === "not-allowed" || event.error === "service-not-allowed") stop();
    };
    recognition.current = r;
    r.start();
  }

  function start(): boolean {
    if (!voiceSupported()) return false;
    active.current = true;
    setOn(true);
    listen();
    return true;
  }

  // Leaving the page turns it off (000 §4).
  useEffect(
    () => () => {
      active.current = false;
      recognition.current?.abort();
      window.speechSynthesis?.cancel();
    },
    [],
  );

  return { on, heard, start, stop };
}
