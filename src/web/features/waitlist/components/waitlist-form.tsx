import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  WAITLIST_INTERESTS,
  WaitlistJoinSchema,
  type WaitlistJoin,
} from "../../../../contracts/waitlist.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useLanguage } from "../../language/hooks/use-language.ts";
import { useJoinWaitlist } from "../api/use-join-waitlist.ts";

type FormValues = { email: string; interests: WaitlistJoin["interests"] };

export function WaitlistForm() {
  const { t } = useTranslation("waitlist");
  const { language } = useLanguage();
  const ids = useId();
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
      const { status, body } = parseApiError(error);
      for (const [name, message] of Object.entries(body?.fields ?? {})) {
        if (name === "email" || name === "interests") form.setError(name, { message });
      }
      toast({
        variant: "destructive",
        title: t("errors.failedTitle"),
        description: t(status === 429 ? "errors.rateLimited" : "errors.failed"),
      });
    }
  });

  if (joinedEmail) {
    return (
      <div role="status" className="rounded-3xl border border-green-200 bg-green-50 p-6">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-green-900">
          <CircleCheck aria-hidden className="h-6 w-6" /> {t("successTitle")}
        </h2>
        <p className="mt-2 text-green-900">{t("successText", { email: joinedEmail })}</p>
        <Button variant="outline" className="mt-4" onClick={() => setJoinedEmail(null)}>
          {t("again")}
        </Button>
      </div>
    );
  }

  const emailId = `${ids}-email`;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-6">
      <div className="grid gap-2">
        <label htmlFor={emailId} className="font-medium text-stone-900">
          {t("email")}
        </label>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={`${emailId}-hint${errors.email ? ` ${emailId}-error` : ""}`}
          className="min-h-12 rounded-2xl border border-stone-300 bg-white px-4 text-base aria-invalid:border-red-700"
          {...form.register("email")}
        />
        <p id={`${emailId}-hint`} className="text-sm text-stone-600">
          {t("emailHint")}
        </p>
        {errors.email?.message ? (
          <p id={`${emailId}-error`} className="text-sm font-medium text-red-700">
            {t(errors.email.message)}
          </p>
        ) : null}
      </div>

      <fieldset
        className="grid gap-2"
        aria-describedby={errors.interests ? `${ids}-interests-error` : undefined}
      >
        <legend className="mb-2 font-medium text-stone-900">{t("interests")}</legend>
        {WAITLIST_INTERESTS.map((interest) => (
          <label
            key={interest}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-stone-200 bg-white px-4 py-2 has-checked:border-rose-600 has-checked:bg-rose-50"
          >
            <input
              type="checkbox"
              value={interest}
              className="h-5 w-5 accent-rose-700"
              {...form.register("interests")}
            />
            <span>{t(`interest.${interest}`)}</span>
          </label>
        ))}
        {errors.interests?.message ? (
          <p id={`${ids}-interests-error`} className="text-sm font-medium text-red-700">
            {t(errors.interests.message)}
          </p>
        ) : null}
      </fieldset>

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
