import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useAuthMutations } from "../api/auth-mutations.ts";
import { EmailRequestForm } from "./email-request-form.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";

const TOKEN_CODES = ["INVALID_TOKEN", "EXPIRED_TOKEN", "USED_TOKEN"] as const;

/**
 * /verify-email: with ?token= it spends the link and signs the user in; without one it
 * says to check the inbox. Either way a new link can be requested.
 */
export function VerifyEmailScreen() {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token");
  const { verifyEmail, resendVerification } = useAuthMutations();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return; // a link is spent once, even in StrictMode
    started.current = true;
    verifyEmail.mutateAsync(token).then(
      () => {
        toast({ title: t("toast.emailVerified"), description: t("toast.emailVerifiedText") });
        void navigate("/dashboard", { replace: true });
      },
      (error: unknown) => {
        const code = parseApiError(error).body?.code;
        const known = TOKEN_CODES.find((c) => c === code);
        setFailure(known ? t(`verify.${known}`) : t("toast.tryAgain"));
        toast({ variant: "destructive", title: t("toast.verificationFailed") });
      },
    );
  }, [token, verifyEmail, navigate, t]);

  const checking = token !== null && failure === null;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageTitle>{`${t("verify.title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900">
        {failure ? t("verify.failedTitle") : t("verify.title")}
      </h1>
      {checking ? (
        <p role="status" className="mt-6 flex items-center gap-3 text-stone-700">
          <Spinner className="h-6 w-6 text-rose-700" /> {t("verify.checking")}
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg text-stone-700" role={failure ? "alert" : undefined}>
            {failure ?? t("verify.checkInbox")}
          </p>
          <h2 className="mt-8 mb-3 text-xl font-semibold text-stone-900">
            {t("verify.resendTitle")}
          </h2>
          <EmailRequestForm
            submit={t("verify.resend")}
            pending={t("verify.resending")}
            done={(email) => t("verify.resent", { email })}
            onSubmit={(email) =>
              resendVerification.mutateAsync(email).then(
                () => {
                  toast({ title: t("toast.verificationEmailSent") });
                  return true;
                },
                () => {
                  toast({
                    variant: "destructive",
                    title: t("toast.resendFailed"),
                    description: t("toast.tryAgain"),
                  });
                  return false;
                },
              )
            }
          />
        </>
      )}
    </div>
  );
}
