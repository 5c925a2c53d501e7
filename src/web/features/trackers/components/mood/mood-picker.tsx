import { useState } from "react";
import { useTranslation } from "../../../../lib/use-translation.tsx";
import { MOOD_NOTE_MAX } from "../../../../../contracts/tracker-limits.ts";
import { MOODS, type Mood } from "../../../../../domain/trackers/moods.ts";
import { MoodFace } from "../../../../components/ui/mood-face.tsx";
import { NoteField } from "../symptoms/log-parts.tsx";

/** One tap saves a mood, with the note she wrote first (issue 14 part 2). */
export function MoodPicker(props: {
  saving: boolean;
  /** Resolves once saved; rejects (she was told) and keeps her note. */
  onSave: (mood: Mood, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation("tracker-log");
  const [note, setNote] = useState("");
  const tooLong = note.trim().length > MOOD_NOTE_MAX;
  const pick = (mood: Mood) => {
    if (tooLong || props.saving) return;
    props.onSave(mood, note.trim()).then(
      () => setNote(""),
      () => undefined,
    );
  };
  return (
    <div className="grid gap-4">
      <div>
        <h3 className="text-xl font-semibold text-stone-900">{t("mood.title")}</h3>
        <p className="mt-1 text-stone-700">{t("mood.hint")}</p>
      </div>
      <NoteField
        label={t("mood.note")}
        max={MOOD_NOTE_MAX}
        value={note}
        error={tooLong ? t("mood.noteLong", { max: MOOD_NOTE_MAX }) : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      <div role="group" aria-label={t("mood.choose")} className="grid grid-cols-5 gap-2">
        {MOODS.map((mood) => (
          <button
            key={mood}
            type="button"
            disabled={props.saving}
            aria-label={t("mood.saveAs", { mood: t(`mood.moods.${mood}`) })}
            onClick={() => pick(mood)}
            className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl border border-rose-100 bg-white px-1 py-2 text-stone-900 hover:bg-rose-50 focus-visible:outline-3 focus-visible:outline-rose-600 disabled:opacity-60"
          >
            <MoodFace mood={mood} />
            <span className="text-sm font-medium">{t(`mood.moods.${mood}`)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
