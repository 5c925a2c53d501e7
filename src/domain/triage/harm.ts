import type { Concept } from "./lexicon.ts";
import type { Reading } from "./reading.ts";

/**
 * Thoughts of harm to her or the baby, anyone's but a film's, first of all (CDC Hear Her,
 * NIMH): said outright ("not suicidal" denies the word, not the letters), or as people take
 * leave: a goodbye with care arranged or hopelessness; things given away or letters, with
 * hopelessness, low mood or a lost baby; the means with hopelessness or hedged ("probably"),
 * or with a mind on them in one sentence; preparations; a time chosen when no one will be
 * there, with a preparation, or with a decision or a goodbye and a means, hopelessness, her
 * child entrusted or someone told; pills saved up; a harmful dose asked about "just curious";
 * after a birth, a mind not her own (postpartum psychosis).
 * Not thoughts once had, helped and over, unless the story turns.
 */
export function harmThoughts(r: Reading): boolean {
  const said = (concept: Concept) => r.saidIn(concept).size > 0;
  const any = (...concepts: Concept[]) => concepts.some(said);
  /** In one sentence: the first concept with any of the others. */
  const together = (first: Concept, ...others: Concept[]) => {
    const where = r.saidIn(first);
    return others.some((other) => [...r.saidIn(other)].some((s) => where.has(s)));
  };
  // Thoughts once had, helped and well now, are a story told; not when the story turns
  // ("but tonight she said …").
  const recovered =
    r.mentions("HARM_RECOVERED") && !r.mentions("STORY_TURNS") && r.timesSaid("SELF_HARM") <= 1;
  if (said("SELF_HARM") && !r.mentions("NO_HARM_THOUGHTS") && !recovered) return true;
  // Pills saved up and hidden, told across a sentence's clauses ("goliyan khati nahi, dibbi me
  // jama kar rahi hai"): stockpiling (CDC Hear Her).
  if (r.mentions("PILL_STASH") && !r.mentions("NO_HARM_THOUGHTS")) return true;
  // "How much tylenol is dangerous? just curious": a harmful dose with the question waved off.
  if (r.mentions("DANGER_DOSE") && r.mentions("JUST_ASKING")) return true;
  // A means with "probably" or "pata nahi" said alone, in a message that asks nothing: not a
  // dose or a trip asked about with a shrug ("… maybe. is a car ride ok?").
  const hedged = r.mentions("HEDGE") && r.asked.size === 0 && !r.mentions("GENERAL_QUESTION");
  return (
    (said("FAREWELL") && any("CARE_FOR_CHILD", "HOPELESS", "PARTING_ACTS", "PREPARING")) ||
    (said("SUDDEN_CALM") && any("FAREWELL", "PARTING_ACTS", "PREPARING")) ||
    (said("TIME_ALONE") &&
      (said("PREPARING") ||
        (any("DECIDED", "FAREWELL") &&
          any("HARM_MEANS", "HOPELESS", "CARE_FOR_CHILD", "TELLING")))) ||
    (said("DECIDED") && any("HOPELESS", "CARE_FOR_CHILD")) ||
    (said("WISH_END") && any("HOPELESS", "HARM_MEANS")) ||
    (said("NOT_ANSWERING") && any("PREPARING", "FAREWELL")) ||
    (said("PARTING_ACTS") && said("CARE_FOR_CHILD")) ||
    (said("PARTING_ACTS") &&
      any("HOPELESS", "LOW_MOOD", "BE_WITH_LOST", "PREPARING", "HARM_MIND")) ||
    (said("HARM_MEANS") && (said("HOPELESS") || hedged)) ||
    together("HARM_MEANS", "HARM_MIND", "PREPARING") ||
    (said("PREPARING") && any("HOPELESS", "HARM_MIND", "CARE_FOR_CHILD")) ||
    r.timesSaid("PREPARING") >= 2 ||
    (said("BE_WITH_LOST") && (any("PREPARING", "HOPELESS") || r.mentions("LOSS"))) ||
    (r.has("PSYCHOSIS") && (said("NO_SLEEP") || r.has("POSTPARTUM")))
  );
}
