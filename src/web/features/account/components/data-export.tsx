import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { toast } from "../../../lib/toast.ts";
import { downloadMyData } from "../api/account-api.ts";

export function DataExport() {
  const { t } = useTranslation("account");
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadMyData()
      .catch(() => toast({ variant: "destructive", title: t("export.failed") }))
      .finally(() => setBusy(false));
  };
  return (
    <div>
      <p className="text-stone-700">{t("export.text")}</p>
      <Button variant="outline" className="mt-4" disabled={busy} onClick={download}>
        {busy ? <Spinner /> : <Download aria-hidden className="h-5 w-5" />}
        {busy ? t("export.preparing") : t("export.button")}
      </Button>
    </div>
  );
}
