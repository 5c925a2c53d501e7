// Where Chromium is and how to start it on these machines (DESIGN.md §1): CHROME_PATH,
// else Debian's /usr/bin/chromium, else undefined (Playwright's own browser).
import { existsSync } from "node:fs";

/** @type {string | undefined} */
export const chromePath =
  process.env.CHROME_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Without the background-networking flags Chromium keeps dialling out on a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
