import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { useGuidance } from "../api/guidance-api.ts";
import { Bullets, Loaded, Sources, uniqueSources, type TabProps } from "./parts.tsx";

/** 001 §3 symptoms, each with remedies, management tips and when it is a danger sign. */
export default function SymptomsTab({ trimester, language }: TabProps) {
  const { t } = useTranslation("guidance");
  const query = useGuidance("symptoms", trimester, language);
  return (
    <Loaded query={query}>
      {(content) => (
        <div className="space-y-3">
          <p className="text-lg">{t("symptoms.intro")}</p>
          {content.symptoms.map((symptom) => (
            <details
              key={symptom.id}
              className="group rounded-3xl border border-rose-100 bg-white p-4 shadow-sm"
            >
              <summary className="cursor-pointer text-lg font-semibold">{symptom.name}</summary>
              <div className="mt-3 space-y-3 leading-relaxed">
                <p>{symptom.about}</p>
                <h3 className="font-semibold">{t("symptoms.remedies")}</h3>
                <Bullets items={symptom.remedies} />
                <h3 className="font-semibold">{t("symptoms.tips")}</h3>
                <Bullets items={symptom.tips} />
                <div className="rounded-2xl border border-red-200 bg-red-50 p-3 text-red-950">
                  <h3 className="flex items-center gap-2 font-semibold">
                    <TriangleAlert aria-hidden className="h-5 w-5" /> {t("symptoms.danger")}
                  </h3>
                  <Bullets items={symptom.dangerSigns} />
                </div>
                <p className="text-sm text-stone-600">
                  {symptom.sources.map((s) => s.publisher).join(" · ")}
                </p>
              </div>
            </details>
          ))}
          <Sources
            sources={uniqueSources(content.symptoms.flatMap((s) => s.sources))}
            reviewed={content.reviewed}
          />
        </div>
      )}
    </Loaded>
  );
}
