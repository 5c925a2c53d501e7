import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useCurrentUser } from "../api/use-current-user.ts";

const UserMenu = lazy(() => import("./user-menu.tsx"));

/** The same width in every state, so the header does not jump when the check finishes. */
const WIDTH = "min-w-24";

/** 000 §2: a disabled spinner while loading; "Sign In" (→ /auth) or the user's menu. */
export function UserControl() {
  const { t } = useTranslation();
  const { data: user, isPending } = useCurrentUser();
  const checking = (
    <button type="button" disabled className={`${buttonClasses("outline", "md")} ${WIDTH}`}>
      <Spinner label={t("account.checking")} />
    </button>
  );
  if (isPending) return checking;
  if (user) {
    return (
      <div className={`flex justify-end ${WIDTH}`}>
        <Suspense fallback={checking}>
          <UserMenu user={user} />
        </Suspense>
      </div>
    );
  }
  return (
    <Link to="/auth" className={`${buttonClasses("primary", "md")} ${WIDTH}`}>
      {t("account.signIn")}
    </Link>
  );
}
