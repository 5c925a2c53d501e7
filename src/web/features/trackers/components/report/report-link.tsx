import { FileText } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button.tsx";

function Inner() {
  const { t } = useTranslation("tracker-report");
  return (
    <p className="mt-3">
      <Link to="/doctor-report" className={buttonClasses("outline")}>
        <FileText aria-hidden className="h-5 w-5" />
        {t("openReport")}
      </Link>
    </p>
  );
}

/**
 * The way from her trackers to the printable report. Its few words load on their own, so
 * the tracker page shows at once and the link joins a moment later.
 */
export function ReportLink() {
  return (
    <Suspense fallback={null}>
      <Inner />
    </Suspense>
  );
}
