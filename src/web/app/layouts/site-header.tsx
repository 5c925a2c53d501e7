import { Menu, X } from "lucide-react";
import { useState } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import { UserControl } from "../../features/auth/components/user-control.tsx";
import { LanguageChoice } from "../../features/language/components/language-choice.tsx";
import { LanguageMenu } from "../../features/language/components/language-menu.tsx";
import { LogoLink } from "./logo-link.tsx";
import { NAV_ITEMS } from "./nav-items.ts";

const pillClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-4 ${
    isActive ? "bg-rose-700 text-white" : "text-stone-700 hover:bg-rose-50 hover:text-rose-800"
  }`;

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-rose-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-4">
        <LogoLink />
        <nav aria-label={t("nav.label")} className="mx-auto hidden lg:block">
          <ul className="flex items-center gap-1 rounded-full bg-rose-50/70 p-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={pillClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <div className="hidden sm:block">
            <LanguageMenu />
          </div>
          <UserControl />
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-stone-800 hover:bg-rose-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X aria-hidden className="h-6 w-6" />
            ) : (
              <Menu aria-hidden className="h-6 w-6" />
            )}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t("nav.mobileLabel")}
          className="border-t border-rose-100 bg-white px-4 pt-2 pb-4 lg:hidden"
        >
          <ul className="grid gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center rounded-2xl px-4 font-medium ${
                      isActive ? "bg-rose-700 text-white" : "text-stone-800 hover:bg-rose-50"
                    }`
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-4 mb-2 text-sm font-medium text-stone-600">{t("language.label")}</p>
          <LanguageChoice />
        </nav>
      ) : null}
    </header>
  );
}
