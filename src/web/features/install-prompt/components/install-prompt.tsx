import { Download, Share, SquarePlus, X } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useInstallPrompt } from "../hooks/use-install-prompt.ts";

export function InstallPrompt() {
  const { t } = useTranslation();
  const { mode, install, dismiss } = useInstallPrompt();
  if (mode === "hidden") return null;
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-3 bottom-3 z-40 rounded-3xl border border-rose-100 bg-white p-4 shadow-xl sm:right-auto sm:left-4 sm:max-w-sm"
    >
      <h2 id="install-title" className="text-lg font-semibold text-stone-900">
        {t("install.title")}
      </h2>
      {mode === "install" ? (
        <>
          <p className="mt-1 text-stone-700">{t("install.text")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={() => void install()}>
              <Download aria-hidden className="h-5 w-5" />
              {t("install.button")}
            </Button>
            <Button variant="ghost" onClick={dismiss}>
              {t("install.dismiss")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 pr-8 text-stone-700">{t("install.iosIntro")}</p>
          <ol className="mt-2 grid gap-1 text-stone-800">
            <li className="flex items-center gap-2">
              <Share aria-hidden className="h-5 w-5 text-rose-700" /> {t("install.iosStep1")}
            </li>
            <li className="flex items-center gap-2">
              <SquarePlus aria-hidden className="h-5 w-5 text-rose-700" /> {t("install.iosStep2")}
            </li>
            <li className="flex items-center gap-2">
              <span aria-hidden className="w-5 text-center font-bold text-rose-700">
                ✓
              </span>
              {t("install.iosStep3")}
            </li>
          </ol>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t("install.dismiss")}
            className="absolute top-2 right-2 rounded-full p-3 text-stone-600 hover:bg-rose-50"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        </>
      )}
    </section>
  );
}
