import { useTranslation } from "../../../lib/use-translation.tsx";
import type {
  AdminMedicationCheck,
  AdminMood,
  AdminPregnancy,
  AdminSupportMessage,
  AdminUser,
} from "../../../../contracts/admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useAdminList } from "../hooks/use-admin-list.ts";
import { formatAdminDate } from "../lib/format.ts";
import { DeleteUser } from "./delete-user.tsx";
import { ListTab } from "./list-tab.tsx";
import { SupportRead } from "./support-read.tsx";

const dash = (value: string | number | null) => (value === null || value === "" ? "—" : value);
/** Ids are uuids: the first block is enough to tell rows apart on a phone; the whole on hover. */
const shortId = (id: string | null) => (id ? <span title={id}>{id.slice(0, 8)}</span> : "—");

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string | null) => formatAdminDate(iso, i18n.language);
}

export function UsersTab() {
  const { t } = useTranslation("admin");
  const date = useDate();
  const list = useAdminList<AdminUser>("/api/admin/users");
  const forceRefresh = (
    <button
      type="button"
      onClick={list.refresh}
      className="min-h-9 px-2 text-sm font-medium text-rose-800 underline underline-offset-2"
    >
      {t("list.forceRefresh")}
    </button>
  );
  return (
    <ListTab
      ns="users"
      title={t("tabs.users")}
      list={list}
      actions={forceRefresh}
      whenEmpty={
        <Button className="mt-3" variant="outline" size="sm" onClick={list.refresh}>
          {t("list.tryAgain")}
        </Button>
      }
      columns={[
        { header: t("users.name"), cell: (u) => `${u.firstName} ${u.lastName}` },
        { header: t("users.username"), cell: (u) => u.username },
        { header: t("users.email"), cell: (u) => u.email },
        { header: t("users.mobile"), cell: (u) => dash(u.mobileNumber) },
        { header: t("users.age"), cell: (u) => dash(u.age) },
        { header: t("users.week"), cell: (u) => dash(u.pregnancyWeek) },
        { header: t("users.month"), cell: (u) => dash(u.pregnancyMonth) },
        { header: t("users.trimester"), cell: (u) => dash(u.pregnancyTrimester) },
        { header: t("users.joined"), cell: (u) => date(u.createdAt) },
        {
          header: t("users.actions"),
          cell: (u) => <DeleteUser user={u} onDeleted={() => list.remove(u.id)} />,
        },
      ]}
    />
  );
}

export function PregnancyTab() {
  const { t } = useTranslation("admin");
  const date = useDate();
  const list = useAdminList<AdminPregnancy>("/api/admin/pregnancy-data");
  return (
    <ListTab
      ns="pregnancy"
      title={t("tabs.pregnancy")}
      list={list}
      columns={[
        { header: t("pregnancy.user"), cell: (p) => shortId(p.userId) },
        { header: t("pregnancy.week"), cell: (p) => p.currentWeek },
        { header: t("pregnancy.due"), cell: (p) => p.dueDate },
        { header: t("pregnancy.created"), cell: (p) => date(p.createdAt) },
        { header: t("pregnancy.updated"), cell: (p) => date(p.updatedAt) },
      ]}
    />
  );
}

export function MoodTab() {
  const { t } = useTranslation("admin");
  const date = useDate();
  const list = useAdminList<AdminMood>("/api/admin/mood-entries");
  return (
    <ListTab
      ns="mood"
      title={t("tabs.mood")}
      list={list}
      columns={[
        { header: t("mood.user"), cell: (m) => shortId(m.userId) },
        { header: t("mood.week"), cell: (m) => dash(m.week) },
        { header: t("mood.mood"), cell: (m) => m.mood },
        { header: t("mood.note"), cell: (m) => dash(m.note), wrap: true },
        { header: t("mood.created"), cell: (m) => date(m.createdAt) },
      ]}
    />
  );
}

/** 001 §3: isSafe true / false / null reads Safe / Not Safe / Unknown. */
function SafetyBadge({ isSafe }: { isSafe: boolean | null }) {
  const { t } = useTranslation("admin");
  const [text, tone] =
    isSafe === true
      ? [t("medication.safe"), "bg-emerald-100 text-emerald-900"]
      : isSafe === false
        ? [t("medication.notSafe"), "bg-red-100 text-red-900"]
        : [t("medication.unknown"), "bg-stone-200 text-stone-900"];
  return <span className={`rounded-full px-2 py-0.5 font-medium ${tone}`}>{text}</span>;
}

export function MedicationTab() {
  const { t } = useTranslation("admin");
  const date = useDate();
  const list = useAdminList<AdminMedicationCheck>("/api/admin/medication-checks");
  return (
    <ListTab
      ns="medication"
      title={t("tabs.medication")}
      list={list}
      columns={[
        { header: t("medication.name"), cell: (m) => m.medicationName },
        { header: t("medication.safety"), cell: (m) => <SafetyBadge isSafe={m.isSafe} /> },
        { header: t("medication.notes"), cell: (m) => dash(m.notes), wrap: true },
        {
          header: t("medication.user"),
          cell: (m) => (m.userId ? shortId(m.userId) : t("medication.guest")),
        },
        { header: t("medication.created"), cell: (m) => date(m.createdAt) },
      ]}
    />
  );
}

export function SupportTab() {
  const { t } = useTranslation("admin");
  const date = useDate();
  const list = useAdminList<AdminSupportMessage>("/api/admin/support-messages");
  return (
    <ListTab
      ns="support"
      title={t("tabs.support")}
      list={list}
      columns={[
        { header: t("support.from"), cell: (m) => `${m.name} <${m.email}>` },
        { header: t("support.subject"), cell: (m) => m.subject, wrap: true },
        { header: t("support.message"), cell: (m) => m.message, wrap: true },
        {
          header: t("support.status"),
          cell: (m) => <SupportRead message={m} onChanged={list.replace} />,
        },
        { header: t("support.received"), cell: (m) => date(m.createdAt) },
      ]}
    />
  );
}
