import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useAuthMutations } from "../api/auth-mutations.ts";
import { EmailRequestForm } from "./email-request-form.tsx";
import { PasswordField } from "./password-field.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import type { NewPassword } from "../lib/auth-resolvers.ts";
import { lazyResolver, loadAuthChecks } from "../lib/lazy-resolver.ts";
import { passwordsDiffer } from "../lib/new-password.ts";

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const { resetPassword } = useAuthMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    mode: "onChange",
    resolver: lazyResolver((r) => r.newPassword, loadAuthChecks, passwordsDiffer),
    defaultValues: { password: "", confirm: "" },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
      toast({ title: t("toast.passwordReset"), description: t("toast.passwordResetText") });
      void navigate("/auth?mode=signin");
    } catch (error) {
      const code = parseApiError(error).body?.code;
      const known = code === "INVALID_TOKEN" || code === "EXPIRED_TOKEN" || code === "USED_TOKEN";
      setFailure(known ? t(`verify.${code}`) : t("toast.tryAgain"));
      toast({ variant: "destructive", title: t("toast.resetFailed") });
    }
  });

  return (
    <form
      noValidate
      onFocusCapture={() => void loadAuthChecks().catch(() => undefined)}
      onSubmit={(e) => void save(e)}
      className="mt-6 grid gap-4"
    >
      <PasswordField
        label={t("fields.newPassword")}
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        error={errors.password?.message && t(errors.password.message)}
        {...form.register("password")}
      />
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        error={errors.confirm?.message && t(errors.confirm.message)}
        {...form.register("confirm")}
      />
      {failure ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-3 text-red-900">
          {failure}{" "}
          <Link to="/reset-password" className="font-semibold underline">
            {t("reset.requestNew")}
          </Link>
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? <Spinner /> : null}
        {resetPassword.isPending ? t("reset.saving") : t("reset.save")}
      </Button>
    </form>
  );
}

/** /reset-password: ask for a link, or (with ?token=) choose the new password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation(["auth", "common"]);
  const [params] = useSearchParams();
  const token = params.get("token");
  const { forgotPassword } = useAuthMutations();
  const title = token ? t("reset.newTitle") : t("reset.requestTitle");
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageTitle>{`${title} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 mb-6 text-lg text-stone-700">
        {token ? t("reset.newText") : t("reset.requestText")}
      </p>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <EmailRequestForm
          submit={t("reset.send")}
          pending={t("reset.sending")}
          done={(email) => t("reset.sent", { email })}
          onSubmit={(email) =>
            forgotPassword.mutateAsync(email).then(
              () => {
                toast({ title: t("toast.resetEmailSent") });
                return true;
              },
              (error: unknown) => {
                const tooMany = parseApiError(error).status === 429;
                toast({
                  variant: "destructive",
                  title: t("toast.resetRequestFailed"),
                  description: t(tooMany ? "toast.tooMany" : "toast.tryAgain"),
                });
                return false;
              },
            )
          }
        />
      )}
      <Link
        to="/auth?mode=signin"
        className="mt-8 inline-block font-medium text-rose-800 underline"
      >
        {t("reset.backToSignIn")}
      </Link>
    </div>
  );
}
