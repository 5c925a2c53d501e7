import { FileText } from "lucide-react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button.tsx";

/** The way from her trackers to the printable report (its words are the tracker page's own). */
export function ReportLink() {
  const { t } = useTranslation("trackers");
  return (
    <p className="mt-3">
      <Link to="/doctor-report" className={buttonClasses("outline")}>
        <FileText aria-hidden className="h-5 w-5" />
        {t("openReport")}
      </Link>
    </p>
  );
}
