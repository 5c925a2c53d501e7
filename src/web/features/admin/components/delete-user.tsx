import { useTranslation } from "../../../lib/use-translation.tsx";
import type { AdminUser } from "../../../../contracts/admin.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SecretConfirm } from "../../../components/ui/secret-confirm.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAdminConnection } from "../hooks/use-admin-session.ts";
import { adminPost, serverTextKey } from "../lib/admin-api.ts";

/**
 * Delete a user's account and all of her data (issue 16 part 7): asks the protection code,
 * then DELETE /api/admin/users/:id. A wrong code keeps the dialog open with the reason.
 */
export function DeleteUser({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useTranslation("admin");
  const connection = useAdminConnection();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;

  async function confirm(protectionCode: string): Promise<string | null> {
    const answer = await adminPost(
      `/api/admin/users/${encodeURIComponent(user.id)}`,
      { protectionCode },
      "DELETE",
    );
    if (answer.kind === "login") connection.loginRequired();
    else if (answer.kind === "ok" || (answer.kind === "failed" && answer.status === 404)) {
      // Gone either way: by this call, or already by someone else.
      toast({ title: t("users.deleted", { name }) });
      onDeleted();
    } else if (answer.kind === "offline") return t("users.deleteFailed");
    else {
      const key = serverTextKey(answer.message);
      return key ? t(key) : t("users.deleteFailed");
    }
    return null;
  }

  return (
    <SecretConfirm
      trigger={t("users.delete")}
      triggerClassName={`${buttonClasses("outline", "sm")} border-red-300 text-red-800`}
      texts={{
        title: t("users.deleteTitle", { name }),
        description: t("users.deleteDescription"),
        field: t("users.deleteCode"),
        cancel: t("users.deleteCancel"),
        go: t("users.deleteGo"),
        working: t("users.deleteWorking"),
      }}
      onConfirm={confirm}
    />
  );
}
