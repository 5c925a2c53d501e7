import { useState, type ComponentType } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Link } from "react-router";
import { buttonClasses, Button } from "../../../components/ui/button.tsx";
import { adminPost } from "../lib/admin-api.ts";
import { EmailsTab } from "./emails-tab.tsx";
import { MedicationTab, MoodTab, PregnancyTab, SupportTab, UsersTab } from "./list-tabs.tsx";
import { SettingsTab } from "./settings-tab.tsx";

const TABS: [string, ComponentType][] = [
  ["users", UsersTab],
  ["pregnancy", PregnancyTab],
  ["mood", MoodTab],
  ["medication", MedicationTab],
  ["support", SupportTab],
  ["emails", EmailsTab],
  ["settings", SettingsTab],
];

/**
 * 001 §2: 'Logged in as' {email}, Emergency Mode, Logout, and the seven tabs. Only the active
 * tab is mounted: its list loads 500 ms after it shows and on every change of tab (001 §4).
 */
export function AdminDashboard({
  email,
  reconnecting,
  onLoggedOut,
}: {
  email: string;
  reconnecting: boolean;
  onLoggedOut: () => void;
}) {
  const { t } = useTranslation("admin");
  const [active, setActive] = useState("users");
  const Tab = TABS.find(([name]) => name === active)?.[1] ?? UsersTab;

  const logout = async () => {
    await adminPost("/api/admin/logout");
    onLoggedOut();
  };

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{t("title")}</h1>
          <p className="text-stone-700">
            {t("header.loggedInAs")} <strong className="break-all">{email}</strong>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/emergency" className={buttonClasses("outline", "sm")}>
            {t("header.emergency")}
          </Link>
          <Button variant="secondary" size="sm" onClick={() => void logout()}>
            {t("header.logout")}
          </Button>
        </div>
      </header>
      {reconnecting ? (
        <p role="status" className="mt-3 rounded-2xl bg-amber-50 p-3 text-amber-900">
          {t("header.reconnecting")}
        </p>
      ) : null}
      <div role="tablist" aria-label={t("tabs.label")} className="mt-4 flex flex-wrap gap-1">
        {TABS.map(([name]) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={name === active}
            aria-controls="admin-panel"
            onClick={() => setActive(name)}
            className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-medium ${
              name === active
                ? "bg-rose-700 text-white"
                : "bg-white text-stone-800 hover:bg-rose-50"
            }`}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="admin-panel" aria-labelledby={`tab-${active}`} className="mt-4">
        <Tab key={active} />
      </div>
    </div>
  );
}
