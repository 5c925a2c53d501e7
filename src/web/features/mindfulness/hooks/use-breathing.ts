import { useEffect, useRef, useState } from "react";

export type BreathingStatus = "idle" | "running" | "paused" | "done";

/** How often the guide moves on; the circle's own transition smooths the steps. */
export const TICK_MS = 250;

/**
 * A breathing session's clock. Time is measured from Date.now(), so a throttled tab or a
 * slow tick never makes the session run long; leaving the page clears the timer.
 */
export function useBreathingSession(totalMs: number) {
  const [status, setStatus] = useState<BreathingStatus>("idle");
  const [elapsed, setElapsed] = useState(0);
  /** When the current run began, and how much had passed before it (after a pause). */
  const run = useRef({ since: 0, before: 0 });

  useEffect(() => {
    if (status !== "running") return;
    const tick = () => {
      const now = run.current.before + Date.now() - run.current.since;
      if (now >= totalMs) {
        setElapsed(totalMs);
        setStatus("done");
      } else {
        setElapsed(now);
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [status, totalMs]);

  return {
    status,
    elapsed,
    remaining: totalMs - elapsed,
    start: () => {
      run.current = { since: Date.now(), before: 0 };
      setElapsed(0);
      setStatus("running");
    },
    pause: () => {
      run.current.before += Date.now() - run.current.since;
      setElapsed(run.current.before);
      setStatus("paused");
    },
    resume: () => {
      run.current.since = Date.now();
      setStatus("running");
    },
    stop: () => {
      run.current = { since: 0, before: 0 };
      setElapsed(0);
      setStatus("idle");
    },
  };
}
