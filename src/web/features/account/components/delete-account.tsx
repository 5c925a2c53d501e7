import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useAccountMutations } from "../api/account-api.ts";

/** Deletion needs the password and a second, explicit yes. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation(["account", "auth"]);
  const { deleteAccount } = useAccountMutations();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    deleteAccount.mutateAsync(password).then(
      () => {
        setOpen(false);
        toast({ title: t("delete.deleted"), description: t("delete.deletedText") });
        onDeleted();
      },
      (e: unknown) => {
        setOpen(false);
        const wrong = parseApiError(e).status === 403;
        setError(wrong ? t("delete.wrongPassword") : t("delete.failed"));
      },
    );
  };

  return (
    <div className="grid gap-4">
      <p className="text-stone-700">{t("delete.text")}</p>
      <TextField
        label={t("delete.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={t("delete.button")}
        triggerDisabled={password.length === 0}
        triggerClassName={`${buttonClasses("outline", "md")} border-red-700 text-red-800 sm:justify-self-start`}
        title={t("delete.confirmTitle")}
        description={t("delete.confirmText")}
        cancel={t("delete.cancel")}
        confirm={
          <Button
            className="bg-red-700 hover:bg-red-800"
            disabled={deleteAccount.isPending}
            onClick={confirm}
          >
            {deleteAccount.isPending ? <Spinner /> : null}
            {deleteAccount.isPending ? t("delete.deleting") : t("delete.confirm")}
          </Button>
        }
      />
    </div>
  );
}
