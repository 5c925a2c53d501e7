import { BookOpenCheck, Siren, Sparkles, Stethoscope } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ChatMessage as Message } from "../hooks/use-chat.ts";
import { MessageText } from "./message-text.tsx";

const STYLE = {
  emergency: "border-2 border-red-700 bg-red-50 text-red-950",
  urgent: "border border-amber-400 bg-amber-50 text-amber-950",
  none: "border border-rose-100 bg-white text-stone-900",
};

/** One message: the user's on the right; Saathi's with its sources and where it came from. */
export function ChatMessage({ message }: { message: Message }) {
  const { t } = useTranslation("chat");
  if (message.role === "user") {
    return (
      <li className="ml-10 self-end rounded-2xl rounded-br-sm bg-rose-700 px-4 py-2 whitespace-pre-wrap text-white">
        <span className="sr-only">{t("you")}: </span>
        {message.content}
      </li>
    );
  }
  const level = message.reply?.triage ?? "none";
  const text =
    message.kind === "welcome"
      ? t("welcome")
      : message.kind === "apology"
        ? t("apology")
        : message.content;
  return (
    <li
      data-triage={level}
      className={`mr-6 grid gap-2 rounded-2xl rounded-bl-sm px-4 py-3 ${STYLE[level]}`}
    >
      <span className="sr-only">{t("saathi")}: </span>
      {level === "emergency" ? (
        <p className="flex items-center gap-2 text-lg font-bold text-red-800">
          <Siren aria-hidden className="h-5 w-5" /> {t("emergencyTitle")}
        </p>
      ) : level === "urgent" ? (
        <p className="flex items-center gap-2 font-semibold text-amber-900">
          <Stethoscope aria-hidden className="h-5 w-5" /> {t("urgentTitle")}
        </p>
      ) : null}
      <div className="grid gap-1 leading-relaxed">
        <MessageText text={text} callLabel={(number) => t("call", { number })} />
      </div>
      {message.reply?.sources.length ? (
        <details className="text-sm text-stone-700">
          <summary className="cursor-pointer font-medium">{t("sources")}</summary>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {message.reply.sources.map((source) => (
              <li key={source.title}>
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noreferrer" className="underline">
                    {source.title}
                  </a>
                ) : (
                  source.title
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {message.reply ? (
        <p className="flex items-center gap-1 text-xs text-stone-600">
          {message.reply.mode === "llm" ? (
            <Sparkles aria-hidden className="h-3 w-3" />
          ) : (
            <BookOpenCheck aria-hidden className="h-3 w-3" />
          )}
          {message.reply.mode === "llm" ? t("modeLlm") : t("modeLibrary")}
        </p>
      ) : null}
    </li>
  );
}
