import { Phone } from "lucide-react";
import { useTranslation } from "../../../lib/use-translation.tsx";

const EMERGENCY_LINES = [
  { number: "108", key: "ambulanceIndia" },
  { number: "112", key: "emergencyIndia" },
  { number: "911", key: "emergencyUsa" },
] as const;

/**
 * The guidance a danger sign brings (issue 14): shown at once, above everything else, with
 * the words the companion uses and, for an emergency, the numbers to call as tel: links.
 */
export function AlertBox({ level, message }: { level: "emergency" | "urgent"; message: string }) {
  const { t } = useTranslation("trackers");
  const emergency = level === "emergency";
  return (
    <div
      role="alert"
      data-testid={`alert-${level}`}
      className={`rounded-3xl border-2 p-5 shadow-sm ${emergency ? "border-red-300 bg-red-50 text-red-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
    >
      <h3 className="text-xl font-bold">{t(emergency ? "alert.emergency" : "alert.urgent")}</h3>
      <p className="mt-2 leading-relaxed whitespace-pre-line">{message}</p>
      {emergency ? (
        <ul className="mt-4 grid gap-2 sm:grid-cols-3">
          {EMERGENCY_LINES.map((line) => (
            <li key={line.number} className="rounded-2xl bg-white px-3 py-2">
              <a
                href={`tel:${line.number}`}
                className="inline-flex min-h-11 items-center gap-2 text-2xl font-bold text-red-800 underline"
              >
                <Phone aria-hidden className="h-5 w-5" /> {line.number}
              </a>
              <span className="block text-sm text-stone-800">{t(`alert.lines.${line.key}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
