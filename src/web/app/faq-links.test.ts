import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, FaqFileSchema, type FaqFile } from "../../contracts/faqs.ts";
import { GUIDANCE_TABS } from "../features/guidance/components/guidance-screen.tsx";
import { TRACKER_TABS } from "../features/trackers/components/trackers-screen.tsx";

const dir = path.join(process.cwd(), "content", "faq");
const files: FaqFile[] = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .map((name) => FaqFileSchema.parse(JSON.parse(readFileSync(path.join(dir, name), "utf8"))));
const items = files.flatMap((file) => file.items.map((item) => ({ ...item, file })));

/** Every path of the one route table (routes.tsx), as the address bar shows it. */
const ROUTES = new Set(
  [
    ...readFileSync(path.join(process.cwd(), "src/web/app/routes.tsx"), "utf8").matchAll(
      /path="([^"*]+)"/g,
    ),
  ].map((match) => `/${match[1]!.replace(/^\//, "")}`),
);
ROUTES.add("/");
const TABS: Record<string, readonly string[]> = {
  "/symptom-tracker": TRACKER_TABS,
  "/diet-exercise": GUIDANCE_TABS,
};

/** A path exists when the route table has it and its ?tab= names a tab the page has. */
function problem(link: string): string | null {
  const url = new URL(link, "https://saathi.test");
  if (!ROUTES.has(url.pathname)) return `no route ${url.pathname}`;
  const tab = url.searchParams.get("tab");
  if (tab && !TABS[url.pathname]?.includes(tab)) return `no tab ${tab} on ${url.pathname}`;
  return null;
}

describe("the FAQ content (content/faq)", () => {
  it("has every category, at least 80 answers in each language, and no id twice", () => {
    expect(files.map((f) => f.category).sort()).toEqual([...FAQ_CATEGORIES].sort());
    for (const language of ["en", "hi"] as const)
      expect(
        items.filter((i) => i.question[language] && i.answer[language]).length,
      ).toBeGreaterThanOrEqual(80);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) expect(item.answer.hi, item.id).toMatch(/[\u0900-\u097f]/);
  });

  it("cites its sources for every medical answer", () => {
    for (const item of items.filter((i) => i.file.category !== "app-features"))
      expect(item.sources.length, item.id).toBeGreaterThan(0);
  });

  it("links and names only pages the app has", () => {
    const problems = items.flatMap((item) => {
      const named = [item.answer.en, item.answer.hi].flatMap((text) =>
        [...text.matchAll(/(?<![\w.])\/[a-z][a-z-]*(?:\?tab=[a-zA-Z]+)?(?:#[a-z-]+)?/g)].map(
          (m) => m[0],
        ),
      );
      return [...(item.links ?? []).map((link) => link.path), ...named].flatMap((link) => {
        const found = problem(link);
        return found ? [`${item.id}: ${found}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it("explains the trimesters as the spec does (1-12, 13-26, 27-40) and why the app counts week 13 first", () => {
    const trimesters = items.find(
      (i) => /1\s*[-–]\s*12/.test(i.answer.en) && /27\s*[-–]\s*40/.test(i.answer.en),
    );
    expect(trimesters?.answer.en).toMatch(/13\s*[-–]\s*26/);
    expect(trimesters?.answer.en).toMatch(/13/);
  });
});
