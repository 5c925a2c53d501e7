import { MoodFace } from "../../../components/ui/mood-face.tsx";
import { useTranslation } from "../../../lib/use-translation.tsx";
import { MOODS, type Mood } from "../../../../domain/trackers/moods.ts";

/** The entry's mood: five native radio buttons (arrow keys move between them). */
export function MoodChoice(props: {
  name: string;
  value: Mood | "";
  error?: string | undefined;
  onChange: (mood: Mood) => void;
}) {
  const { t } = useTranslation("journal");
  return (
    <fieldset aria-describedby={props.error ? `${props.name}-error` : undefined}>
      <legend className="font-medium text-stone-900">{t("form.mood")}</legend>
      <div className="mt-1.5 grid grid-cols-5 gap-2">
        {MOODS.map((mood) => (
          <label key={mood} className="relative">
            <input
              type="radio"
              name={props.name}
              value={mood}
              checked={props.value === mood}
              onChange={() => props.onChange(mood)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex min-h-18 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border border-rose-100 bg-white px-1 py-2 text-stone-900 peer-checked:border-rose-700 peer-checked:bg-rose-50 peer-checked:ring-2 peer-checked:ring-rose-700 peer-focus-visible:outline-3 peer-focus-visible:outline-rose-600 hover:bg-rose-50">
              <MoodFace mood={mood} className="h-7 w-7" />
              <span className="text-center text-sm font-medium">{t(`moods.${mood}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={`${props.name}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
