import { useQueryClient } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "../../lib/use-translation.tsx";
import logo from "../../assets/logo-mark.svg";

function scrollToTop(): void {
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}

/**
 * 000 §2: the logo links home. On home it refreshes (fresh data, back to the top) without a
 * full reload, which would cost a slow connection the whole app again; elsewhere it goes
 * home and scrolls to the top.
 */
export function LogoLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname === "/") {
      event.preventDefault();
      void queryClient.invalidateQueries();
    }
    scrollToTop();
  };
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label={t("nav.home")}
      className="flex shrink-0 items-center gap-2 rounded-full py-1 pr-2"
    >
      <img src={logo} alt="" width={36} height={36} className="h-9 w-9" />
      <span className="text-xl font-bold text-rose-800">{t("appName")}</span>
    </Link>
  );
}
