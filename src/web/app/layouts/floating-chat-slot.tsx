import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { afterLoadWhenIdle } from "../../lib/idle.ts";

/** 000 §2: the floating button is hidden on home and /chat. */
const HIDDEN_ON = new Set(["/", "/chat"]);
/** At the latest this long after the page has loaded, the button comes. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The floating chat loads once the page has loaded and gone idle (issue 12): its button,
 * dialog and texts are not first-load code, and on home and /chat it never loads at all.
 * Leaving for one of those closes it, so the dialog is closed when she comes back (000 §2).
 */
export function FloatingChatSlot() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const hidden = HIDDEN_ON.has(pathname);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (hidden || wanted) return;
    return afterLoadWhenIdle(() => setWanted(true), IDLE_TIMEOUT_MS);
  }, [hidden, wanted]);
  const [FloatingChat] = useState(() =>
    lazy(async () => {
      const [module] = await Promise.all([
        import("../../features/assistant/components/floating-chat.tsx"),
        i18n.loadNamespaces("chat"),
      ]);
      return { default: module.FloatingChat };
    }),
  );
  if (hidden || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <FloatingChat keepInBrowser={!user} />
    </Suspense>
  );
}
