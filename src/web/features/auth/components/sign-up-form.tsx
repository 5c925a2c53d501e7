import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { SignUp } from "../../../../contracts/auth.ts";
import { PREGNANCY_WEEK_MAX, PREGNANCY_WEEK_MIN } from "../../../../contracts/auth-limits.ts";
import { toLanguage } from "../../../../domain/language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAuthMutations } from "../api/auth-mutations.ts";
import { fieldErrors, registrationError, type ErrorText } from "../lib/auth-errors.ts";
import { PasswordField } from "./password-field.tsx";
import { lazyResolver, loadAuthChecks } from "../lib/lazy-resolver.ts";

type Values = SignUp;
const STATUSES = ["expecting", "exploring"] as const;
const FIELDS = ["email", "username", "password", "firstName", "lastName", "pregnancyWeek"] as const;

/** 000 §2 and §5: sign-up with the pregnancy status choice; "expecting" reveals the week. */
export function SignUpForm({ onDone }: { onDone: (next: "/dashboard" | "/verify-email") => void }) {
  const { t, i18n } = useTranslation("auth");
  const { signUp } = useAuthMutations();
  const form = useForm<Values>({
    mode: "onChange",
    resolver: lazyResolver((r) => r.signUp),
    defaultValues: {
      email: "",
      username: "",
      password: "",
      firstName: "",
      lastName: "",
      pregnancyStatus: "exploring",
    },
  });
  const { errors } = form.formState;
  const expecting = useWatch({ control: form.control, name: "pregnancyStatus" }) === "expecting";
  const message = (key?: string) => (key ? t(key) : undefined);
  const say = (e: ErrorText) => ("key" in e ? t(e.key) : e.text);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await signUp.mutateAsync({
        ...values,
        pregnancyWeek: values.pregnancyStatus === "expecting" ? values.pregnancyWeek : undefined,
        preferredLanguage: toLanguage(i18n.language),
      });
      if (result.requiresVerification) {
        toast({ title: t("toast.accountCreated"), description: t("toast.accountCreatedText") });
        onDone("/verify-email");
      } else {
        toast({ title: t("toast.welcome"), description: t("toast.welcomeText") });
        onDone("/dashboard");
      }
    } catch (error) {
      for (const [name, key] of Object.entries(fieldErrors(error))) {
        const field = FIELDS.find((f) => f === name);
        if (field) form.setError(field, { message: key });
      }
      toast({
        variant: "destructive",
        title: t("toast.registrationFailed"),
        description: say(registrationError(error, i18n.language)),
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("fields.firstName")}
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...form.register("firstName")}
        />
        <TextField
          label={t("fields.lastName")}
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...form.register("lastName")}
        />
      </div>
      <TextField
        label={t("fields.username")}
        autoComplete="username"
        autoCapitalize="none"
        error={message(errors.username?.message)}
        {...form.register("username")}
      />
      <TextField
        label={t("fields.email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={message(errors.email?.message)}
        {...form.register("email")}
      />
      <PasswordField
        label={t("fields.password")}
        autoComplete="new-password"
        hint={t("fields.passwordHint")}
        error={message(errors.password?.message)}
        {...form.register("password")}
      />
      <ChoiceField
        legend={t("fields.status")}
        type="radio"
        options={STATUSES.map((value) => ({ value, label: t(`fields.${value}`) }))}
        input={form.register("pregnancyStatus")}
      />
      {expecting ? (
        <TextField
          label={t("fields.week")}
          type="number"
          inputMode="numeric"
          min={PREGNANCY_WEEK_MIN}
          max={PREGNANCY_WEEK_MAX}
          hint={t("fields.weekHint")}
          error={message(errors.pregnancyWeek?.message)}
          {...form.register("pregnancyWeek", {
            setValueAs: (v: string) => (v === "" || v === undefined ? undefined : Number(v)),
          })}
        />
      ) : null}
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? <Spinner /> : null}
        {signUp.isPending ? t("signUp.pending") : t("signUp.submit")}
      </Button>
    </form>
  );
}
