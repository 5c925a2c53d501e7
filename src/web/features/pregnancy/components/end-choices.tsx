import { Baby } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { PregnancyEnded } from "../../../../contracts/pregnancy.ts";
import { oneYearBefore } from "../../../../domain/birth.ts";
import { isIsoDate, localIsoDate, type IsoDate } from "../../../../domain/dates.ts";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { EndPregnancyButton } from "./pregnancy-ended.tsx";

/** Issue 10: a birth date is today or earlier, and at most a year back. */
function birthDateError(date: string, today: IsoDate): string | undefined {
  if (!isIsoDate(date)) return "dueDate.dateInvalid";
  if (date > today) return "born.dateFuture";
  if (date < oneYearBefore(today)) return "born.dateTooOld";
  return undefined;
}

/** "My baby is born": asks the birth date, today unless she changes it. */
function BabyBornButton({
  pending,
  onConfirm,
}: {
  pending: boolean;
  onConfirm: (birthDate: IsoDate) => void;
}) {
  const { t } = useTranslation("dashboard");
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(localIsoDate);
  const today = localIsoDate();
  const error = birthDateError(date, today);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDate(localIsoDate());
        setOpen(next);
      }}
      trigger={
        <>
          <Baby aria-hidden className="h-5 w-5" /> {t("born.button")}
        </>
      }
      triggerClassName={buttonClasses("outline", "md")}
      title={t("born.dialogTitle")}
      description={t("born.dialogText")}
      cancel={t("ended.cancel")}
      confirm={
        <Button
          disabled={pending || error !== undefined}
          onClick={() => {
            setOpen(false);
            onConfirm(date);
          }}
        >
          {t("born.save")}
        </Button>
      }
    >
      <TextField
        label={t("born.date")}
        type="date"
        required
        value={date}
        min={oneYearBefore(today)}
        max={today}
        error={error && t(error)}
        onChange={(e) => setDate(e.target.value)}
      />
    </ConfirmDialog>
  );
}

/**
 * The two ways a pregnancy ends, side by side, so that a mother who has just given birth
 * is congratulated, and the loss path stays as calm as it was.
 */
export function EndChoices({
  pending,
  onEnd,
}: {
  pending: boolean;
  onEnd: (end: PregnancyEnded) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <BabyBornButton
        pending={pending}
        onConfirm={(birthDate) => onEnd({ ended: true, outcome: "born", birthDate })}
      />
      <EndPregnancyButton
        pending={pending}
        onConfirm={() => onEnd({ ended: true, outcome: "loss" })}
      />
    </div>
  );
}
