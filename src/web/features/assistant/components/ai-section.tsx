import { Tabs } from "radix-ui";
import { MessageSquareText, Mic } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { ChatView } from "./chat-view.tsx";
import { VoicePanel } from "./voice-panel.tsx";

const tabClass =
  "flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 font-medium text-stone-700 data-[state=active]:bg-rose-700 data-[state=active]:text-white";

/** 000 §2 home AI section: a title, a subtitle, and the voice (default) and chat tabs. */
export function AiSection({ keepInBrowser }: { keepInBrowser: boolean }) {
  const { t } = useTranslation("chat");
  return (
    <section
      id="companion"
      aria-labelledby="companion-title"
      className="scroll-mt-24 bg-rose-50/60 py-10 sm:py-14"
    >
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="companion-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          {t("section.title")}
        </h2>
        <p className="mt-2 text-lg text-stone-700">{t("section.subtitle")}</p>
        <Tabs.Root
          defaultValue="voice"
          className="mt-6 rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-6"
        >
          <Tabs.List
            aria-label={t("section.title")}
            className="mb-5 flex gap-2 rounded-full bg-rose-50 p-1"
          >
            <Tabs.Trigger value="voice" className={tabClass}>
              <Mic aria-hidden className="h-4 w-4" /> {t("section.voiceTab")}
            </Tabs.Trigger>
            <Tabs.Trigger value="chat" className={tabClass}>
              <MessageSquareText aria-hidden className="h-4 w-4" /> {t("section.chatTab")}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="voice">
            <VoicePanel />
          </Tabs.Content>
          <Tabs.Content value="chat">
            <ChatView keepInBrowser={keepInBrowser} className="h-[28rem]" />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </section>
  );
}
