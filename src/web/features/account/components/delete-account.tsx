import { AlertDialog } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
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
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger
          disabled={password.length === 0}
          className={`${buttonClasses("outline", "md")} border-red-700 text-red-800 sm:justify-self-start`}
        >
          {t("delete.button")}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-xl font-semibold text-stone-900">
              {t("delete.confirmTitle")}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-stone-700">
              {t("delete.confirmText")}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonClasses("ghost", "md")}>
                {t("delete.cancel")}
              </AlertDialog.Cancel>
              <Button
                className="bg-red-700 hover:bg-red-800"
                disabled={deleteAccount.isPending}
                onClick={confirm}
              >
                {deleteAccount.isPending ? <Spinner /> : null}
                {deleteAccount.isPending ? t("delete.deleting") : t("delete.confirm")}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
