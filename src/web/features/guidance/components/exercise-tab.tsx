import { useTranslation } from "../../../lib/use-translation.tsx";
import { TRIMESTER_KEYS } from "../../../../contracts/guidance-constants.ts";
import { useGuidance } from "../api/guidance-api.ts";
import { Bullets, Card, Loaded, ReasonList, Sources, type TabProps } from "./parts.tsx";

/** 001 §3 exercise content: safe exercises with durations, what to avoid, tips. */
export default function ExerciseTab({ trimester, language }: TabProps) {
  const { t } = useTranslation("guidance");
  const query = useGuidance("exercise", null, language);
  return (
    <Loaded query={query}>
      {(content) => (
        <div className="space-y-6">
          <p className="text-lg">{content.summary}</p>
          <Card title={t("exercise.thisTrimester", { trimester: t(`trimester.${trimester}`) })}>
            <p>{content.trimesterNotes[TRIMESTER_KEYS[trimester - 1] ?? "first"]}</p>
          </Card>
          <h2 className="text-2xl font-bold">{t("exercise.safe")}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {content.safe.map((item) => (
              <Card key={item.id} title={item.name}>
                <p className="font-medium text-rose-800">{item.duration}</p>
                <p>{item.how}</p>
              </Card>
            ))}
          </div>
          <Card title={t("exercise.stop")} tone="warn">
            <Bullets items={content.stopSigns} />
          </Card>
          <h2 className="text-2xl font-bold">{t("exercise.avoid")}</h2>
          <div className="rounded-2xl bg-white p-4 shadow-sm">
            <ReasonList items={content.avoid} />
          </div>
          <Card title={t("exercise.tips")}>
            <Bullets items={content.tips} />
          </Card>
          <Sources sources={content.sources} reviewed={content.reviewed} />
        </div>
      )}
    </Loaded>
  );
}
