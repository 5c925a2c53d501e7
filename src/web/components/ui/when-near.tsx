import { useEffect, useRef, useState, type ReactNode } from "react";
import { whenIdle } from "../../lib/idle.ts";

/** How far below the screen a section starts rendering: a short scroll ahead of her. */
const AHEAD = "400px 0px";
/** When the browser has no idle callback, fetch the section's code this long after paint. */
const PREFETCH_FALLBACK_MS = 3000;

/**
 * A section below the fold (issue 12): it renders when she scrolls near it, not with the
 * first paint; its code is fetched while the page is idle, so it is ready when she gets
 * there even on a slow network. A link to its #id (or no IntersectionObserver) shows it at
 * once. The placeholder keeps the section's height so nothing jumps.
 */
export function WhenNear({
  id,
  placeholder,
  prefetch,
  children,
}: {
  id: string;
  placeholder: string;
  prefetch: () => Promise<unknown>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === "undefined" || window.location.hash === `#${id}`,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    const onHash = () => {
      if (window.location.hash === `#${id}`) setNear(true);
    };
    window.addEventListener("hashchange", onHash);
    const cancelFetch = whenIdle(
      () => void prefetch().catch(() => undefined),
      PREFETCH_FALLBACK_MS,
    );
    return () => {
      observer.disconnect();
      window.removeEventListener("hashchange", onHash);
      cancelFetch();
    };
  }, [near, id, prefetch]);
  if (near) return children;
  return <div ref={ref} id={id} aria-hidden className={placeholder} />;
}
