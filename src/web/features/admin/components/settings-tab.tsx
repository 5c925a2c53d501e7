import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import {
  ADMIN_PASSWORD_MIN,
  PROTECTION_CODE_MIN,
  type AdminAudit,
} from "../../../../contracts/admin.ts";
import { toast } from "../../../lib/toast.ts";
import { useAdminConnection } from "../hooks/use-admin-session.ts";
import { useAdminList } from "../hooks/use-admin-list.ts";
import { adminPost, serverTextKey, type AdminAnswer } from "../lib/admin-api.ts";
import { formatAdminDate } from "../lib/format.ts";
import { ListTab } from "./list-tab.tsx";
import { SecretForm, type Values } from "./secret-form.tsx";

function Panel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 className="text-xl font-semibold text-stone-900">{title}</h2>
      <p className="mt-1 mb-4 text-stone-700">{intro}</p>
      {children}
    </section>
  );
}

/** Only the checks that fail, keyed by field: the form shows each under its input. */
function problems(checks: [string, boolean, string][]): Values {
  return Object.fromEntries(checks.filter(([, bad]) => bad).map(([name, , text]) => [name, text]));
}

/** Settings (001 §2): protection code, admin password, and the read-only audit log. */
export function SettingsTab() {
  const { t, i18n } = useTranslation("admin");
  const connection = useAdminConnection();
  const audit = useAdminList<AdminAudit>("/api/admin/audit");

  /** 001 §8: the server's message (translated when it is one of ours), else the fallback. */
  const outcome = (answer: AdminAnswer<unknown>, failed: string, error: string) => {
    if (answer.kind === "login") connection.loginRequired();
    if (answer.kind === "offline") return error;
    if (answer.kind === "failed") {
      const key = serverTextKey(answer.message);
      return key ? t(key) : (answer.message ?? failed);
    }
    return null;
  };

  const changeCode = async (v: Values) => {
    const answer = await adminPost("/api/admin/protection-code", {
      currentCode: v.current,
      newCode: v.next,
    });
    const problem = outcome(answer, t("settings.codeFailed"), t("settings.codeError"));
    if (answer.kind === "ok") {
      toast({ title: t("settings.codeUpdatedTitle"), description: t("settings.codeUpdated") });
      audit.refresh();
    } else
      toast({
        title: t("settings.codeErrorTitle"),
        description: problem ?? "",
        variant: "destructive",
      });
    return answer.kind === "ok";
  };

  const changePassword = async (v: Values) => {
    const answer = await adminPost("/api/admin/reset-password", {
      currentPassword: v.current,
      newPassword: v.next,
    });
    const problem = outcome(answer, t("settings.passwordFailed"), t("settings.passwordError"));
    if (answer.kind === "ok") {
      toast({ title: t("settings.passwordUpdated") });
      audit.refresh();
    } else toast({ title: problem ?? "", variant: "destructive" });
    return answer.kind === "ok";
  };

  return (
    <div className="grid gap-6">
      <Panel title={t("settings.protection")} intro={t("settings.protectionIntro")}>
        <SecretForm
          fields={[
            { name: "current", label: t("settings.currentCode"), autoComplete: "off" },
            { name: "next", label: t("settings.newCode"), autoComplete: "off" },
            { name: "confirm", label: t("settings.confirmCode"), autoComplete: "off" },
          ]}
          validate={(v) =>
            problems([
              ["current", !v.current, t("settings.currentCodeRequired")],
              ["next", (v.next ?? "").length < PROTECTION_CODE_MIN, t("settings.newCodeMin")],
              [
                "confirm",
                (v.confirm ?? "").length < PROTECTION_CODE_MIN,
                t("settings.confirmCodeRequired"),
              ],
              [
                "confirm",
                (v.confirm ?? "").length >= PROTECTION_CODE_MIN && v.confirm !== v.next,
                t("settings.codesMismatch"),
              ],
            ])
          }
          submit={changeCode}
          button={t("settings.saveCode")}
          busyLabel={t("settings.saving")}
        />
      </Panel>
      <Panel title={t("settings.admin")} intro={t("settings.adminIntro")}>
        <SecretForm
          fields={[
            {
              name: "current",
              label: t("settings.currentPassword"),
              autoComplete: "current-password",
            },
            { name: "next", label: t("settings.newPassword"), autoComplete: "new-password" },
            { name: "confirm", label: t("settings.confirmPassword"), autoComplete: "new-password" },
          ]}
          validate={(v) =>
            problems([
              ["current", !v.current, t("settings.currentPasswordRequired")],
              ["next", (v.next ?? "").length < ADMIN_PASSWORD_MIN, t("settings.newPasswordMin")],
              ["confirm", !v.confirm, t("settings.confirmRequired")],
              ["confirm", !!v.confirm && v.confirm !== v.next, t("settings.passwordsMismatch")],
            ])
          }
          submit={changePassword}
          button={t("settings.savePassword")}
          busyLabel={t("settings.saving")}
        />
      </Panel>
      <ListTab
        ns="audit"
        title={t("settings.audit")}
        list={audit}
        columns={[
          {
            header: t("settings.auditWhen"),
            cell: (a) => formatAdminDate(a.createdAt, i18n.language),
          },
          { header: t("settings.auditWho"), cell: (a) => a.adminEmail ?? "—" },
          { header: t("settings.auditAction"), cell: (a) => a.action },
          { header: t("settings.auditTarget"), cell: (a) => a.target ?? "—" },
          { header: t("settings.auditFrom"), cell: (a) => a.address ?? "—" },
        ]}
      />
    </div>
  );
}
