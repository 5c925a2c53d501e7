import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { changeSwitch, type ChangeAnswer, type SwitchChange } from "../lib/emergency-api.ts";

/**
 * A switch's button and its confirm dialog: nothing changes until the protection code is
 * entered and the server accepts it. A wrong code keeps the dialog open with the reason.
 */
export function ConfirmSwitch({
  label,
  name,
  change,
  disabled,
  onDone,
  onLoginRequired,
}: {
  label: string;
  name: string;
  change: SwitchChange;
  disabled?: boolean;
  onDone: (answer: ChangeAnswer) => void;
  onLoginRequired: () => void;
}) {
  const { t } = useTranslation("emergency");
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    setCode("");
    setError(null);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await changeSwitch(change, code);
    setBusy(false);
    if (answer.kind === "ok") {
      reset(false);
      const { signedOut } = answer.data;
      toast({
        title: t("done"),
        ...(signedOut === undefined ? {} : { description: t("signedOut", { count: signedOut }) }),
      });
      onDone(answer.data);
    } else if (answer.kind === "login") onLoginRequired();
    else setError(t(answer.reason));
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={reset}
      trigger={label}
      triggerClassName={buttonClasses(change.on ? "primary" : "outline", "sm")}
      triggerDisabled={disabled ?? false}
      title={t("confirm.title", { name })}
      description={t("confirm.description")}
      cancel={t("confirm.cancel")}
      confirm={
        <button
          type="submit"
          form={formId}
          disabled={busy || !code}
          className={buttonClasses("primary", "md")}
        >
          {busy ? t("confirm.working") : t("confirm.go")}
        </button>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <TextField
          label={t("confirm.code")}
          type="password"
          autoComplete="off"
          value={code}
          error={error ?? undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </form>
    </ConfirmDialog>
  );
}
