import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { AdminSupportMessage } from "../../../../contracts/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminConnection } from "../hooks/use-admin-session.ts";
import { adminPost } from "../lib/admin-api.ts";

/** Read / Unread and the switch between them (PATCH /api/admin/support-messages/:id). */
export function SupportRead({
  message,
  onChanged,
}: {
  message: AdminSupportMessage;
  onChanged: (row: AdminSupportMessage) => void;
}) {
  const { t } = useTranslation("admin");
  const connection = useAdminConnection();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const answer = await adminPost<AdminSupportMessage>(
      `/api/admin/support-messages/${encodeURIComponent(message.id)}`,
      { isRead: !message.isRead },
      "PATCH",
    );
    setBusy(false);
    if (answer.kind === "ok") return onChanged(answer.data);
    if (answer.kind === "login") return connection.loginRequired();
    toast({ title: t("support.markFailed"), variant: "destructive" });
  };
  return (
    <div className="grid justify-items-start gap-1">
      <span className={message.isRead ? "text-stone-700" : "font-semibold text-rose-800"}>
        {message.isRead ? t("support.read") : t("support.unread")}
      </span>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void toggle()}>
        {message.isRead ? t("support.markUnread") : t("support.markRead")}
      </Button>
    </div>
  );
}
