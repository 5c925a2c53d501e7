/** Runs `task` when the browser is idle, or after `timeoutMs` at the latest; returns a cancel. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeoutMs);
  return () => clearTimeout(id);
}

/**
 * Runs `task` after the page has loaded and then gone idle: for what helps later but must not
 * compete with the first paint (issue 12). Returns a cancel.
 */
export function afterLoadWhenIdle(task: () => void, timeoutMs: number): () => void {
  let cancel = () => window.removeEventListener("load", start);
  function start() {
    cancel = whenIdle(task, timeoutMs);
  }
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => cancel();
}

/**
 * Runs `task` once the browser has painted what is on screen now (the next frame, then a
 * task after it): for a part that may wait a frame so that the page's heading paints first.
 * Returns a cancel.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
