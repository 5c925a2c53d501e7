import { useId, useState, type FormEvent } from "react";
import { buttonClasses } from "./button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { TextField } from "./text-field.tsx";

/**
 * A confirm dialog that asks for a secret (the operator's protection code): nothing happens
 * until it is typed and `onConfirm` accepts it. `onConfirm` answers null when done (the
 * dialog closes) or the reason to show under the field (the dialog stays open).
 */
export function SecretConfirm({
  trigger,
  triggerClassName,
  triggerDisabled,
  texts,
  onConfirm,
}: {
  trigger: string;
  triggerClassName: string;
  triggerDisabled?: boolean;
  texts: {
    title: string;
    description: string;
    field: string;
    cancel: string;
    go: string;
    working: string;
  };
  onConfirm: (secret: string) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    setSecret("");
    setError(null);
  };
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const reason = await onConfirm(secret);
    setBusy(false);
    if (reason === null) reset(false);
    else setError(reason);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={reset}
      trigger={trigger}
      triggerClassName={triggerClassName}
      triggerDisabled={triggerDisabled ?? false}
      title={texts.title}
      description={texts.description}
      cancel={texts.cancel}
      confirm={
        <button
          type="submit"
          form={formId}
          disabled={busy || !secret}
          className={buttonClasses("primary", "md")}
        >
          {busy ? texts.working : texts.go}
        </button>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <TextField
          label={texts.field}
          type="password"
          autoComplete="off"
          value={secret}
          error={error ?? undefined}
          onChange={(event) => setSecret(event.target.value)}
        />
      </form>
    </ConfirmDialog>
  );
}
