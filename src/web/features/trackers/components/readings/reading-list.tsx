import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { RetryLine } from "../../../../components/ui/retry-line.tsx";

export interface ListedReading {
  id: string;
  pending?: boolean | undefined;
  /** What the reading was ("145/92", "63.5 kg"). */
  value: string;
  when: string;
  /** A mark for a reading that needs attention, in words (not colour alone). */
  mark?: { text: string; tone: "urgent" | "emergency" } | null;
  detail?: ReactNode;
  /** Its Edit button (and, once pressed, the form in its place). */
  edit?: ReactNode;
}

const TONES = {
  urgent: "bg-amber-100 text-amber-950",
  emergency: "bg-red-100 text-red-900",
};

/** Her readings, newest first, with a delete per reading (blood pressure and weight). */
export function ReadingList(props: {
  title: string;
  empty: string;
  items: ListedReading[];
  /** Hides the reading at once; it is deleted when the undo time is over. */
  onDelete: (id: string) => void;
}) {
  const { t } = useTranslation(["tracker-readings", "trackers"]);
  return (
    <section aria-label={props.title} className="mt-8">
      <h3 className="text-xl font-semibold text-stone-900">{props.title}</h3>
      {props.items.length === 0 ? (
        <p className="mt-2 text-stone-700">{props.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {props.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-start gap-3 rounded-2xl border border-rose-100 bg-white p-3"
            >
              <div className="grid flex-1 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold text-stone-900">{item.value}</span>
                  {item.mark ? (
                    <span
                      className={`rounded-full px-2 py-0.5 text-sm font-medium ${TONES[item.mark.tone]}`}
                    >
                      {item.mark.text}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-stone-700">{item.when}</p>
                {item.detail}
                {item.pending ? (
                  <p className="text-sm text-stone-600">{t("trackers:pending")}</p>
                ) : null}
              </div>
              {item.edit}
              <button
                type="button"
                onClick={() => props.onDelete(item.id)}
                aria-label={t("delete", { what: `${item.value}, ${item.when}` })}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-rose-50 hover:text-rose-800 focus-visible:outline-3 focus-visible:outline-rose-600"
              >
                <Trash2 aria-hidden className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tracker's list could not load: a calm line and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation("tracker-readings");
  return <RetryLine text={t("loadFailed")} retry={t("retry")} onRetry={() => void onRetry()} />;
}
