import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../domain/language.ts";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { chooseLanguage } from "../../../lib/i18n.ts";
import { useCurrentUser } from "../api/use-current-user.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";

type Mode = "signUp" | "signIn";

/** /auth (000 §2): sign-up by default, sign-in via the toggle or ?mode=signin. */
export function AuthScreen() {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get("mode") === "signin" ? "signIn" : "signUp");
  const { data: user, isPending } = useCurrentUser();

  // A signed-in user has nothing to do here (000 §2).
  useEffect(() => {
    if (user) void navigate("/dashboard", { replace: true });
  }, [user, navigate]);
  if (isPending || user) return <PageLoading />;

  const other: Mode = mode === "signIn" ? "signUp" : "signIn";
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <PageTitle>{`${t(`${mode}.title`)} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t(`${mode}.title`)}</h1>
      <p className="mt-2 mb-8 text-lg text-stone-700">{t(`${mode}.subtitle`)}</p>
      {mode === "signIn" ? (
        <SignInForm
          onSignedIn={(language) => {
            void chooseLanguage(i18n, toLanguage(language));
            void navigate("/dashboard");
          }}
        />
      ) : (
        <SignUpForm onDone={(next) => void navigate(next)} />
      )}
      <p className="mt-6 text-center text-stone-700">
        {t(`${mode}.toggleQuestion`)}{" "}
        <button
          type="button"
          onClick={() => setMode(other)}
          className="font-semibold text-rose-800 underline underline-offset-2"
        >
          {t(`${mode}.toggleAction`)}
        </button>
      </p>
    </div>
  );
}
