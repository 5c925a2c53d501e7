import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { FaqItem } from "../src/contracts/faqs.ts";
import { NOT_FOUND } from "./routes.ts";

test.use({ viewport: { width: 390, height: 844 } });

const answers = async (request: APIRequestContext, query: string) =>
  (await (await request.get(`/api/faqs${query}`)).json()) as FaqItem[];
const firstQuestion = (page: Page) => page.locator("details summary").first();

test("English: found however she types it, marked, filtered, linked and asked further", async ({
  page,
  request,
}) => {
  const [anaemia] = await answers(request, "?lang=en&q=anaemia");
  const nutrition = await answers(request, "?lang=en&category=nutrition");
  await page.goto("/faqs?lng=en");
  const search = page.getByLabel("Search the questions");
  await expect(page.getByText(/^\d+ questions$/)).toBeVisible();

  // US and British spelling, a slip, Hinglish and Hindi all reach the same answer.
  for (const typed of ["anemia", "anaemia", "anaimia", "khoon ki kami", "खून की कमी"]) {
    await search.fill(typed);
    await expect(firstQuestion(page), typed).toHaveText(anaemia!.question);
  }
  await search.fill("anemia");
  await expect(page.locator("details mark").first()).toBeVisible();
  // Under any list of results, the companion is offered with her words.
  await expect(page.getByText("Not what you were looking for?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask Saathi", exact: true })).toHaveAttribute(
    "href",
    "/chat?q=anemia",
  );
  await search.fill("kya main aam kha sakti hoon");
  await expect(firstQuestion(page)).toContainText(/mango/i);

  // The category filter, kept in the address.
  await search.fill("");
  await page.getByText("Nutrition", { exact: true }).click();
  await expect(page).toHaveURL(/category=nutrition/);
  await expect(page.getByText(`${nutrition.length} questions`, { exact: true })).toBeVisible();
  await expect(page.locator("details")).toHaveCount(nutrition.length);

  // Nothing fits: the companion is offered with her words.
  await search.fill("zzqxv");
  await expect(page.getByText(/No answer here matches your words yet/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask Saathi", exact: true })).toHaveAttribute(
    "href",
    "/chat?q=zzqxv",
  );

  // A linked answer opens where the link points; "ask more" writes it into the chat.
  await page.goto(`/faqs?lng=en#faq-${anaemia!.id}`);
  const linked = page.locator(`#faq-${anaemia!.id}`);
  await expect(linked).toHaveAttribute("open", "");
  await expect(linked).toBeInViewport();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(violations.map((v) => v.id)).toEqual([]);
  await linked.getByRole("link", { name: "Ask Saathi more about this" }).click();
  await expect(page).toHaveURL(/\/chat\?q=/);
  await expect(page.getByLabel("Your question")).toHaveValue(anaemia!.question);
});

test("Hindi: Hinglish and Devanagari searches, the Hindi category names", async ({
  page,
  request,
}) => {
  const [anaemia] = await answers(request, `?lang=hi&q=${encodeURIComponent("खून की कमी")}`);
  await page.goto("/faqs?lng=hi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सवाल-जवाब और जानकारी");
  const search = page.getByLabel("सवालों में खोजें");
  await search.fill("खून की कमी");
  await expect(firstQuestion(page)).toHaveText(anaemia!.question);
  await expect(firstQuestion(page)).toHaveText(/[\u0900-\u097f]/);
  await search.fill("anemia");
  await expect(firstQuestion(page)).toHaveText(anaemia!.question);
  await search.fill("kya main aam kha sakti hoon");
  await expect(firstQuestion(page)).toContainText("आम");
  await search.fill("");
  await page.getByText("पोषण", { exact: true }).click();
  await expect(page).toHaveURL(/category=nutrition/);
  await expect(page.locator("details").first()).toBeVisible();
});

test("every answer's anchor is on the page, once, in both languages", async ({ page, request }) => {
  for (const lng of ["en", "hi"] as const) {
    const all = await answers(request, `?lang=${lng}`);
    await page.goto(`/faqs?lng=${lng}`);
    await expect(page.locator("details")).toHaveCount(all.length);
    const anchors = await page.locator("details").evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(anchors).toEqual(all.map((item) => `faq-${item.id}`));
    // Each answer is built when she opens it (issue 12: the whole list was ~2,000 elements).
    const elements = () => page.evaluate(() => document.querySelectorAll("*").length);
    expect(await elements()).toBeLessThan(all.length * 5 + 400);
    const last = page.locator("details").last();
    await last.locator("summary").click();
    const firstParagraph = all.at(-1)!.answer.split(/\n\n+/)[0]!;
    await expect(last.getByText(firstParagraph.slice(0, 40))).toBeVisible();
  }
});

test("every page an app-features answer points to exists", async ({ page, request }) => {
  // A dozen pages opened one after another: on a shared machine under load it ran past 60 s
  // with nothing wrong (2026-11-30).
  test.slow();
  const features = await answers(request, "?lang=en&category=app-features");
  const paths = [...new Set(features.flatMap((item) => item.links.map((link) => link.path)))];
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) {
    await page.goto(path.includes("?") ? path.replace("?", "?lng=en&") : `${path}?lng=en`);
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }), path).not.toHaveText(NOT_FOUND.en.title);
  }
});
