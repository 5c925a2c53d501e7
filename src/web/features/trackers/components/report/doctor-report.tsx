import { Printer } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { toLanguage } from "../../../../../domain/language.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { PageLoading } from "../../../../components/ui/page-loading.tsx";
import { formatMoment } from "../readings/format.ts";
import { MoodSection, SupplementsSection } from "./habits-sections.tsx";
import { BloodPressureSection, SymptomsSection } from "./log-sections.tsx";
import { Questions } from "./questions.tsx";
import { ContractionsSection, KicksSection } from "./timing-sections.tsx";
import { failure, useReportData, type ReportData } from "./use-report-data.ts";
import { WeightSection } from "./weight-section.tsx";

export interface DoctorReportProps {
  signedIn: boolean;
  /** Her name when signed in; left off otherwise. */
  name: string | null;
  week: number | null;
  /** "YYYY-MM-DD". */
  dueDate: string | null;
}

/**
 * /doctor-report (issue 14 part 10): one printable page of what she logged, for her next
 * visit. On screen it has a Print button and her questions form; on paper (the @media print
 * block in styles.css) only the report, black on white, its middle in two columns to fit one A4 page.
 */
export function DoctorReport(props: DoctorReportProps) {
  const { t, i18n } = useTranslation("tracker-report");
  const language = toLanguage(i18n.language);
  const [now] = useState(() => new Date());
  const data = useReportData(props.signedIn, now, props.week);
  const day = (iso: string) => formatMoment(iso, language, false);
  return (
    <div data-report className="mx-auto max-w-3xl px-4 py-8 sm:py-12 print:max-w-none print:p-0">
      <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl print:text-2xl">{t("title")}</h1>
      <p className="mt-3 rounded-2xl bg-rose-50 p-3 text-stone-900 print:mt-1 print:p-0">
        {t("calm")}
      </p>
      <ul
        className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-stone-900 print:mt-1"
        data-testid="report-facts"
      >
        {props.name ? <li>{t("name", { name: props.name })}</li> : null}
        {props.week !== null && props.dueDate ? (
          <>
            <li>{t("week", { week: props.week })}</li>
            <li>{t("due", { date: day(`${props.dueDate}T12:00:00`) })}</li>
          </>
        ) : (
          <li>{t("noPregnancy")}</li>
        )}
        <li>{t("printed", { date: day(now.toISOString()) })}</li>
      </ul>
      <p className="mt-1 text-sm text-stone-700">{t("window")}</p>
      <div className="mt-4 grid gap-2 print:hidden">
        <div>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden className="h-5 w-5" />
            {t("print")}
          </Button>
        </div>
        <p className="text-sm text-stone-700">{t("pdfHint")}</p>
        {props.signedIn ? null : <p className="text-sm text-stone-700">{t("keptOnDevice")}</p>}
      </div>
      {data.isLoading ? (
        <PageLoading />
      ) : (
        <div className="mt-8 grid gap-8 print:mt-2 print:gap-2">
          <FailedParts data={data} />
          <SymptomsSection data={data} now={now} />
          {/* On paper these flow in two balanced columns, each part kept whole. */}
          <div className="grid gap-8 print:block print:columns-2 print:gap-6 print:[&>section]:mb-2">
            <WeightSection data={data} now={now} week={props.week} />
            <BloodPressureSection data={data} now={now} />
            <KicksSection data={data} now={now} />
            <ContractionsSection data={data} now={now} />
            <SupplementsSection data={data} now={now} />
            <MoodSection data={data} now={now} />
          </div>
          <Questions />
        </div>
      )}
    </div>
  );
}

/** Each part's data and its title (the same words as its section's heading). */
const PARTS = [
  ["symptoms", "symptoms.title"],
  ["weights", "weight.title"],
  ["bloodPressure", "bp.title"],
  ["kicks", "kicks.title"],
  ["contractions", "contractions.title"],
  ["supplements", "supplements.title"],
  ["moods", "mood.title"],
] as const;

/**
 * Before she prints: which parts could not be loaded (each also says so in its place), so a
 * report with a gap is never taken for a whole one. The rest shows as usual.
 */
function FailedParts({ data }: { data: ReportData }) {
  const { t } = useTranslation("tracker-report");
  const failed = PARTS.filter(
    ([key]) => failure(data[key]) ?? (key === "weights" ? failure(data.profile) : null),
  ).map(([, title]) => t(title));
  if (!failed.length) return null;
  return (
    <p className="rounded-2xl bg-amber-50 p-3 text-amber-900 print:hidden">
      {t("partsFailed", { parts: failed.join(", "), count: failed.length })}
    </p>
  );
}
