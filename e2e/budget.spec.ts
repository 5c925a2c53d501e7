import { gzipSync } from "node:zlib";
import { expect, test, type Page, type Response } from "@playwright/test";
import { PUBLIC_ROUTES } from "./routes.ts";

/**
 * First-load budget (issue 12): the JavaScript a page loads before it settles, on a phone,
 * gzipped, at most 120 KB. A size, not a timing: the same build gives the same figure on
 * any machine. Every public page is held to it, so a new page is from its first commit.
 */
const BUDGET_KB = 120;

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

interface Script {
  file: string;
  gzipKb: number;
}

async function scriptsLoadedBy(page: Page, url: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    const file = new URL(response.url()).pathname;
    scripts.push(
      response
        .body()
        .then((body) => ({ file, gzipKb: gzipSync(body, { level: 9 }).length / 1024 })),
    );
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  // Whatever the first render asks for (lazy sections in view, the page's texts) has come.
  await page.waitForLoadState("networkidle");
  // A chunk fetched later, while the page is idle, is not part of the first load; reading its
  // body after the test has ended failed a full run ("response.body: Test ended").
  page.off("response", onResponse);
  return (await Promise.all(scripts)).sort((a, b) => b.gzipKb - a.gzipKb);
}

function report(scripts: Script[]): string {
  return scripts.map((s) => `  ${s.gzipKb.toFixed(1).padStart(6)} KB  ${s.file}`).join("\n");
}

for (const route of PUBLIC_ROUTES) {
  const { path } = route;
  for (const language of ["en", "hi"] as const) {
    test(`${path} (${language}) loads at most ${BUDGET_KB} KB of JavaScript before it settles`, async ({
      page,
    }) => {
      const scripts = await scriptsLoadedBy(page, `${path}?lng=${language}`);
      // The page really rendered (a budget met by a blank page would mean nothing).
      await expect(page.getByRole("heading", { level: 1 })).toContainText(route[language]);
      const total = scripts.reduce((sum, s) => sum + s.gzipKb, 0);
      expect(
        total,
        `${path} (${language}) loads ${total.toFixed(1)} KB gzipped, over the ${BUDGET_KB} KB budget:\n${report(scripts)}`,
      ).toBeLessThanOrEqual(BUDGET_KB);
    });
  }
}

/**
 * Each path's HTML names its page's chunks (scripts/route-preloads.ts), so a phone asks for
 * them with the app itself instead of a round trip after it has started: the page's own
 * chunk at least, and nothing the page then does not load.
 */
for (const { path } of PUBLIC_ROUTES) {
  for (const language of ["en", "hi"] as const) {
    test(`${path} (${language}) names its page's chunks in its HTML, and only what the page loads`, async ({
      page,
      request,
    }) => {
      const url = `${path}?lng=${language}`;
      const html = await (await request.get(url)).text();
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(
        (match) => match[1]!,
      );
      const loaded = new Set((await scriptsLoadedBy(page, url)).map((s) => s.file));
      expect(
        preloaded.some((file) => /-page(s)?-[\w-]+\.js$/.test(file)),
        html,
      ).toBe(true);
      for (const file of preloaded)
        expect(loaded, `${file} preloaded but not used`).toContain(file);
    });

    test(`${path} (${language}) asks for the stylesheet first and the page's chunks after the first paint`, async ({
      request,
    }) => {
      const html = await (await request.get(`${path}?lng=${language}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      // The first paint (the shell in the HTML) waits for the stylesheet alone; on a line
      // that takes six requests at a time it used to be asked for after eight scripts.
      const sheet = head.search(/<link rel="stylesheet"/);
      expect(sheet, head).toBeGreaterThan(0);
      expect(sheet, head).toBeLessThan(head.search(/<script|<link rel="modulepreload"/));
      const pageChunks = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)]
        .map((match) => match[0])
        .filter((link) => /-page(s)?-[\w-]+\.js"/.test(link));
      expect(pageChunks.length, head).toBeGreaterThan(0);
      for (const link of pageChunks) expect(link).toContain('fetchpriority="low"');
    });
  }
}

/**
 * Start-up work (issue 12): the first Intl date format a page makes loads the browser's
 * calendar data, about a quarter of a second on a mid-range phone. Pages that show no date
 * must not pay it while they load (modules make their formats on first use: lib/dates.ts).
 */
for (const path of ["/", "/auth", "/faqs", "/diet-exercise"]) {
  for (const language of ["en", "hi"] as const) {
    test(`${path} (${language}) makes no date format while it loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const Real = Intl.DateTimeFormat;
        const counted = { made: 0 };
        Object.assign(window, { __dateFormats: counted });
        Intl.DateTimeFormat = new Proxy(Real, {
          construct: (target, args: ConstructorParameters<typeof Real>) => {
            counted.made += 1;
            return new target(...args);
          },
          apply: (target, self, args: ConstructorParameters<typeof Real>) => {
            counted.made += 1;
            return target(...args);
          },
        });
      });
      await scriptsLoadedBy(page, `${path}?lng=${language}`);
      const made = () =>
        page.evaluate(
          () => (window as never as { __dateFormats: { made: number } }).__dateFormats.made,
        );
      expect(await made(), "a module made an Intl.DateTimeFormat at start-up").toBe(0);
      // The count is real: a format made now is seen.
      await page.evaluate(() => new Intl.DateTimeFormat("hi-IN").format(new Date()));
      expect(await made()).toBe(1);
    });
  }
}
