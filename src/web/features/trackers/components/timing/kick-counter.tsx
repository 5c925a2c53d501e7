import { useTranslation } from "../../../../lib/use-translation.tsx";
import type { KickSummary } from "../../../../../domain/trackers/kicks.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { clockText } from "./timing.ts";

/** The session in progress: the big tap target, the count and the time, stop and cancel. */
export function KickCounter(props: {
  summary: KickSummary;
  saving: boolean;
  onTap: () => void;
  onStop: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("tracker-timing");
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 text-center">
        <div className="rounded-2xl bg-rose-50 p-3">
          <dt className="text-stone-700">{t("kicks.count")}</dt>
          <dd className="text-4xl font-bold text-stone-900" data-testid="kick-count">
            {props.summary.count}
          </dd>
        </div>
        <div className="rounded-2xl bg-rose-50 p-3">
          <dt className="text-stone-700">{t("kicks.elapsed")}</dt>
          <dd className="text-4xl font-bold text-stone-900 tabular-nums">
            {clockText(props.summary.elapsedSec)}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        onClick={props.onTap}
        disabled={props.saving}
        className="min-h-32 w-full rounded-3xl bg-rose-700 px-6 text-2xl font-bold text-white shadow-md hover:bg-rose-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-rose-600 active:scale-[0.99] disabled:bg-stone-400"
      >
        {t("kicks.tap")}
      </button>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={props.onStop} disabled={props.saving}>
          {t("kicks.stop")}
        </Button>
        <Button variant="ghost" onClick={props.onCancel} disabled={props.saving}>
          {t("kicks.cancel")}
        </Button>
      </div>
    </div>
  );
}
