import { Component, Suspense, useEffect, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLoading } from "../../components/ui/page-loading.tsx";
import { RouteError } from "../pages/route-error.tsx";

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** New pages start at the top; a #hash link scrolls to its section once the page is there. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** Where a page renders: loading state, error state (a new path resets it), scroll handling. */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname}>
      <ScrollOnNavigate />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}
