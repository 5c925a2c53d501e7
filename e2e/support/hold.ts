import type { Page } from "@playwright/test";

/**
 * Holds every request to `url` until the test calls the returned release. A test that looks
 * for a waiting state ("Generating...") holds the answer until it has seen it: a fixed delay
 * is shorter than a slow shared machine's round trip, and the waiting state may come and go
 * unseen (a failed full run on 2026-11-28).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
