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
