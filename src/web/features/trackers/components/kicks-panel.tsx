import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { KickItem } from "../../../../contracts/trackers.ts";
import { KICK_SESSION_MAX_HOURS } from "../../../../contracts/tracker-limits.ts";
import {
  KICKS_FROM_WEEK,
  KICKS_TARGET,
  summariseKicks,
  type KickSession,
} from "../../../../domain/trackers/kicks.ts";
import { Button } from "../../../components/ui/button.tsx";
import { SourceLinks } from "../../../components/ui/source-links.tsx";
import { toast } from "../../../lib/toast.ts";
import { useTracker } from "../api/use-tracker.ts";
import { AlertBox } from "./alert-box.tsx";
import { LogState } from "./symptoms/log-parts.tsx";
import { KickCounter } from "./timing/kick-counter.tsx";
import { KickHistory } from "./timing/kick-history.tsx";
import { useKickSession, useNow } from "./timing/running.ts";
import { useDuration } from "./timing/use-duration.ts";
import type { PanelProps } from "./trackers-screen.tsx";

const SOURCES = [
  {
    title: "Your baby's movements",
    publisher: "NHS",
    url: "https://www.nhs.uk/pregnancy/keeping-well/your-babys-movements/",
  },
  {
    title: "Your baby's movements in pregnancy",
    publisher: "RCOG",
    url: "https://www.rcog.org.uk/for-the-public/browse-our-patient-information/your-babys-movements-in-pregnancy/",
  },
  {
    title: "Special tests for monitoring fetal well-being",
    publisher: "ACOG",
    url: "https://www.acog.org/womens-health/faqs/special-tests-for-monitoring-fetal-well-being",
  },
];

/** The session as saved: it ends now (at most 12 hours after it began), movements within it. */
function finished(session: KickSession, end: number) {
  const endedAt = new Date(
    Math.min(end, Date.parse(session.startedAt) + KICK_SESSION_MAX_HOURS * 3_600_000),
  ).toISOString();
  const movements = session.movements.filter((m) => m <= endedAt);
  return { startedAt: session.startedAt, endedAt, movements: [...movements] };
}

/**
 * The Kicks tab (issue 14 part 5): a counting session to 10 movements, kept on the device
 * until saved, its past sessions, and what to do when movements are reduced (RCOG, NHS).
 */
export default function KicksPanel({ week, signedIn }: PanelProps) {
  const { t } = useTranslation("tracker-timing");
  const tracker = useTracker<KickItem>("kicks", signedIn);
  const [session, setSession] = useKickSession();
  const now = useNow(session ? 1000 : 60_000);
  const duration = useDuration();
  const [result, setResult] = useState<string | null>(null);
  const [longResult, setLongResult] = useState(false);
  const summary = session ? summariseKicks(session, { now: new Date(now), week }) : null;

  const save = async (whole: ReturnType<typeof finished>) => {
    try {
      await tracker.create.mutateAsync({ ...whole, local: { week } });
      const done = summariseKicks(whole);
      setSession(null);
      setLongResult(done.long);
      setResult(
        done.timeToTargetSec === null
          ? t("kicks.savedEarly", { count: done.count, time: duration(done.elapsedSec) })
          : t("kicks.reached", { time: duration(done.timeToTargetSec) }),
      );
    } catch {
      toast({ title: t("kicks.saveFailed"), variant: "destructive" });
    }
  };

  const tap = () => {
    if (!session || tracker.create.isPending) return;
    const moment = new Date().toISOString();
    const next = { ...session, movements: [...session.movements, moment] };
    setSession(next);
    if (next.movements.length >= KICKS_TARGET) void save(finished(next, Date.parse(moment)));
  };

  const start = () => {
    setResult(null);
    setLongResult(false);
    setSession({ startedAt: new Date().toISOString(), movements: [] });
  };

  return (
    <div className="grid gap-8">
      <section className="grid gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm">
        <h3 className="text-xl font-semibold text-stone-900">{t("kicks.title")}</h3>
        <p className="text-stone-700">{t("kicks.intro")}</p>
        {week !== null && week < KICKS_FROM_WEEK ? (
          <p className="rounded-2xl bg-sky-50 p-3 text-sky-950">{t("kicks.early")}</p>
        ) : null}
        {summary?.long || longResult ? (
          <AlertBox level="emergency" message={t("kicks.long")} />
        ) : null}
        {result ? (
          <p
            role="status"
            className="rounded-2xl bg-emerald-50 p-3 text-lg font-semibold text-emerald-950"
          >
            {result}
          </p>
        ) : null}
        {session && summary ? (
          <KickCounter
            summary={summary}
            saving={tracker.create.isPending}
            onTap={tap}
            onStop={() => void save(finished(session, Date.now()))}
            onCancel={() => {
              setSession(null);
              toast({ title: t("kicks.cancelled") });
            }}
          />
        ) : (
          <Button size="lg" className="w-full sm:w-fit" onClick={start}>
            {t("kicks.start")}
          </Button>
        )}
      </section>
      <section className="rounded-3xl bg-amber-50 p-5 text-amber-950">
        <h3 className="text-lg font-semibold">{t("kicks.guidanceTitle")}</h3>
        <p className="mt-2 leading-relaxed">{t("kicks.guidance")}</p>
        <h4 className="mt-3 text-sm font-semibold">{t("kicks.sourcesTitle")}</h4>
        <SourceLinks sources={SOURCES} className="mt-1 grid gap-1 text-sm" />
      </section>
      <LogState
        isLoading={tracker.isLoading}
        isError={tracker.isError}
        onRetry={() => void tracker.refetch()}
      />
      {tracker.isLoading || tracker.isError ? null : (
        <KickHistory
          items={tracker.items}
          older={tracker.older}
          deleting={tracker.remove.isPending}
          onDelete={(id) => tracker.deleteLater(id)}
        />
      )}
    </div>
  );
}
