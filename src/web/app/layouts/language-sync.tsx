import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { toLanguage } from "../../../domain/language.ts";
import { useAccountMutations } from "../../features/account/api/account-api.ts";
import { ME_KEY, useCurrentUser, type MeData } from "../../features/auth/api/use-current-user.ts";
import { logError } from "../../lib/log.ts";

/**
 * A signed-in user who switches the language in the header also changes the account's
 * preferred language, so emails follow the interface.
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const { updateProfile } = useAccountMutations();
  const { mutateAsync } = updateProfile;

  useEffect(() => {
    if (!user) return;
    const onChange = (code: string) => {
      const preferredLanguage = toLanguage(code);
      if (preferredLanguage === user.preferredLanguage) return;
      const { firstName, lastName, pregnancyStatus, pregnancyWeek } = user;
      mutateAsync({ firstName, lastName, pregnancyStatus, pregnancyWeek, preferredLanguage }).then(
        (result) =>
          queryClient.setQueryData<MeData>(ME_KEY, () => ({ success: true, user: result.user })),
        (error: unknown) => logError("could not save the language", error),
      );
    };
    i18n.on("languageChanged", onChange);
    return () => i18n.off("languageChanged", onChange);
  }, [user, i18n, mutateAsync, queryClient]);
  return null;
}
