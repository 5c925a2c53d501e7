/**
 * A load that runs once and is shared by everyone who asks while it runs or after it is done.
 * A load that failed (no signal) is not kept, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () =>
    (started ??= load().catch((error: unknown) => {
      started = undefined;
      throw error;
    }));
}
