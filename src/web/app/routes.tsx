import type { i18n as I18n } from "i18next";
import { lazy, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useTranslation } from "react-i18next";
import { loadOnce } from "../lib/load-once.ts";
import { pageOfPath, type PageKey } from "./page-paths.ts";
import { AdminLayout, PublicLayout } from "./layouts/public-layout.tsx";

function createPages(i18n: I18n) {
  /**
   * Every page is its own chunk; its translation namespaces load alongside the code. preload
   * starts both (once; again after a failure) before the page is rendered.
   */
  function page<P extends object>(
    load: () => Promise<{ default: ComponentType<P> }>,
    namespaces: string[],
  ) {
    const preload = loadOnce(async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
      return module;
    });
    return Object.assign(lazy(preload), { preload });
  }
  return {
    Home: page(() => import("./pages/home-page.tsx"), ["home", "chat"]),
    /** /faqs: the answers, the resources and the journal section (its code loads once shown). */
    Faqs: page(() => import("./pages/faqs-page.tsx"), ["pages", "faqs", "journal"]),
    BabyNames: page(() => import("./pages/baby-names-page.tsx"), ["pages", "baby-names"]),
    Waitlist: page(() => import("./pages/waitlist-page.tsx"), ["waitlist"]),
    Contact: page(() => import("./pages/contact-page.tsx"), ["support"]),
    Legal: page(() => import("./pages/legal-page.tsx"), ["legal"]),
    Auth: page(() => import("./pages/auth-pages.tsx"), ["auth"]),
    Account: page(() => import("./pages/account-page.tsx"), ["account", "auth"]),
    Dashboard: page(() => import("./pages/dashboard-page.tsx"), ["dashboard"]),
    Chat: page(() => import("./pages/chat-page.tsx"), ["pages", "chat"]),
    DietExercise: page(() => import("./pages/diet-exercise-page.tsx"), ["guidance"]),
    Mindfulness: page(() => import("./pages/mindfulness-page.tsx"), ["mindfulness"]),
    Tests: page(() => import("./pages/tests-page.tsx"), ["guidance"]),
    SymptomTracker: page(() => import("./pages/symptom-tracker-page.tsx"), ["trackers"]),
    DoctorReport: page(
      () => import("./pages/doctor-report-page.tsx"),
      ["tracker-report", "tracker-log", "tracker-readings", "tracker-timing", "trackers"],
    ),
    Admin: page(() => import("./pages/admin-page.tsx"), ["admin"]),
    AdminEmergency: page(() => import("./pages/admin-emergency-page.tsx"), ["emergency", "admin"]),
    NotFound: page(() => import("./pages/not-found-page.tsx"), []),
  } satisfies Record<PageKey, unknown>;
}

type Pages = ReturnType<typeof createPages>;
const pagesByI18n = new WeakMap<I18n, Pages>();
function pagesOf(i18n: I18n): Pages {
  const made = pagesByI18n.get(i18n) ?? createPages(i18n);
  pagesByI18n.set(i18n, made);
  return made;
}

/**
 * Starts loading the page at this path, its code and its texts, while the app itself is still
 * starting (issue 12): the page no longer waits for the first render to ask for them, which
 * on a slow network was a round trip more before she saw it.
 */
export function preloadPage(i18n: I18n, pathname: string): void {
  const key = pageOfPath(pathname);
  if (!key) return;
  const { preload } = pagesOf(i18n)[key];
  preload().catch(() => undefined);
}

/** The one route table (000 §2, 001 §2). */
export function AppRoutes() {
  const { i18n } = useTranslation();
  const pages = pagesOf(i18n);
  const {
    Home,
    Faqs,
    BabyNames,
    Waitlist,
    Contact,
    Legal,
    Auth,
    Account,
    Dashboard,
    Chat,
    DietExercise,
    Mindfulness,
    Tests,
    SymptomTracker,
    DoctorReport,
    Admin,
    AdminEmergency,
    NotFound,
  } = pages;
  return (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<Admin />} />
        <Route path="emergency" element={<AdminEmergency />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<PublicLayout />}>
        <Route index element={<Home />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="symptom-tracker" element={<SymptomTracker />} />
        <Route path="doctor-report" element={<DoctorReport />} />
        <Route path="tracker" element={<Navigate to="/symptom-tracker" replace />} />
        <Route path="mindfulness" element={<Mindfulness />} />
        <Route path="diet-exercise" element={<DietExercise />} />
        <Route path="faqs" element={<Faqs />} />
        <Route path="resources" element={<Navigate to="/faqs" replace />} />
        <Route path="journal" element={<Navigate to="/faqs#journal-section" replace />} />
        <Route path="baby-names" element={<BabyNames />} />
        <Route path="waitlist" element={<Waitlist />} />
        <Route path="contact" element={<Contact />} />
        <Route path="privacy" element={<Legal name="privacy" />} />
        <Route path="terms" element={<Legal name="terms" />} />
        <Route path="disclaimer" element={<Legal name="disclaimer" />} />
        <Route path="auth" element={<Auth screen="auth" />} />
        <Route path="verify-email" element={<Auth screen="verify" />} />
        <Route path="reset-password" element={<Auth screen="reset" />} />
        <Route path="account" element={<Account />} />
        <Route path="chat" element={<Chat />} />
        <Route path="tests" element={<Tests />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
