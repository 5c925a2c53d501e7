import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "../../../lib/use-translation.tsx";
import {
  PREGNANCY_WEEK_MAX,
  PREGNANCY_WEEK_MIN,
  ProfileUpdateSchema,
  type ProfileUpdate,
  type User,
} from "../../../../contracts/auth.ts";
import { LANGUAGES } from "../../../../domain/language.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChoiceField } from "../../../components/ui/choice-field.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAccountMutations } from "../api/account-api.ts";

/** Profile and language. Field labels are shared with sign-up ("auth" namespace). */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const { t } = useTranslation(["account", "auth", "common"]);
  const { updateProfile } = useAccountMutations();
  const form = useForm<ProfileUpdate>({
    mode: "onChange",
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      pregnancyStatus: user.pregnancyStatus,
      pregnancyWeek: user.pregnancyWeek,
      preferredLanguage: user.preferredLanguage,
    },
  });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(`auth:${key}`) : undefined);
  const expecting = useWatch({ control: form.control, name: "pregnancyStatus" }) === "expecting";

  const save = form.handleSubmit(async (values) => {
    try {
      const result = await updateProfile.mutateAsync({
        ...values,
        pregnancyWeek:
          values.pregnancyStatus === "expecting" ? (values.pregnancyWeek ?? null) : null,
      });
      toast({ title: t("profile.saved") });
      onSaved(result.user);
    } catch {
      toast({ variant: "destructive", title: t("profile.failed") });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("auth:fields.firstName")}
          autoComplete="given-name"
          error={message(errors.firstName?.message)}
          {...form.register("firstName")}
        />
        <TextField
          label={t("auth:fields.lastName")}
          autoComplete="family-name"
          error={message(errors.lastName?.message)}
          {...form.register("lastName")}
        />
      </div>
      <ChoiceField
        legend={t("auth:fields.status")}
        type="radio"
        options={(["expecting", "exploring"] as const).map((value) => ({
          value,
          label: t(`auth:fields.${value}`),
        }))}
        input={form.register("pregnancyStatus")}
      />
      {expecting ? (
        <TextField
          label={t("auth:fields.week")}
          type="number"
          inputMode="numeric"
          min={PREGNANCY_WEEK_MIN}
          max={PREGNANCY_WEEK_MAX}
          error={message(errors.pregnancyWeek?.message)}
          {...form.register("pregnancyWeek", {
            setValueAs: (v: string | number | null) => (v === "" || v === null ? null : Number(v)),
          })}
        />
      ) : null}
      <ChoiceField
        legend={t("profile.language")}
        type="radio"
        options={LANGUAGES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
        input={form.register("preferredLanguage")}
      />
      <Button type="submit" disabled={updateProfile.isPending} className="sm:justify-self-start">
        {updateProfile.isPending ? <Spinner /> : null}
        {updateProfile.isPending ? t("profile.saving") : t("profile.save")}
      </Button>
    </form>
  );
}
