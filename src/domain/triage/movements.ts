import type { Reading } from "./reading.ts";

/** What the rules need of her stage to read movements (signs.ts `stage`). */
interface MovementStage {
  week: number | null;
  afterBirth: boolean;
  early: boolean;
}

/**
 * The baby's movements: reduced or changed from 24 weeks means now, not tomorrow; before 24
 * weeks a call today, and not feeling them yet before 20 is the usual course (RCOG GTG 57).
 * "Usually she's super active" or "pehle din bhar football khelta tha" is the usual pattern,
 * not today's; and the last word counts:
 * "kicking a lot this morning, since then nothing" is not fine, "quiet this morning, kicked
 * after juice" is.
 */
export function movementSign(r: Reading, s: MovementStage): "danger" | "urgent" | null {
  const lastFine =
    !r.saidAfter("MOVE_LESS", "MOVE_FINE") && !r.saidAfter("STILL_NOTHING", "MOVE_FINE");
  const before = r.together("MOVE_FINE", "USUALLY") || r.together("MOVE_FINE", "PAST");
  const moveFine = r.has("MOVE_FINE") && !before && lastFine;
  // "Ate something sweet, lay on my side… still nothing"; "usually so active, today nothing".
  const triedEverything = r.has("KICK_TRICKS") && r.has("STILL_NOTHING");
  const unlikeBefore =
    (r.has("USUALLY") || !lastFine) && r.has("MOVE_WORDS") && r.has("STILL_NOTHING");
  const fewer =
    (r.has("MOVE_LESS") && r.has("MOVE_WORDS")) ||
    triedEverything ||
    unlikeBefore ||
    r.inSentence("MOVE_CHANGE");
  if (!fewer || moveFine || s.afterBirth || r.near("MOVE_WORDS", "CHECKED")) return null;
  const notYet = s.week !== null && (s.week < 20 || (s.week < 24 && r.has("NOT_YET")));
  if (s.week === null ? !s.early : s.week >= 24) return "danger";
  return notYet ? null : "urgent";
}
