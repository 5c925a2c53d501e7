import { AlertDialog } from "radix-ui";
import { HeartHandshake } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";

/**
 * Beyond the spec: when a pregnancy ends, baby updates stop (leading apps are criticised
 * for carrying on after a loss). Nothing is deleted and it can be undone.
 */
export function EndPregnancyButton({
  onConfirm,
  pending,
}: {
  onConfirm: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={`${buttonClasses("ghost", "sm")} text-stone-600 underline`}>
        {t("ended.button")}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-stone-900">
            {t("ended.confirmTitle")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {t("ended.confirmText")}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses("ghost", "md")}>
              {t("ended.cancel")}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses("primary", "md")}
              disabled={pending}
              onClick={onConfirm}
            >
              {t("ended.confirm")}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export function PregnancyEnded({ onUndo, pending }: { onUndo: () => void; pending: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <section
      aria-labelledby="ended-title"
      className="rounded-3xl border border-rose-100 bg-white p-6 shadow-sm"
    >
      <HeartHandshake aria-hidden className="h-10 w-10 text-rose-700" />
      <h2 id="ended-title" className="mt-3 text-2xl font-bold text-stone-900">
        {t("ended.title")}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-stone-800">{t("ended.text")}</p>
      <ul className="mt-4 grid gap-2 text-stone-800">
        <li>{t("ended.care")}</li>
        <li>{t("ended.india")}</li>
        <li>{t("ended.usa")}</li>
      </ul>
      <Button variant="outline" className="mt-6" disabled={pending} onClick={onUndo}>
        {t("ended.undo")}
      </Button>
    </section>
  );
}
