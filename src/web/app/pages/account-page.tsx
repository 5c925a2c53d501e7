import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import type { User } from "../../../contracts/auth.ts";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { DataExport } from "../../features/account/components/data-export.tsx";
import { DeleteAccount } from "../../features/account/components/delete-account.tsx";
import { ProfileForm } from "../../features/account/components/profile-form.tsx";
import {
  forgetUser,
  ME_KEY,
  useCurrentUser,
  type MeData,
} from "../../features/auth/api/use-current-user.ts";
import { chooseLanguage } from "../../lib/i18n.ts";
import { PageTitle } from "../../components/ui/page-title.tsx";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-xl font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** /account: profile and language, download and deletion of the user's data (DPDP Act 2023). */
export default function AccountPage() {
  const { t, i18n } = useTranslation(["account", "common"]);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const leaving = useRef(false);

  useEffect(() => {
    if (!isPending && !user && !leaving.current)
      void navigate("/auth?mode=signin", { replace: true });
  }, [isPending, user, navigate]);
  if (!user) return <PageLoading />;

  const saved = (next: User) => {
    queryClient.setQueryData<MeData>(ME_KEY, () => ({ success: true, user: next }));
    void chooseLanguage(i18n, next.preferredLanguage);
  };
  const deleted = () => {
    // Going home, not to sign-in: this page must not treat "no user" as "please sign in".
    leaving.current = true;
    void navigate("/", { replace: true });
    void forgetUser(queryClient);
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageTitle>{`${t("title")} · ${t("common:appName")}`}</PageTitle>
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 text-lg text-stone-700">{t("subtitle")}</p>
      <Panel title={t("profile.title")}>
        <ProfileForm user={user} onSaved={saved} />
      </Panel>
      <Panel title={t("export.title")}>
        <DataExport />
      </Panel>
      <Panel title={t("delete.title")}>
        <DeleteAccount onDeleted={deleted} />
      </Panel>
    </div>
  );
}
