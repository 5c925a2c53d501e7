import { useEffect, useRef } from "react";
import type { VoiceConfig } from "../../../../contracts/voice.ts";
import type { VoicePreference } from "../../../../domain/language.ts";

type Widget = Extract<VoiceConfig, { mode: "widget" }>;
const MARK = "data-saathi-voice";

/**
 * 000 §4 voice agent widget: turning on removes any earlier widget and inserts a fresh one
 * for the chosen language (launcher "Start a call", no auto-start); turning off or leaving
 * removes it. A "language-detected" message switches the language and restarts after 100 ms.
 */
export function useVoiceWidget(options: {
  widget: Widget | null;
  on: boolean;
  language: VoicePreference;
  onLanguageDetected: (language: VoicePreference) => void;
}) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { widget, on, language } = options;
  useEffect(() => {
    document.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
    if (!widget || !on) return;
    const agent = widget.agents[language] ?? widget.agents.english ?? widget.agents.hindi;
    if (!agent) return;
    if (!document.querySelector(`script[src="${widget.scriptUrl}"]`)) {
      const script = Object.assign(document.createElement("script"), {
        src: widget.scriptUrl,
        async: true,
      });
      document.head.append(script);
    }
    const element = document.createElement(widget.element);
    element.setAttribute(MARK, "");
    element.setAttribute("agent-id", agent.agentId);
    element.setAttribute("action-text", "Start a call");
    document.body.append(element);
    return () => element.remove();
  }, [widget, on, language]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: string; language?: string } | null;
      if (data?.type !== "language-detected") return;
      const next: VoicePreference = /^(hi|hindi)$/i.test(data.language ?? "") ? "hindi" : "english";
      setTimeout(() => latest.current.onLanguageDetected(next), 100);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
}
