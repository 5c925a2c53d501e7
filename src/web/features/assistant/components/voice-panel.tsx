import { useQuery } from "@tanstack/react-query";
import { Mic, MicOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { VoiceConfig } from "../../../../contracts/voice.ts";
import {
  toLanguage,
  voicePreferenceFor,
  type VoicePreference,
} from "../../../../domain/language.ts";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { askCompanion } from "../api/chat-api.ts";
import { useBrowserVoice, voiceSupported } from "../hooks/use-browser-voice.ts";
import { useVoiceWidget } from "../hooks/use-voice-widget.ts";
import { VOICE_TIPS } from "../lib/voice-tips.ts";

/** 000 §2 voice tab: language choice, a big on/off button, status, notice, tips. */
export function VoicePanel() {
  const { t, i18n } = useTranslation("chat");
  const [language, setLanguage] = useState<VoicePreference>(
    voicePreferenceFor(toLanguage(i18n.language)),
  );
  const { data: config } = useQuery<VoiceConfig | null>({
    queryKey: ["/api/voice/config"],
    staleTime: Infinity,
  });
  const widget = config?.mode === "widget" ? config : null;
  const [widgetOn, setWidgetOn] = useState(false);
  const browser = useBrowserVoice({
    locale: language === "hindi" ? "hi-IN" : "en-IN",
    ask: (text) =>
      askCompanion(
        { message: text, language: language === "hindi" ? "hi" : "en" },
        {
          serverError: (s, st) => t("serverError", { status: s, statusText: st }),
          empty: t("emptyResponse"),
        },
      ).then(
        (r) => r.response,
        () => t("processError"),
      ),
    onReady: () => toast({ title: t("voice.ready"), description: t("voice.readyText") }),
  });
  useVoiceWidget({
    widget,
    on: widgetOn,
    language,
    onLanguageDetected: (next) => {
      setLanguage(next);
      setWidgetOn(false);
      setTimeout(() => setWidgetOn(true), 0);
    },
  });
  const on = widget ? widgetOn : browser.on;
  const supported = Boolean(widget) || voiceSupported();

  const toggle = () => {
    if (on) {
      if (widget) setWidgetOn(false);
      else browser.stop();
      toast({ title: t("voice.deactivated") });
      return;
    }
    toast({ title: t("voice.activated"), description: t("voice.activatedText"), duration: 5000 });
    if (widget) {
      setWidgetOn(true);
      toast({ title: t("voice.ready"), description: t("voice.widgetNotice") });
    } else browser.start();
  };

  return (
    <div className="grid gap-5">
      <ChoiceField
        legend={t("voice.languageLegend")}
        type="radio"
        options={[
          { value: "english", label: t("voice.english") },
          { value: "hindi", label: t("voice.hindi") },
        ]}
        input={{
          name: "voice-language",
          onChange: (e) => setLanguage(e.target.value === "hindi" ? "hindi" : "english"),
        }}
        value={language}
      />
      {supported ? (
        <div className="grid justify-items-center gap-3 text-center">
          <button
            type="button"
            aria-pressed={on}
            aria-label={on ? t("voice.turnOff") : t("voice.turnOn")}
            onClick={toggle}
            className={`flex h-28 w-28 items-center justify-center rounded-full shadow-lg transition-colors ${
              on
                ? "bg-rose-700 text-white ring-8 ring-rose-200"
                : "bg-white text-rose-700 ring-2 ring-rose-200"
            }`}
          >
            {on ? (
              <Mic aria-hidden className="h-12 w-12" />
            ) : (
              <MicOff aria-hidden className="h-12 w-12" />
            )}
          </button>
          <p role="status" className="font-medium text-stone-800">
            {on ? t("voice.on") : t("voice.off")}
          </p>
          {on ? (
            <p className="rounded-2xl bg-green-50 px-4 py-2 text-green-900">
              {widget ? t("voice.widgetNotice") : t("voice.listening")}
            </p>
          ) : null}
          {browser.heard ? (
            <p className="text-stone-700">{t("voice.youSaid", { text: browser.heard })}</p>
          ) : null}
        </div>
      ) : (
        <p role="note" className="rounded-2xl bg-amber-50 p-4 text-amber-900">
          {t("voice.unsupported")}
        </p>
      )}
      <div>
        <h3 className="font-semibold text-stone-900">{t("voice.tipsTitle")}</h3>
        <ul
          lang={language === "hindi" ? "hi" : "en"}
          className="mt-2 grid list-disc gap-1 pl-5 text-stone-800"
        >
          {VOICE_TIPS[language].map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
