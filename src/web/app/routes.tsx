import type { I18n } from "../lib/i18n.ts";
import { lazy, type ComponentType } from "react";
import { Navigate, Route, Routes } from "react-router";
import { useTranslation } from "../lib/use-translation.tsx";
import { loadOnce } from "../lib/load-once.ts";
import { PAGES, pageOfPath, type PageKey } from "./page-paths.ts";
import { AdminLayout, PublicLayout } from "./layouts/public-layout.tsx";

function createPages(i18n: I18n) {
  /**
   * Every page is its own chunk; its translation namespaces load alongside the code. preload
   * starts both (once; again after a failure) before the page is rendered.
   */
  function page<P extends object>(
    key: PageKey,
    load: () => Promise<{ default: ComponentType<P> }>,
  ) {
    const preload = loadOnce(async () => {
      const [module] = await Promise.all([load(), i18n.loadNamespaces([...PAGES[key].texts])]);
      return module;
    });
    return Object.assign(lazy(preload), { preload });
  }
  return {
    Home: page("Home", () => import("./pages/home-page.tsx")),
    /** /faqs: the answers, the resources and the journal section (its code loads once shown). */
    Faqs: page("Faqs", () => import("./pages/faqs-page.tsx")),
    BabyNames: page("BabyNames", () => import("./pages/baby-names-page.tsx")),
    Waitlist: page("Waitlist", () => import("./pages/waitlist-page.tsx")),
    Contact: page("Contact", () => import("./pages/contact-page.tsx")),
    Legal: page("Legal", () => import("./pages/legal-page.tsx")),
    Auth: page("Auth", () => import("./pages/auth-pages.tsx")),
    Account: page("Account", () => import("./pages/account-page.tsx")),
    Dashboard: page("Dashboard", () => import("./pages/dashboard-page.tsx")),
    Chat: page("Chat", () => import("./pages/chat-page.tsx")),
    DietExercise: page("DietExercise", () => import("./pages/diet-exercise-page.tsx")),
    Mindfulness: page("Mindfulness", () => import("./pages/mindfulness-page.tsx")),
    Tests: page("Tests", () => import("./pages/tests-page.tsx")),
    SymptomTracker: page("SymptomTracker", () => import("./pages/symptom-tracker-page.tsx")),
    DoctorReport: page("DoctorReport", () => import("./pages/doctor-report-page.tsx")),
    Admin: page("Admin", () => import("./pages/admin-page.tsx")),
    AdminEmergency: page("AdminEmergency", () => import("./pages/admin-emergency-page.tsx")),
    NotFound: page("NotFound", () => import("./pages/not-found-page.tsx")),
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
