import { Phone } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";
import type { ResourcesGuidance } from "../../../../contracts/guidance-api.ts";
import { useGuidance } from "../api/guidance-api.ts";
import { Card, Loaded, Sources, uniqueSources, type TabProps } from "./parts.tsx";

function Numbers({
  lines,
}: {
  lines: (ResourcesGuidance["emergency"][number] & { about?: string })[];
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {lines.map((line) => (
        <li key={line.country + line.number} className="rounded-2xl bg-white p-4 shadow-sm">
          <a
            href={`tel:${line.number.replace(/-/g, "")}`}
            className="flex items-center gap-2 text-xl font-bold text-rose-800 underline"
          >
            <Phone aria-hidden className="h-5 w-5" /> {line.number}
          </a>
          <p className="font-medium">{line.name}</p>
          {line.about ? <p className="text-sm text-stone-700">{line.about}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Emergency numbers and helplines (CONTENT.md), and the schemes and programmes of her country. */
export default function ResourcesTab({ region, language }: TabProps) {
  const { t } = useTranslation("guidance");
  const query = useGuidance("resources", null, language);
  return (
    <Loaded query={query}>
      {(content) => (
        <div className="space-y-6">
          <Card title={t("resources.emergency")} tone="warn">
            <Numbers lines={content.emergency.filter((l) => l.country === region)} />
          </Card>
          <h2 className="text-2xl font-bold">{t("resources.helplines")}</h2>
          <Numbers lines={content.helplines.filter((l) => l.country === region)} />
          <h2 className="text-2xl font-bold">{t(`resources.schemes.${region}`)}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {content.schemes
              .filter((scheme) => scheme.country === region)
              .map((scheme) => (
                <Card key={scheme.id} title={scheme.name}>
                  <p>
                    <strong>{t("resources.gives")}</strong> {scheme.gives}
                  </p>
                  <p>
                    <strong>{t("resources.who")}</strong> {scheme.who}
                  </p>
                  <p>
                    <strong>{t("resources.apply")}</strong> {scheme.apply}
                  </p>
                  <a
                    href={scheme.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-medium text-rose-800 underline"
                  >
                    {t("resources.official")}
                  </a>
                </Card>
              ))}
          </div>
          <p className="text-sm text-stone-700">{t("resources.otherCountry")}</p>
          <Sources
            sources={uniqueSources(content.schemes.flatMap((s) => s.sources))}
            reviewed={content.reviewed}
          />
        </div>
      )}
    </Loaded>
  );
}
