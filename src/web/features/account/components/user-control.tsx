import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useCurrentUser } from "../api/use-current-user.ts";

/** The same width in both states, so the header does not jump when the check finishes. */
const WIDTH = "min-w-24";

/** 000 §2: a disabled spinner while loading; "Sign In" (→ /auth) when nobody is signed in. */
export function UserControl() {
  const { t } = useTranslation();
  const { isPending } = useCurrentUser();
  if (isPending) {
    return (
      <button type="button" disabled className={`${buttonClasses("outline", "md")} ${WIDTH}`}>
        <Spinner label={t("account.checking")} />
      </button>
    );
  }
  return (
    <Link to="/auth" className={`${buttonClasses("primary", "md")} ${WIDTH}`}>
      {t("account.signIn")}
    </Link>
  );
}
