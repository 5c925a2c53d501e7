import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../features/auth/api/use-current-user.ts";

/** The floating chat loads after the page (its dialog and chat are not first-load code). */
export function FloatingChatSlot() {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const [FloatingChat] = useState(() =>
    lazy(async () => {
      const [module] = await Promise.all([
        import("../../features/assistant/components/floating-chat.tsx"),
        i18n.loadNamespaces("chat"),
      ]);
      return { default: module.FloatingChat };
    }),
  );
  return (
    <Suspense fallback={null}>
      <FloatingChat keepInBrowser={!user} />
    </Suspense>
  );
}
