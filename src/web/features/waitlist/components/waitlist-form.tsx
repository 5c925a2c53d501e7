import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import {
  WAITLIST_INTERESTS,
  WaitlistJoinSchema,
  type WaitlistJoin,
} from "../../../../contracts/waitlist.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import { SentPanel } from "../../../components/ui/sent-panel.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { reportFormFailure } from "../../../lib/api-errors.ts";
import { useLanguage } from "../../language/hooks/use-language.ts";
import { useJoinWaitlist } from "../api/use-join-waitlist.ts";

type FormValues = { email: string; interests: WaitlistJoin["interests"] };

export function WaitlistForm() {
  const { t } = useTranslation("waitlist");
  const { language } = useLanguage();
  const join = useJoinWaitlist();
  const [joinedEmail, setJoinedEmail] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: "onChange",
    resolver: zodResolver(WaitlistJoinSchema.omit({ language: true })),
    defaultValues: { email: "", interests: [] },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await join.mutateAsync({ ...values, language });
      setJoinedEmail(values.email.trim());
      form.reset();
    } catch (error) {
      reportFormFailure(
        error,
        ["email", "interests"] as const,
        (field, message) => form.setError(field, { message }),
        t,
      );
    }
  });

  if (joinedEmail) {
    return (
      <SentPanel
        title={t("successTitle")}
        text={t("successText", { email: joinedEmail })}
        againLabel={t("again")}
        onAgain={() => setJoinedEmail(null)}
      />
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-6">
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t("emailHint")}
        error={errors.email?.message && t(errors.email.message)}
        {...form.register("email")}
      />

      <ChoiceField
        legend={t("interests")}
        type="checkbox"
        options={WAITLIST_INTERESTS.map((value) => ({ value, label: t(`interest.${value}`) }))}
        error={errors.interests?.message && t(errors.interests.message)}
        input={form.register("interests")}
      />

      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={join.isPending} className="sm:justify-self-start">
          {join.isPending ? <Spinner /> : null}
          {join.isPending ? t("submitting") : t("submit")}
        </Button>
        <p className="text-sm text-stone-600">
          {t("privacy")}{" "}
          <Link to="/privacy" className="font-medium text-rose-800 underline">
            {t("privacyLink")}
          </Link>
          {t("privacyEnd")}
        </p>
      </div>
    </form>
  );
}
