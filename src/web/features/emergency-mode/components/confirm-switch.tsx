import { useTranslation } from "../../../lib/use-translation.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { SecretConfirm } from "../../../components/ui/secret-confirm.tsx";
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
  async function confirm(code: string): Promise<string | null> {
    const answer = await changeSwitch(change, code);
    if (answer.kind === "ok") {
      const { signedOut } = answer.data;
      toast({
        title: t("done"),
        ...(signedOut === undefined ? {} : { description: t("signedOut", { count: signedOut }) }),
      });
      onDone(answer.data);
      return null;
    }
    if (answer.kind === "login") {
      onLoginRequired();
      return null;
    }
    return t(answer.reason);
  }

  return (
    <SecretConfirm
      trigger={label}
      triggerClassName={buttonClasses(change.on ? "primary" : "outline", "sm")}
      triggerDisabled={disabled ?? false}
      texts={{
        title: t("confirm.title", { name }),
        description: t("confirm.description"),
        field: t("confirm.code"),
        cancel: t("confirm.cancel"),
        go: t("confirm.go"),
        working: t("confirm.working"),
      }}
      onConfirm={confirm}
    />
  );
}
