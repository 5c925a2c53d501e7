import {
  HeartPulse,
  Microscope,
  ScanHeart,
  Stethoscope,
  TestTube,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { TestsGuidance } from "../../../../contracts/guidance-api.ts";
import { useGuidance } from "../api/guidance-api.ts";
import { Loaded, Sources, type TabProps } from "./parts.tsx";

/** 001 §3 icon values. */
const ICONS: Record<TestsGuidance["base"][number]["icon"], LucideIcon> = {
  stethoscope: Stethoscope,
  ultrasound: ScanHeart,
  vial: TestTube,
  bacterium: Microscope,
  heartbeat: HeartPulse,
};

function TestList({ items }: { items: TestsGuidance["base"] }) {
  const { t } = useTranslation("guidance");
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((test) => {
        const Icon = ICONS[test.icon];
        return (
          <li
            key={test.id}
            className="flex gap-4 rounded-3xl border border-rose-100 bg-white p-5 shadow-sm"
          >
            <Icon aria-hidden className="h-8 w-8 shrink-0 text-rose-700" />
            <div>
              <h3 className="text-lg font-semibold">{test.name}</h3>
              <p className="text-sm font-medium text-rose-800">
                {t("tests.weeks", { from: test.weeks.from, to: test.weeks.to })}
              </p>
              <p className="mt-1 leading-relaxed">{test.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** 001 §3 tests and appointments for the trimester, and what her region's schedule adds. */
export default function TestsTab({ trimester, region, language }: TabProps) {
  const { t } = useTranslation("guidance");
  const query = useGuidance("tests", trimester, language);
  return (
    <Loaded query={query}>
      {(content) => (
        <div className="space-y-6">
          <h2 className="text-2xl font-bold">{t("tests.recommended")}</h2>
          <TestList items={content.base} />
          <h2 className="text-2xl font-bold">{t(`tests.schedule.${region}`)}</h2>
          {content[region].length > 0 ? (
            <TestList items={content[region]} />
          ) : (
            <p>{t("tests.noneThisTrimester")}</p>
          )}
          <Sources sources={content.sources} reviewed={content.reviewed} />
        </div>
      )}
    </Loaded>
  );
}
