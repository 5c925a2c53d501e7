import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAndIn } from "../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Fuzz every route of the route table (issue 11 probes): malformed JSON, wrong types, NUL
 * and odd Unicode, deep nesting, a huge body, wrong content types, a cross-site origin,
 * signed out and signed in. No 5xx, every answer in time, every error in the JSON shape.
 */
let t: TestApp;
let cookie = "";
beforeAll(async () => {
  t = await createTestApp("pglite", { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  cookie = (await signUpAndIn(t.app)).cookie;
}, 30_000);
afterAll(async () => t.close());

const deep = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const JUNK_PARAMS = [
  "1e1",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "x".repeat(3000),
  "%F0%9F%A4%B0",
  "-1",
];
const BODIES: { name: string; type?: string; body: string }[] = [
  { name: "malformed JSON", body: '{"message": "pet dard' },
  { name: "an array", body: "[1,2,3]" },
  { name: "a number", body: "42" },
  { name: "a string", body: '"hello"' },
  { name: "null", body: "null" },
  {
    name: "wrong types",
    body: JSON.stringify({ message: 5, email: [], password: {}, week: true }),
  },
  {
    name: "NUL and odd Unicode",
    body: JSON.stringify({ message: "a\u0000b\ud800\u202e", name: "\uffff" }),
  },
  { name: "deep nesting", body: `{"a":${deep(5000)}}` },
  { name: "a huge body", body: JSON.stringify({ message: "x".repeat(3 * 1024 * 1024) }) },
  { name: "text/plain", type: "text/plain", body: "message=hi" },
  { name: "a form", type: "application/x-www-form-urlencoded", body: "email=a%40b.c&password=x" },
  { name: "XML", type: "application/xml", body: "<a>1</a>" },
  {
    name: "prototype pollution",
    body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
];

function urlsOf(pattern: string): string[] {
  if (!pattern.includes(":")) return [pattern];
  return JUNK_PARAMS.map((junk) => pattern.replace(/:[A-Za-z]+/g, junk));
}

async function timed<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in 15 s: ${what}`)), 15_000);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe("fuzzing every API route", () => {
  it("has the routes to fuzz", () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith("/api/"));
    expect(api.length).toBeGreaterThan(25);
    // Issue 14's routes: every tracker and the journal, with their ids, sync and check.
    const urls = new Set(api.map((r) => `${r.method} ${r.url}`));
    for (const path of ["/api/journal", "/api/trackers/moods", "/api/trackers/supplements"])
      for (const route of ["GET ", "POST "]
        .map((m) => m + path)
        .concat(["PATCH ", "DELETE "].map((m) => `${m}${path}/:id`)))
        expect(urls).toContain(route);
    for (const route of [
      "POST /api/trackers/sync",
      "POST /api/trackers/symptoms/check",
      "PUT /api/trackers/weights/profile",
    ])
      expect(urls).toContain(route);
  });

  it("never answers 5xx, always in time, every error in the JSON shape", async () => {
    const problems: string[] = [];
    let sent = 0;
    const api = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
    for (const route of api)
      for (const url of urlsOf(route.url))
        for (const signedIn of [false, true])
          for (const sample of route.method === "GET" ? [null] : BODIES)
            for (const crossSite of route.method === "GET" ? [false] : [false, true]) {
              const what = `${route.method} ${url.slice(0, 60)} ${sample?.name ?? ""}${signedIn ? " signed in" : ""}${crossSite ? " cross-site" : ""}`;
              const res = await timed(
                t.app.inject({
                  method: route.method as "GET",
                  url,
                  headers: {
                    ...(signedIn ? { cookie } : {}),
                    ...(sample ? { "content-type": sample.type ?? "application/json" } : {}),
                    ...(crossSite
                      ? { origin: "https://evil.example", "sec-fetch-site": "cross-site" }
                      : {}),
                  },
                  ...(sample ? { payload: sample.body } : {}),
                }),
                what,
              );
              sent++;
              if (res.statusCode >= 500)
                problems.push(`${res.statusCode} ${what}: ${res.body.slice(0, 120)}`);
              else if (res.statusCode >= 400) {
                const json = (() => {
                  try {
                    return JSON.parse(res.body) as { code?: unknown; message?: unknown };
                  } catch {
                    return null;
                  }
                })();
                if (typeof json?.code !== "string" || typeof json.message !== "string")
                  problems.push(
                    `${res.statusCode} not the error shape: ${what}: ${res.body.slice(0, 80)}`,
                  );
              }
            }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);
});
