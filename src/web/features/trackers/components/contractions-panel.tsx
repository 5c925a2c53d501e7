import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ContractionItem } from "../../../../contracts/trackers.ts";
import { CONTRACTION_MAX_MINUTES } from "../../../../contracts/tracker-limits.ts";
import { labourVerdict } from "../../../../domain/trackers/contractions.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { ConfirmAction, ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { sinceDaysAgo } from "../lib/cover.ts";
import { LogState } from "./symptoms/log-parts.tsx";
import { ContractionAdvice, ContractionAlerts } from "./timing/contraction-advice.tsx";
import { ContractionTable, LastHour } from "./timing/contraction-table.tsx";
import { useContractionStart, useNow } from "./timing/running.ts";
import { clockText, currentSession, newestFirst } from "./timing/timing.ts";
import type { PanelProps } from "./trackers-screen.tsx";

/**
 * The Contractions tab (issue 14 part 6): one big Start/Stop, the session's contractions
 * with length and interval, the last hour's averages, 5-1-1 and the warnings. Only the session
 * she is timing is listed (no history, so no "Show older"); since yesterday is read whole, so
 * even a long session of labour is all there.
 */
export default function ContractionsPanel({ week, signedIn }: PanelProps) {
  const { t } = useTranslation("tracker-timing");
  const tracker = useTracker<ContractionItem>("contractions", signedIn, sinceDaysAgo(1));
  const [running, setRunning] = useContractionStart();
  const now = useNow(running ? 1000 : 15_000);
  const session = currentSession(tracker.items, now);
  const { verdict, warnings, recent } = labourVerdict(session, { now: new Date(now), week });

  const stop = async () => {
    if (!running) return;
    const timing = { startedAt: running, endedAt: new Date().toISOString() };
    setRunning(null);
    const length = Date.parse(timing.endedAt) - Date.parse(timing.startedAt);
    if (length <= 0) return;
    if (length > CONTRACTION_MAX_MINUTES * 60_000) {
      toast({ title: t("contractions.tooLong"), variant: "destructive" });
      return;
    }
    try {
      await tracker.create.mutateAsync(timing);
    } catch {
      setRunning(timing.startedAt);
      toast({ title: t("contractions.saveFailed"), variant: "destructive" });
    }
  };

  const clear = async () => {
    try {
      for (const item of session) await tracker.remove.mutateAsync(item.id);
      toast({ title: t("contractions.cleared") });
    } catch {
      toast({ title: t("contractions.clearFailed"), variant: "destructive" });
    }
  };

  const big =
    "min-h-32 w-full rounded-3xl px-6 text-2xl font-bold shadow-md focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-rose-600 disabled:bg-stone-400";
  return (
    <div className="grid gap-8">
      <section className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
        <h3 className="text-xl font-semibold text-stone-900">{t("contractions.title")}</h3>
        <p className="text-stone-700">{t("contractions.intro")}</p>
        <ContractionAlerts verdict={verdict} warnings={warnings} />
        {running ? (
          <p role="status" className="text-center text-lg text-stone-800">
            {t("contractions.running")}{" "}
            <span className="text-3xl font-bold tabular-nums">
              {clockText((now - Date.parse(running)) / 1000)}
            </span>
          </p>
        ) : null}
        <button
          type="button"
          disabled={tracker.create.isPending}
          onClick={() => (running ? void stop() : setRunning(new Date().toISOString()))}
          className={`${big} ${running ? "bg-stone-800 text-white hover:bg-stone-900" : "bg-rose-700 text-white hover:bg-rose-800"}`}
        >
          {t(running ? "contractions.stop" : "contractions.start")}
        </button>
      </section>
      <ContractionAdvice />
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : session.length === 0 ? (
        <p className="text-stone-700">{t("contractions.empty")}</p>
      ) : (
        <div className="grid gap-6">
          <LastHour recent={recent} />
          <ContractionTable rows={newestFirst(session)} />
          <ConfirmDialog
            trigger={t("contractions.clear")}
            triggerClassName={`${buttonClasses("outline", "md")} w-fit`}
            triggerDisabled={tracker.remove.isPending}
            title={t("contractions.clearTitle")}
            description={t("contractions.clearText")}
            cancel={t("contractions.clearKeep")}
            confirm={
              <ConfirmAction
                className={buttonClasses("primary", "md")}
                onClick={() => void clear()}
              >
                {t("contractions.clearConfirm")}
              </ConfirmAction>
            }
          />
        </div>
      )}
    </div>
  );
}
