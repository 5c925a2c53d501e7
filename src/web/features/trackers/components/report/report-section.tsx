import type { ReactNode } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";

/**
 * One part of the report. An empty part says so in a line rather than vanishing (the doctor
 * should see "no readings", not wonder whether it was left out); a part that could not load
 * says so by name (also on paper, where a doctor reads it), with a retry on screen.
 */
export function ReportSection(props: {
  title: string;
  /** Said instead of the content when there is nothing to show. */
  empty?: string | null;
  failed?: { retry: () => unknown } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("tracker-report");
  return (
    <section aria-label={props.title} className="grid content-start gap-2 break-inside-avoid">
      <h2 className="text-xl font-semibold text-stone-900 print:text-base">{props.title}</h2>
      {props.failed ? (
        <p role="alert" className="rounded-2xl bg-amber-50 p-3 text-amber-900">
          {t("loadFailedPart", { part: props.title })}{" "}
          <button
            type="button"
            className="min-h-11 font-medium underline"
            onClick={() => void props.failed?.retry()}
          >
            {t("retry")}
          </button>
        </p>
      ) : props.empty ? (
        <p className="text-stone-700">{props.empty}</p>
      ) : (
        props.children
      )}
    </section>
  );
}

/**
 * A compact table: rows are never split across pages, headers repeat on each page. The first
 * column is when, kept on one line so a row stays one line.
 */
export function ReportTable(props: {
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-stone-400">
          {props.head.map((h) => (
            <th key={h} scope="col" className="py-1 pr-3 font-semibold text-stone-900 print:py-0.5">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} className="break-inside-avoid border-b border-stone-200 align-top">
            {row.cells.map((cell, i) => (
              <td
                key={i}
                className={`py-1 pr-3 text-stone-900 print:py-0.5 ${i === 0 ? "whitespace-nowrap" : ""}`}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
