import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { ADMIN_TEXTS } from "../../../../contracts/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { adminGet, adminPost, serverTextKey, type AdminAnswer } from "../lib/admin-api.ts";

type Login = { username: string; password: string; totp?: string };

/**
 * 001 §7: emergency-login first, login when it fails. Both run the same checks on our server,
 * so a definite answer (wrong password, locked, bad input) is not asked twice: only an
 * unreachable or broken first call falls back (a wrong password would otherwise count twice
 * towards the lockout).
 */
async function logIn(body: Login): Promise<AdminAnswer<unknown>> {
  const first = await adminPost("/api/admin/emergency-login", body);
  const definite = first.kind === "ok" || (first.kind === "failed" && first.status < 500);
  return definite ? first : adminPost("/api/admin/login", body);
}

export function AdminLogin({
  expired,
  onLoggedIn,
}: {
  expired: boolean;
  onLoggedIn: (email: string) => void;
}) {
  const { t } = useTranslation("admin");
  const [values, setValues] = useState({ username: "", password: "", totp: "" });
  const [errors, setErrors] = useState<Partial<typeof values>>({});
  const [needsTotp, setNeedsTotp] = useState(false);
  const [problem, setProblem] = useState<string | null>(expired ? t("login.required") : null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(values.username.trim() ? {} : { username: t("login.usernameRequired") }),
      ...(values.password ? {} : { password: t("login.passwordRequired") }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const username = values.username.trim();
    const answer = await logIn({
      username,
      password: values.password,
      ...(needsTotp && values.totp ? { totp: values.totp.trim() } : {}),
    });
    if (answer.kind === "ok") {
      const status = await adminGet<{ email: string }>("/api/admin/session");
      setBusy(false);
      onLoggedIn(status.kind === "ok" ? status.data.email : username.toLowerCase());
      return;
    }
    setBusy(false);
    if (answer.kind === "failed" && answer.message === ADMIN_TEXTS.totpRequired) setNeedsTotp(true);
    if (answer.kind === "offline") return setProblem(t("login.error"));
    if (answer.kind === "login") return setProblem(t("login.required"));
    const key = serverTextKey(answer.message);
    setProblem(key ? t(key) : (answer.message ?? t("login.failed")));
  };

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t("login.heading")}</h1>
      <p className="mt-2 text-stone-700">{t("login.intro")}</p>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="mt-6 grid gap-4 rounded-3xl border border-stone-200 bg-white p-5 sm:p-6"
      >
        {problem ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-3 font-medium text-red-800">
            {problem}
          </p>
        ) : null}
        <TextField
          label={t("login.username")}
          type="email"
          autoComplete="username"
          {...field("username")}
        />
        <TextField
          label={t("login.password")}
          type="password"
          autoComplete="current-password"
          {...field("password")}
        />
        {needsTotp ? (
          <TextField
            label={t("login.totp")}
            hint={t("login.totpHint")}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field("totp")}
          />
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("login.submitting") : t("login.submit")}
        </Button>
      </form>
    </div>
  );
}
