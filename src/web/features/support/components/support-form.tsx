import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { SUPPORT_LIMITS, SupportMessageInputSchema } from "../../../../contracts/support.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SentPanel } from "../../../components/ui/sent-panel.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { reportFormFailure } from "../../../lib/api-errors.ts";
import { useLanguage } from "../../language/hooks/use-language.ts";
import { useSendSupportMessage } from "../api/use-send-support-message.ts";
import { MessageField } from "./message-field.tsx";

const FIELDS = ["name", "email", "subject", "message"] as const;
type FormValues = Record<(typeof FIELDS)[number], string> & { website?: string | undefined };
const EMPTY: FormValues = { name: "", email: "", subject: "", message: "", website: "" };

/** Issue 16 part 6: the public contact form; what she typed stays put when sending fails. */
export function SupportForm() {
  const { t } = useTranslation("support");
  const { language } = useLanguage();
  const send = useSendSupportMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: "onTouched",
    resolver: zodResolver(SupportMessageInputSchema.omit({ language: true })),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const count = useWatch({ control: form.control, name: "message" }).length;
  const error = (name: (typeof FIELDS)[number]) => {
    const key = errors[name]?.message;
    return key ? t(key) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync({ ...values, language });
      setSentTo(values.email.trim());
      form.reset(EMPTY);
    } catch (failure) {
      reportFormFailure(failure, FIELDS, (field, message) => form.setError(field, { message }), t);
    }
  });

  if (sentTo) {
    return (
      <SentPanel
        title={t("successTitle")}
        text={t("successText", { email: sentTo })}
        againLabel={t("again")}
        onAgain={() => setSentTo(null)}
      />
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
      <TextField
        label={t("name")}
        autoComplete="name"
        error={error("name")}
        {...form.register("name")}
      />
      <TextField
        label={t("email")}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t("emailHint")}
        error={error("email")}
        {...form.register("email")}
      />
      <TextField label={t("subject")} error={error("subject")} {...form.register("subject")} />
      <MessageField
        label={t("message")}
        error={error("message")}
        count={t("messageCount", { count, max: SUPPORT_LIMITS.message })}
        {...form.register("message")}
      />
      {/* The honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t("honeypot")}
          <input tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={send.isPending} className="sm:justify-self-start">
        {send.isPending ? <Spinner /> : null}
        {send.isPending ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
