import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { AdminEmail } from "../../../../contracts/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { inputClasses } from "../../../components/ui/text-field.tsx";
import { useAdminList } from "../hooks/use-admin-list.ts";
import { badgeVariant, EMAIL_VIEWS, filterEmails, type EmailView } from "../lib/emails.ts";
import { formatAdminDate } from "../lib/format.ts";
import { pageCount, pageOf } from "../lib/pagination.ts";
import { ListTab } from "./list-tab.tsx";
import { Pagination } from "./pagination.tsx";

const BADGE = {
  default: "bg-stone-900 text-white",
  outline: "border border-stone-400 text-stone-900",
  destructive: "bg-red-700 text-white",
  secondary: "bg-stone-200 text-stone-900",
} as const;

function StatusBadge({ email }: { email: AdminEmail }) {
  const { t } = useTranslation("admin");
  const variant = badgeVariant(email.status);
  return (
    <div>
      <span
        data-variant={variant}
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[variant]}`}
      >
        {t(`emails.statusNames.${email.status}`, { defaultValue: email.status })}
      </span>
      {email.status === "failed" && email.statusDetails ? (
        <p className="mt-1 text-xs text-red-800">{email.statusDetails}</p>
      ) : null}
    </div>
  );
}

/** 001 §2 / §5: search, sub-tabs, 10 a page with at most 5 page links. */
export function EmailsTab() {
  const { t, i18n } = useTranslation("admin");
  const list = useAdminList<AdminEmail>("/api/admin/email-tracking");
  const [query, setQuery] = useState("");
  const [view, setView] = useState<EmailView>("all");
  const [page, setPage] = useState(1);
  const shown = filterEmails(list.items, query, view);
  const pages = pageCount(shown.length);
  const current = Math.min(page, pages);

  return (
    <ListTab
      ns="emails"
      title={t("tabs.emails")}
      list={list}
      rows={pageOf(shown, current)}
      columns={[
        { header: t("emails.type"), cell: (e) => e.emailType },
        {
          header: t("emails.recipient"),
          cell: (e) => (
            <>
              <span>{e.emailTo}</span>
              {e.userDetails ? (
                <span className="block text-xs text-stone-600">@{e.userDetails.username}</span>
              ) : null}
            </>
          ),
        },
        { header: t("emails.subject"), cell: (e) => e.subject, wrap: true },
        { header: t("emails.status"), cell: (e) => <StatusBadge email={e} />, wrap: true },
        {
          header: t("emails.sent"),
          cell: (e) => formatAdminDate(e.sentAt ?? e.createdAt, i18n.language),
        },
      ]}
    >
      {list.failed && !list.loaded ? (
        <div role="alert" className="mt-3 rounded-2xl bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t("emails.loadFailed")}</p>
          <p className="text-sm">{list.failed}</p>
          <Button className="mt-2" size="sm" variant="outline" onClick={list.refresh}>
            {t("list.tryAgain")}
          </Button>
        </div>
      ) : null}
      <input
        type="search"
        aria-label={t("emails.search")}
        placeholder={t("emails.search")}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setPage(1);
        }}
        className={`${inputClasses} mt-4`}
      />
      <div role="group" aria-label={t("emails.views")} className="mt-3 flex flex-wrap gap-2">
        {EMAIL_VIEWS.map((v) => (
          <Button
            key={v}
            size="sm"
            variant={v === view ? "primary" : "outline"}
            aria-pressed={v === view}
            onClick={() => {
              setView(v);
              setPage(1);
            }}
          >
            {t(`emails.${v}`)}
          </Button>
        ))}
      </div>
      {shown.length > 0 ? <Pagination page={current} pages={pages} onPage={setPage} /> : null}
    </ListTab>
  );
}
