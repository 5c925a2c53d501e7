import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createI18n } from "../lib/i18n.ts";
import { PAGES, pageOfPath } from "./page-paths.ts";
import { preloadPage } from "./routes.tsx";

/** Each public path of the route table with the page it renders: [path, component]. */
const source = readFileSync(path.join(process.cwd(), "src/web/app/routes.tsx"), "utf8");
const TABLE = [
  ...source
    .slice(source.indexOf("<PublicLayout />"))
    .matchAll(/<Route (?:path="([^"*]+)"|(index)) element=\{<(\w+)/g),
]
  .filter((match) => match[3] !== "Navigate")
  .map((match) => [match[2] ? "/" : `/${match[1]}`, match[3]] as const);

describe("the page a path opens starts loading before the first render (issue 12)", () => {
  it("knows the page of every path in the route table", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(19);
    for (const [route, page] of TABLE) expect(pageOfPath(route), route).toBe(page);
    expect(pageOfPath("/admin")).toBe("Admin");
    expect(pageOfPath("/no-such-page")).toBeUndefined();
    expect(pageOfPath("/constructor")).toBeUndefined();
  });

  it("names the module of every page as the route table imports it (the build preloads it)", () => {
    for (const [page, { module }] of Object.entries(PAGES)) {
      const imported = new RegExp(
        `${page}: page\\("${page}", \\(\\) => import\\("./pages/${module}\\.tsx"\\)`,
      );
      expect(source, page).toMatch(imported);
    }
  });

  it("loads that page's texts in her language without rendering it", async () => {
    const i18n = createI18n();
    await i18n.changeLanguage("hi");
    expect(i18n.hasResourceBundle("hi", "faqs")).toBe(false);
    preloadPage(i18n, "/faqs");
    await expect.poll(() => i18n.hasResourceBundle("hi", "faqs"), { timeout: 10_000 }).toBe(true);
    expect(i18n.getFixedT("faqs")("listHeading")).toMatch(/[\u0900-\u097f]/);
    preloadPage(i18n, "/no-such-page");
  });
});
