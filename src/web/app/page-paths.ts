/**
 * Which page each public path opens, by its first segment; the module each page is
 * (pages/<module>.tsx), the texts it needs (locales/<language>/<texts>.json) and the lazy
 * parts it opens on when nothing in the link says otherwise (`opens`). Plain data
 * with no imports: the app reads it to start loading a page before the first render, and
 * the build reads it to name each path's chunks in that path's HTML, one per language
 * (scripts/route-preloads.ts), so a slow phone asks for them with the app itself.
 */
export const PAGES = {
  Home: { module: "home-page", texts: ["home", "chat"] },
  Faqs: { module: "faqs-page", texts: ["pages", "faqs", "journal"] },
  BabyNames: { module: "baby-names-page", texts: ["pages", "baby-names"] },
  Waitlist: { module: "waitlist-page", texts: ["waitlist"] },
  Contact: { module: "contact-page", texts: ["support"] },
  Legal: { module: "legal-page", texts: ["legal"] },
  Auth: { module: "auth-pages", texts: ["auth"] },
  Account: { module: "account-page", texts: ["account", "auth"] },
  Dashboard: { module: "dashboard-page", texts: ["dashboard"] },
  Chat: { module: "chat-page", texts: ["pages", "chat"] },
  // The Diet tab opens unless the link names another.
  DietExercise: { module: "diet-exercise-page", texts: ["guidance"], opens: ["diet-tab"] },
  Mindfulness: { module: "mindfulness-page", texts: ["mindfulness"] },
  Tests: { module: "tests-page", texts: ["guidance"] },
  SymptomTracker: {
    module: "symptom-tracker-page",
    texts: ["trackers", "tracker-log"],
  },
  DoctorReport: {
    module: "doctor-report-page",
    texts: ["tracker-report", "tracker-log", "tracker-readings", "tracker-timing", "trackers"],
  },
  Admin: { module: "admin-page", texts: ["admin"] },
  AdminEmergency: { module: "admin-emergency-page", texts: ["emergency", "admin"] },
  NotFound: { module: "not-found-page", texts: [] },
} as const satisfies Record<
  string,
  { module: string; texts: readonly string[]; opens?: readonly string[] }
>;
export type PageKey = keyof typeof PAGES;

/**
 * The page each public path opens (its first segment; keep with the route table). Only a
 * hint: a path missing here loads its page when the table renders it, as before.
 */
export const PAGE_OF_PATH: Readonly<Record<string, PageKey>> = {
  "": "Home",
  dashboard: "Dashboard",
  "symptom-tracker": "SymptomTracker",
  "doctor-report": "DoctorReport",
  mindfulness: "Mindfulness",
  "diet-exercise": "DietExercise",
  faqs: "Faqs",
  "baby-names": "BabyNames",
  waitlist: "Waitlist",
  contact: "Contact",
  privacy: "Legal",
  terms: "Legal",
  disclaimer: "Legal",
  auth: "Auth",
  "verify-email": "Auth",
  "reset-password": "Auth",
  account: "Account",
  chat: "Chat",
  tests: "Tests",
  admin: "Admin",
};

export function pageOfPath(pathname: string): PageKey | undefined {
  const first = pathname.split("/")[1] ?? "";
  return Object.hasOwn(PAGE_OF_PATH, first) ? PAGE_OF_PATH[first] : undefined;
}
