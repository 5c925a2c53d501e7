import { useTranslation } from "../../lib/use-translation.tsx";
import { useSearchParams } from "react-router";
import { ChatHistory } from "../../features/assistant/components/chat-history.tsx";
import { ChatView } from "../../features/assistant/components/chat-view.tsx";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";

/** /chat: the full-page companion (000 §2). */
export default function ChatPage() {
  const { t } = useTranslation(["pages", "chat", "common"]);
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  // /chat?q=… (an FAQ's "ask more"): the question is written in the box, not sent.
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <PageTitle>{`${t("chat.title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("chat.title")}</h1>
      <p className="mt-2 text-stone-700">{t("chat:dialogSubtitle")}</p>
      <p
        role="note"
        className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        {t("emergency")}
      </p>
      <ChatView
        keepInBrowser={!signedIn}
        initialDraft={(params.get("q") ?? "").slice(0, 1000)}
        className="mt-6 h-[60vh] min-h-96 rounded-3xl bg-rose-50 p-4"
      />
      <ChatHistory signedIn={signedIn} />
    </div>
  );
}
