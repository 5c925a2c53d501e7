/** The header's pill navigation, in the spec's order (000 §2). Labels are common:nav.* keys. */
export const NAV_ITEMS = [
  { to: "/dashboard", label: "nav.dashboard" },
  { to: "/diet-exercise", label: "nav.dietExercise" },
  { to: "/symptom-tracker", label: "nav.symptomTracker" },
  { to: "/mindfulness", label: "nav.mindfulness" },
  { to: "/baby-names", label: "nav.babyNames" },
  { to: "/waitlist", label: "nav.waitlist" },
] as const;

export const FOOTER_LINKS = [
  { to: "/faqs", label: "footer.faqs" },
  { to: "/privacy", label: "footer.privacy" },
  { to: "/terms", label: "footer.terms" },
  { to: "/disclaimer", label: "footer.disclaimer" },
] as const;
