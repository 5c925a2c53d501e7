import { Tabs } from "radix-ui";
import { RefreshCw } from "lucide-react";
import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { useSearchParams } from "react-router";
import { toLanguage } from "../../../../domain/language.ts";
import type { Trimester } from "../../../../domain/pregnancy.ts";
import { Button } from "../../../components/ui/button.tsx";
import { PageLoading } from "../../../components/ui/page-loading.tsx";
import { usePrefetchGuidance } from "../api/guidance-api.ts";
import { useRegion } from "../lib/region.ts";
import type { TabProps } from "./parts.tsx";
import { RegionSwitch, TrimesterSwitch } from "./switches.tsx";

export const GUIDANCE_TABS = ["diet", "exercise", "tests", "symptoms", "resources"] as const;
type Tab = (typeof GUIDANCE_TABS)[number];

/** Whether a tab shows one trimester's content (the others show all of it at once). */
const BY_TRIMESTER: Record<Tab, boolean> = {
  diet: true,
  exercise: false,
  tests: true,
  symptoms: true,
  resources: false,
};

/** Each tab's code loads when the tab is first shown. */
const TAB_CONTENT: Record<Tab, ComponentType<TabProps>> = {
  diet: lazy(() => import("./diet-tab.tsx")),
  exercise: lazy(() => import("./exercise-tab.tsx")),
  tests: lazy(() => import("./tests-tab.tsx")),
  symptoms: lazy(() => import("./symptoms-tab.tsx")),
  resources: lazy(() => import("./resources-tab.tsx")),
};

const tabClass =
  "min-h-11 shrink-0 rounded-full px-4 font-medium text-stone-700 data-[state=active]:bg-rose-700 data-[state=active]:text-white focus-visible:outline-3 focus-visible:outline-rose-600";

/**
 * /diet-exercise (001 §2): the tabs Diet, Exercise, Tests, Symptoms, Resources, opened on
 * her trimester; the tab and a chosen trimester live in the URL so a link opens them.
 */
export function GuidanceScreen(props: {
  /** Her trimester from her pregnancy; null when none is set. */
  current: Trimester | null;
  signedIn: boolean;
  onSync: () => void;
  syncing: boolean;
}) {
  const { t, i18n } = useTranslation("guidance");
  const [params, setParams] = useSearchParams();
  const language = toLanguage(i18n.language);
  const [region, setRegion] = useRegion(language);
  const tab: Tab = GUIDANCE_TABS.find((name) => name === params.get("tab")) ?? "diet";
  const chosen = Number(params.get("trimester"));
  const trimester = ([1, 2, 3].includes(chosen) ? chosen : (props.current ?? 1)) as Trimester;
  const update = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const shared = { trimester, region, language, signedIn: props.signedIn };
  usePrefetchGuidance(tab, BY_TRIMESTER[tab] ? trimester : null, language);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t("title")}</h1>
      <p className="mt-2 text-lg text-stone-700">{t("subtitle")}</p>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <TrimesterSwitch
          value={trimester}
          current={props.current}
          onChange={(v) => update("trimester", String(v))}
        />
        <RegionSwitch value={region} onChange={setRegion} />
        <Button variant="outline" onClick={props.onSync} disabled={props.syncing}>
          <RefreshCw aria-hidden className={`h-4 w-4 ${props.syncing ? "animate-spin" : ""}`} />
          {t("sync")}
        </Button>
      </div>
      {props.current === null ? <p className="mt-3 text-stone-700">{t("noPregnancy")}</p> : null}
      <Tabs.Root value={tab} onValueChange={(v) => update("tab", v)} className="mt-8">
        <Tabs.List
          aria-label={t("tabsLabel")}
          className="flex flex-wrap gap-1 rounded-3xl bg-rose-50 p-1"
        >
          {GUIDANCE_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabClass}>
              {t(`tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Suspense fallback={<PageLoading />}>
          {GUIDANCE_TABS.map((name) => {
            const Content = TAB_CONTENT[name];
            return (
              <Tabs.Content key={name} value={name} className="mt-6">
                <Content {...shared} />
              </Tabs.Content>
            );
          })}
        </Suspense>
      </Tabs.Root>
    </div>
  );
}
