import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast.ts";
import { clearLocalHistory, readLocalHistory } from "../lib/local-history.ts";

type Turn = { role: string; content: string };
const KEY = ["/api/chat/history"] as const;

/** Earlier messages: the account's when signed in, this browser's otherwise; deletable. */
export function ChatHistory({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("chat");
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const [local, setLocal] = useState<Turn[]>(readLocalHistory);
  const server = useQuery<{ messages: Turn[] } | null>({
    queryKey: KEY,
    enabled: signedIn && shown,
  });
  const clear = useMutation({
    mutationFn: async () => {
      if (signedIn) await apiRequest("DELETE", "/api/chat/history");
      clearLocalHistory();
    },
    onSuccess: () => {
      setLocal([]);
      queryClient.setQueryData(KEY, { messages: [] });
      toast({ title: t("history.deleted") });
    },
  });
  const turns = signedIn ? (server.data?.messages ?? []) : local;

  return (
    <section aria-labelledby="history-title" className="mt-8">
      <h2 id="history-title" className="text-lg font-semibold text-stone-900">
        {t("history.title")}
      </h2>
      {!signedIn ? <p className="text-sm text-stone-600">{t("history.local")}</p> : null}
      {shown ? (
        turns.length ? (
          <ol className="mt-3 grid gap-2">
            {turns.map((turn, i) => (
              <li
                key={i}
                className={`rounded-2xl px-4 py-2 ${turn.role === "user" ? "bg-rose-100" : "bg-white"}`}
              >
                <span className="font-medium">
                  {turn.role === "user" ? t("you") : t("saathi")}:{" "}
                </span>
                <span className="whitespace-pre-wrap">{turn.content}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-stone-700">{t("history.none")}</p>
        )
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {!shown ? (
          <Button variant="outline" onClick={() => setShown(true)}>
            {t("history.show")}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={clear.isPending} onClick={() => clear.mutate()}>
          {t("history.delete")}
        </Button>
      </div>
    </section>
  );
}
