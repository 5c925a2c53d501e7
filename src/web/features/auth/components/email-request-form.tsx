import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { lazyResolver, loadAuthChecks } from "../lib/lazy-resolver.ts";

/**
 * An email-only form (request a reset link, ask for a new verification link). After
 * success it says `done` with the address; the server answers alike for every address.
 */
export function EmailRequestForm({
  submit,
  pending,
  done,
  onSubmit,
}: {
  submit: string;
  pending: string;
  done: (email: string) => string;
  onSubmit: (email: string) => Promise<boolean>;
}) {
  const { t } = useTranslation("auth");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<{ email: string }>({
    mode: "onChange",
    resolver: lazyResolver((r) => r.emailOnly),
    defaultValues: { email: "" },
  });
  const error = form.formState.errors.email?.message;

  const send = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    const ok = await onSubmit(email.trim()).finally(() => setBusy(false));
    if (ok) setSentTo(email.trim());
  });

  if (sentTo) {
    return (
      <p
        role="status"
        className="rounded-3xl border border-green-200 bg-green-50 p-4 text-green-900"
      >
        {done(sentTo)}
      </p>
    );
  }
  return (
    <form
      noValidate
      onFocusCapture={() => void loadAuthChecks().catch(() => undefined)}
      onSubmit={(e) => void send(e)}
      className="grid gap-4"
    >
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={error && t(error)}
        {...form.register("email")}
      />
      <Button type="submit" disabled={busy} className="sm:justify-self-start">
        {busy ? <Spinner /> : null}
        {busy ? pending : submit}
      </Button>
    </form>
  );
}
