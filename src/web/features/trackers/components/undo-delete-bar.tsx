import { useSyncExternalStore } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { currentDelete, subscribeDelete, undoDelete } from "../lib/pending-delete.ts";

/**
 * "Entry deleted · Undo" while a deleted entry's undo time runs, on whichever tab she is. It
 * stays in view at the foot of the screen, since the list she deleted from may be long.
 */
export function UndoDeleteBar() {
  const { t } = useTranslation("tracker-log");
  const waiting = useSyncExternalStore(subscribeDelete, currentDelete, currentDelete);
  return (
    <div role="status" className="sticky bottom-4 z-10 mt-4 empty:hidden">
      {waiting ? (
        <div className="flex w-full items-center gap-3 rounded-2xl bg-stone-900 p-3 pl-4 text-white shadow-lg">
          <p className="flex-1">{t("delete.waiting")}</p>
          <Button variant="secondary" onClick={undoDelete}>
            {t("delete.undo")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
