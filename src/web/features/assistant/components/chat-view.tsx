import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { CHAT_MAX_LENGTH } from "../../../../contracts/limits.ts";
import { useChat } from "../hooks/use-chat.ts";
import { ChatMessage } from "./chat-message.tsx";

/**
 * The chat (000 §2, §4, §5): messages, an input that sends on Enter (Shift+Enter makes a
 * new line), a loading state, and the input disabled while Saathi answers.
 */
export function ChatView({
  keepInBrowser,
  className = "",
  initialDraft = "",
}: {
  keepInBrowser: boolean;
  className?: string;
  /** A question written for her elsewhere (an FAQ's "ask more"), sent only when she chooses. */
  initialDraft?: string;
}) {
  const { t } = useTranslation("chat");
  const id = useId();
  const { messages, loading, send } = useChat({ keepInBrowser });
  const [draft, setDraft] = useState(initialDraft);
  const list = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, loading]);

  const submit = () => {
    const text = draft;
    if (!text.trim() || loading) return;
    setDraft("");
    void send(text);
  };

  return (
    <div className={`flex min-h-0 flex-col gap-3 ${className}`}>
      {/* The log role on a wrapper: on the <ol> itself it would hide the list from readers. */}
      <div
        ref={list}
        role="log"
        aria-live="polite"
        aria-label={t("dialogSubtitle")}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto"
      >
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <ChatMessage key={message.id} message={message} />
          ))}
          {loading ? (
            <li role="status" className="flex items-center gap-2 text-stone-700">
              <Spinner className="h-4 w-4 text-rose-700" /> {t("thinking")}
            </li>
          ) : null}
        </ol>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("inputLabel")}
        </label>
        <textarea
          id={`${id}-input`}
          rows={2}
          maxLength={CHAT_MAX_LENGTH}
          value={draft}
          disabled={loading}
          placeholder={t("placeholder")}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          className="min-h-12 flex-1 resize-none rounded-2xl border border-stone-300 bg-white px-4 py-2 text-base disabled:bg-stone-100"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t("send")}
          disabled={loading || !draft.trim()}
        >
          <SendHorizontal aria-hidden className="h-5 w-5" />
        </Button>
      </form>
    </div>
  );
}
