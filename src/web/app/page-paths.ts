/**
 * Which page each public path opens, by its first segment, and the module each page is
 * (pages/<module>.tsx). Plain data with no imports: the app reads it to start loading a page
 * before the first render, and the build reads it to name each path's page chunks in that
 * path's HTML (scripts/route-preloads.ts), so a slow phone asks for them with the app itself.
 */
export const PAGE_MODULES = {
  Home: "home-page",
  Faqs: "faqs-page",
  BabyNames: "baby-names-page",
  Waitlist: "waitlist-page",
  Contact: "contact-page",
  Legal: "legal-page",
  Auth: "auth-pages",
  Account: "account-page",
  Dashboard: "dashboard-page",
  Chat: "chat-page",
  DietExercise: "diet-exercise-page",
  Mindfulness: "mindfulness-page",
  Tests: "tests-page",
  SymptomTracker: "symptom-tracker-page",
  DoctorReport: "doctor-report-page",
  Admin: "admin-page",
  AdminEmergency: "admin-emergency-page",
  NotFound: "not-found-page",
} as const;
export type PageKey = keyof typeof PAGE_MODULES;

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
