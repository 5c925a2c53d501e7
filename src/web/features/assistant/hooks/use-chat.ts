import { useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ChatResponse } from "../../../../contracts/assistant.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { toast } from "../../../lib/toast.ts";
import { askCompanion } from "../api/chat-api.ts";
import { rememberLocally } from "../lib/local-history.ts";

/** 000 §3 chat message, with what the answer came with. */
export interface ChatMessage {
  id: number;
  role: "user" | "assistant";
  /** "welcome" is drawn in the current language until the first exchange (000 §4). */
  kind?: "welcome" | "apology";
  content: string;
  timestamp: number;
  reply?: Omit<ChatResponse, "response">;
}

let nextId = 1;

/**
 * 000 §4 chat: the welcome message alone at first; sending appends the question, clears the
 * input, shows the loading state, then appends the reply or the apology.
 */
export function useChat(options: { keepInBrowser: boolean }) {
  const { t, i18n } = useTranslation("chat");
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: nextId++, role: "assistant", kind: "welcome", content: "", timestamp: Date.now() },
  ]);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);

  async function send(text: string): Promise<boolean> {
    const message = text.trim();
    if (!message || busy.current) return false; // 000 §5: nothing empty, nothing while waiting
    busy.current = true;
    setLoading(true);
    const question: ChatMessage = {
      id: nextId++,
      role: "user",
      content: message,
      timestamp: Date.now(),
    };
    setMessages((list) => [...list, question]);
    const history = messages
      .filter((m) => !m.kind)
      .slice(-6)
      .map((m) => ({ role: m.role, content: m.content }));
    try {
      const { response, ...reply } = await askCompanion(
        { message, language: toLanguage(i18n.language), history },
        {
          serverError: (status, statusText) => t("serverError", { status, statusText }),
          empty: t("emptyResponse"),
        },
      );
      setMessages((list) => [
        ...list,
        { id: nextId++, role: "assistant", content: response, timestamp: Date.now(), reply },
      ]);
      if (options.keepInBrowser) rememberLocally(message, response);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      setMessages((list) => [
        ...list,
        { id: nextId++, role: "assistant", kind: "apology", content: "", timestamp: Date.now() },
      ]);
      toast({ variant: "destructive", title: t("connectionError"), description: detail });
    } finally {
      busy.current = false;
      setLoading(false);
    }
    return true;
  }

  return { messages, loading, send };
}
