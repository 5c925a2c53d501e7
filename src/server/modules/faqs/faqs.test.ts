import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FaqItem } from "../../../contracts/faqs.ts";
import { get } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("GET /api/faqs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => t.close());
  const faqs = async (query: string) => (await get(t.app, `/api/faqs${query}`)).json<FaqItem[]>();

  it("lists every answer in her language with the spec's fields, cacheable", async () => {
    const res = await get(t.app, "/api/faqs?lang=hi");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const items = res.json<FaqItem[]>();
    expect(items.length).toBeGreaterThanOrEqual(80);
    const first = items[0]!;
    expect(first.category).toBe("first-trimester");
    expect(first.id).toMatch(/^[a-z0-9-]+$/);
    expect(first.question).toMatch(/[\u0900-\u097f]/);
    expect(first.answer).toMatch(/[\u0900-\u097f]/);
    expect((await faqs("")).length).toBe(items.length);
  });

  it("sends the full list compressed as the browser asks; a search is answered fresh", async () => {
    const gzip = await t.app.inject({
      url: "/api/faqs?lang=en&category=nutrition",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      await faqs("?lang=en&category=nutrition"),
    );
    const search = await get(t.app, "/api/faqs?lang=en&q=iron");
    expect(search.headers["cache-control"]).toBe("no-store");
    expect(search.json<FaqItem[]>()[0]?.question).toMatch(/iron|anaemia|anemia/i);
  });

  it("keeps to one category", async () => {
    const nutrition = await faqs("?lang=en&category=nutrition");
    expect(nutrition.length).toBeGreaterThan(10);
    expect(new Set(nutrition.map((i) => i.category))).toEqual(new Set(["nutrition"]));
  });

  it("finds the anaemia answer however it is asked, in either language", async () => {
    const ids = await Promise.all(
      ["anemia", "anaemia", "khoon ki kami", "खून की कमी"].flatMap((q) =>
        ["en", "hi"].map(
          async (lang) => (await faqs(`?lang=${lang}&q=${encodeURIComponent(q)}`))[0]?.id,
        ),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const first = (await faqs(`?lang=en&q=anaemia`))[0];
    expect(first?.question).toMatch(/ana?emia/i);
  });

  it("refuses an unknown language or category with a JSON 400 naming the field", async () => {
    for (const [query, field] of [
      ["?lang=fr", "lang"],
      ["?category=fourth-trimester", "category"],
      [`?q=${"x".repeat(201)}`, "q"],
    ] as const) {
      const res = await get(t.app, `/api/faqs${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
  });
});
