/** 001 §4 / §9: the admin area's timings, in one place so the tests and the hooks agree. */
export const ADMIN_TIMINGS = {
  sessionRecheck: 60_000,
  firstLoad: 500,
  refresh: 30_000,
  reconnectFirst: 2_000,
  reconnectEvery: 3_000,
} as const;

/**
 * Runs `run` once after `delay`, then every `every` ms, skipping a tick while `isBusy()`
 * says a load is still in progress (001 §4: "unless a load is in progress").
 * Returns the function that stops it.
 */
export function startPolling(options: {
  run: () => void;
  delay: number;
  every: number;
  isBusy?: () => boolean;
}): () => void {
  const tick = () => {
    if (!options.isBusy?.()) options.run();
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, options.every);
  }, options.delay);
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/**
 * 001 §4: once the server is unreachable, ask it again after 2 s and then every 3 s until it
 * confirms the admin (true) or says to log in again (false): either ends the attempts.
 */
export function startReconnect(
  check: () => Promise<boolean | null>,
  done: (isAdmin: boolean) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = async () => {
    const answer = await check().catch(() => null);
    if (stopped) return;
    if (answer === null) timer = setTimeout(() => void attempt(), ADMIN_TIMINGS.reconnectEvery);
    else done(answer);
  };
  timer = setTimeout(() => void attempt(), ADMIN_TIMINGS.reconnectFirst);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
