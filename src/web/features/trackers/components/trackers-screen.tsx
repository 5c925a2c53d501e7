import { Tabs } from "radix-ui";
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { useSearchParams } from "react-router";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { afterLoadWhenIdle, afterPaint } from "../../../lib/idle.ts";
import { ReportLink } from "./report/report-link.tsx";
import { UndoDeleteBar } from "./undo-delete-bar.tsx";

/** What every tracker panel is given: her current week (null when no pregnancy is set). */
export interface PanelProps {
  week: number | null;
  signedIn: boolean;
}

export const TRACKER_TABS = [
  "symptoms",
  "mood",
  "bloodPressure",
  "weight",
  "kicks",
  "contractions",
  "appointments",
  "supplements",
] as const;
type Tab = (typeof TRACKER_TABS)[number];

/** Each panel's code (and texts) load when its tab is first shown. */
const PANELS: Record<Tab, ComponentType<PanelProps>> = {
  symptoms: lazy(() => import("./symptoms-panel.tsx")),
  mood: lazy(() => import("./mood-panel.tsx")),
  bloodPressure: lazy(() => import("./blood-pressure-panel.tsx")),
  weight: lazy(() => import("./weight-panel.tsx")),
  kicks: lazy(() => import("./kicks-panel.tsx")),
  contractions: lazy(() => import("./contractions-panel.tsx")),
  appointments: lazy(() => import("./appointments-panel.tsx")),
  supplements: lazy(() => import("./supplements-panel.tsx")),
};
/** An appointment today or tomorrow, on whichever tab is open (issue 14 part 7). */
const Reminders = lazy(() => import("./plan-reminders.tsx"));
/** At the latest this long after the page has loaded, her reminders are looked up. */
const REMINDERS_IDLE_MS = 1500;

const tabClass =
  "min-h-11 shrink-0 rounded-full px-4 font-medium text-stone-700 data-[state=active]:bg-rose-700 data-[state=active]:text-white focus-visible:outline-3 focus-visible:outline-rose-600";

/**
 * /symptom-tracker (001 §1, issue 14): her trackers as tabs, the tab in the URL (?tab=) so
 * a link opens it. Signed out, everything stays on this device; signed in, on her account.
 */
export function TrackersScreen({ week, signedIn, ready }: PanelProps & { ready: boolean }) {
  const { t } = useTranslation("trackers");
  // The heading paints first, on its own: the tabs and their code follow a frame later, so
  // the page's first paint does not wait for them (issue 12).
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <ReportLink />
      <p className="mt-2 text-lg text-stone-700">{t("subtitle")}</p>
      {ready && painted ? <Trackers week={week} signedIn={signedIn} /> : <PageLoading />}
    </div>
  );
}

/** Where her entries are kept, her reminders and the tabs: once the session is known. */
function Trackers({ week, signedIn }: PanelProps) {
  const { t } = useTranslation("trackers");
  const [params, setParams] = useSearchParams();
  const tab: Tab = TRACKER_TABS.find((name) => name === params.get("tab")) ?? "symptoms";
  return (
    <>
      <p className="mt-3 text-stone-700">{t(signedIn ? "keptOnAccount" : "keptOnDevice")}</p>
      <LaterReminders signedIn={signedIn} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.set("tab", value);
              return next;
            },
            { replace: true },
          )
        }
        className="mt-6"
      >
        <Tabs.List
          aria-label={t("tabsLabel")}
          className="flex flex-wrap gap-1 rounded-3xl bg-rose-50 p-1"
        >
          {TRACKER_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabClass}>
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Suspense fallback={<PageLoading />}>
          {TRACKER_TABS.map((name) => {
            const Panel = PANELS[name];
            return (
              <Tabs.Content key={name} value={name} className="mt-6">
                {/* The panels' headings are h3: each sits under its tab's name. */}
                <h2 className="sr-only">{t(`tabs.${name}`)}</h2>
                <Panel week={week} signedIn={signedIn} />
              </Tabs.Content>
            );
          })}
        </Suspense>
      </Tabs.Root>
      <UndoDeleteBar />
    </>
  );
}

/**
 * Her reminders are read once the page has loaded and gone quiet: reading a second tracker
 * at start cost a slow phone a long task before the Symptoms tab could answer (issue 12).
 */
function LaterReminders({ signedIn }: { signedIn: boolean }) {
  const [due, setDue] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setDue(true), REMINDERS_IDLE_MS), []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <div className="mt-4 empty:hidden">
        <Reminders signedIn={signedIn} />
      </div>
    </Suspense>
  );
}
