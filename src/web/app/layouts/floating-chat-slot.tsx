import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../lib/use-translation.tsx";
import { useLocation } from "react-router";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";
import { afterLoadWhenIdle } from "../../lib/idle.ts";
import { loadOnce } from "../../lib/load-once.ts";
import { logError } from "../../lib/log.ts";

/** 000 §2: the floating button is hidden on home and /chat. */
const HIDDEN_ON = new Set(["/", "/chat"]);
/** At the latest this long after the page has loaded, the button comes. */
const IDLE_TIMEOUT_MS = 2000;

const loadFloatingChat = loadOnce(
  () => import("../../features/assistant/components/floating-chat.tsx"),
);
const FloatingChat = lazy(async () => ({ default: (await loadFloatingChat()).FloatingChat }));

/**
 * The floating chat loads once the page has loaded and gone idle (issue 12): its button,
 * dialog and texts are not first-load code, and on home and /chat it never loads at all.
 * It shows only once its code is here: a load that fails (a flaky network) leaves the page
 * as it is, without the button, and the next page she opens tries again. Leaving for home or
 * /chat closes it, so the dialog is closed when she comes back (000 §2).
 */
export function FloatingChatSlot() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const hidden = HIDDEN_ON.has(pathname);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (hidden || ready) return;
    let live = true;
    const cancel = afterLoadWhenIdle(() => {
      Promise.all([loadFloatingChat(), i18n.loadNamespaces("chat")]).then(
        () => live && setReady(true),
        (error: unknown) => logError("the floating chat could not load", error),
      );
    }, IDLE_TIMEOUT_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [hidden, ready, pathname, i18n]);
  if (hidden || !ready) return null;
  return (
    <Suspense fallback={null}>
      <FloatingChat keepInBrowser={!user} />
    </Suspense>
  );
}
