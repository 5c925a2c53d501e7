import { useEffect } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { Button } from "../../../components/ui/button.tsx";

export const UNDO_MS = 5_000;

/**
 * "Entry deleted · Undo" for five seconds, above the list, then the delete really happens (onExpire).
 * Leaving the page before then completes it too.
 */
export function UndoBar(props: { title: string; onUndo: () => void; onExpire: () => void }) {
  const { t } = useTranslation("journal");
  const { onExpire } = props;
  useEffect(() => {
    const timer = setTimeout(onExpire, UNDO_MS);
    return () => clearTimeout(timer);
  }, [onExpire]);
  return (
    <div role="status">
      <div className="flex w-full items-center gap-3 rounded-2xl bg-stone-900 p-3 pl-4 text-white shadow-lg">
        <p className="flex-1">{t("delete.done", { title: props.title })}</p>
        <Button variant="secondary" onClick={props.onUndo}>
          {t("delete.undo")}
        </Button>
      </div>
    </div>
  );
}
