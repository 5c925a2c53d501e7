import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminAccounts } from "../modules/admin/admin-accounts.ts";
import { post, signUpAndIn } from "../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * Fuzz every route of the route table (issue 11 probes): malformed JSON, wrong types, NUL
 * and odd Unicode, deep nesting, a huge body, wrong content types, a cross-site origin,
 * signed out and signed in. No 5xx, every answer in time, every error in the JSON shape.
 */
let t: TestApp;
let cookie = "";
/** An admin's session too: the admin routes are fuzzed past their guard (issue 16). */
let adminCookie = "";
beforeAll(async () => {
  t = await createTestApp("pglite", { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  cookie = (await signUpAndIn(t.app)).cookie;
  const admin = { email: "fuzz@example.com", password: "fuzz admin secret" };
  await createAdminAccounts(t.database.db).create({ ...admin, protectionCode: "fuzz-code" });
  const login = await post(t.app, "/api/admin/login", { username: admin.email, ...admin });
  const set = login.cookies.find((c) => c.name === "saathi_admin");
  adminCookie = `saathi_admin=${set?.value ?? ""}`;
}, 30_000);
/** Admin routes get the admin's cookie as a third session; logout would end it for the rest. */
const isAdminRoute = (url: string) =>
  (url.startsWith("/api/admin/") || url === "/api/verify-protection") &&
  url !== "/api/admin/logout";
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
      "GET /api/admin/direct-status",
      "GET /api/admin/session",
      "POST /api/admin/emergency-login",
      "POST /api/admin/login",
      "POST /api/admin/logout",
      "POST /api/admin/reset-password",
      "GET /api/admin/users",
      "GET /api/admin/pregnancy-data",
      "GET /api/admin/mood-entries",
      "GET /api/admin/medication-checks",
      "GET /api/admin/support-messages",
      "PATCH /api/admin/support-messages/:id",
      "GET /api/admin/email-tracking",
      "GET /api/admin/audit",
      "POST /api/verify-protection",
      "POST /api/admin/protection-code",
      "GET /api/admin/emergency",
      "POST /api/admin/emergency",
      "GET /api/status",
      "POST /api/support",
      "POST /api/trackers/sync",
      "POST /api/trackers/symptoms/check",
      "PUT /api/trackers/weights/profile",
      "GET /api/faqs",
      "GET /api/baby-names/origins",
      "POST /api/baby-names",
      "GET /api/baby-names/lookup",
      "GET /api/baby-names/shortlist",
      "PUT /api/baby-names/shortlist",
    ])
      expect(urls).toContain(route);
  });

  it("never answers 5xx, always in time, every error in the JSON shape", async () => {
    const problems: string[] = [];
    let sent = 0;
    const api = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD");
    for (const route of api)
      for (const url of urlsOf(route.url))
        for (const session of isAdminRoute(route.url)
          ? [null, cookie, adminCookie]
          : [null, cookie])
          for (const sample of route.method === "GET" ? [null] : BODIES)
            for (const crossSite of route.method === "GET" ? [false] : [false, true]) {
              const as = session === adminCookie ? " as admin" : session ? " signed in" : "";
              const what = `${route.method} ${url.slice(0, 60)} ${sample?.name ?? ""}${as}${crossSite ? " cross-site" : ""}`;
              const res = await timed(
                t.app.inject({
                  method: route.method as "GET",
                  url,
                  headers: {
                    ...(session ? { cookie: session } : {}),
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
