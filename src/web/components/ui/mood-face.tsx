import { Frown, HeartCrack, Laugh, Meh, Smile, type LucideIcon } from "lucide-react";
import type { Mood } from "../../../domain/trackers/moods.ts";

/** Drawn faces, not emoji: every phone shows them the same (some fonts lack an emoji). */
const FACES: Record<Mood, { Icon: LucideIcon; tone: string }> = {
  great: { Icon: Laugh, tone: "text-emerald-700" },
  good: { Icon: Smile, tone: "text-lime-700" },
  okay: { Icon: Meh, tone: "text-amber-700" },
  low: { Icon: Frown, tone: "text-sky-700" },
  bad: { Icon: HeartCrack, tone: "text-violet-700" },
};

/** The face of one of the five moods (mood check-in and journal alike). */
export function MoodFace({ mood, className = "h-8 w-8" }: { mood: Mood; className?: string }) {
  const { Icon, tone } = FACES[mood];
  return <Icon aria-hidden className={`${className} shrink-0 ${tone}`} />;
}
