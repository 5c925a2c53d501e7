import { HeartHandshake } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmAction, ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";

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
    <ConfirmDialog
      trigger={t("ended.button")}
      triggerClassName={`${buttonClasses("ghost", "sm")} text-stone-600 underline`}
      title={t("ended.confirmTitle")}
      description={t("ended.confirmText")}
      cancel={t("ended.cancel")}
      confirm={
        <ConfirmAction
          className={buttonClasses("primary", "md")}
          disabled={pending}
          onClick={onConfirm}
        >
          {t("ended.confirm")}
        </ConfirmAction>
      }
    />
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
