import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { SignIn } from "../../../../contracts/auth.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAuthMutations } from "../api/auth-mutations.ts";
import { signInError, type ErrorText } from "../lib/auth-errors.ts";
import { PasswordField } from "./password-field.tsx";
import { lazyResolver, loadAuthChecks } from "../lib/lazy-resolver.ts";

export function SignInForm({ onSignedIn }: { onSignedIn: (language: string) => void }) {
  const { t, i18n } = useTranslation("auth");
  const { signIn } = useAuthMutations();
  const form = useForm<SignIn>({
    mode: "onChange",
    resolver: lazyResolver((r) => r.signIn),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const say = (e: ErrorText) => ("key" in e ? t(e.key) : e.text);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn.mutateAsync(values);
      toast({ title: t("toast.welcomeBack"), description: t("toast.welcomeBackText") });
      onSignedIn(result.user?.preferredLanguage ?? i18n.language);
    } catch (error) {
      toast({
        variant: "destructive",
        title: t("toast.signInFailed"),
        description: say(signInError(error, i18n.language)),
      });
    }
  });

  return (
    <form
      noValidate
      onFocusCapture={() => void loadAuthChecks().catch(() => undefined)}
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4"
    >
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message && t(errors.email.message)}
        {...form.register("email")}
      />
      <PasswordField
        label={t("fields.password")}
        autoComplete="current-password"
        error={errors.password?.message && t(errors.password.message)}
        {...form.register("password")}
      />
      <Link
        to="/reset-password"
        className="justify-self-start text-sm font-medium text-rose-800 underline"
      >
        {t("signIn.forgot")}
      </Link>
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? <Spinner /> : null}
        {signIn.isPending ? t("signIn.pending") : t("signIn.submit")}
      </Button>
    </form>
  );
}
