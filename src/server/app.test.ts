import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

const INDEX =
  "<!doctype html><html><body><div id=root></div><script type=module src=/assets/app-1a2b3c.js></script></body></html>";
const SCRIPT = `console.log(${JSON.stringify("saathi ".repeat(400))});`;
let webRoot: string;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "saathi-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), INDEX);
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), SCRIPT);
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(webRoot, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
/** A path's own HTML, naming its page's chunks (scripts/route-preloads.ts writes them). */
const ROUTE = (page: string) =>
  INDEX.replace("<body>", `<link rel=modulepreload href=/assets/${page}.js><body>`);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe("the server as a browser meets it", () => {
  let t: TestApp;
  afterEach(async () => t.close());

  it.each(["/", "/dashboard", "/faqs", "/admin/anything", "/no/such/page?lng=hi"])(
    "GET %s falls back to index.html, never cached",
    async (url) => {
      t = await createTestApp("pglite", { webRoot });
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(INDEX);
    },
  );

  it("a path with its own HTML gets it, so its page's chunks are asked for at once", async () => {
    const routes = path.join(webRoot, "routes");
    mkdirSync(routes);
    for (const language of ["en", "hi"]) {
      writeFileSync(path.join(routes, `_root.${language}.html`), ROUTE(`home-${language}`));
      writeFileSync(path.join(routes, `dashboard.${language}.html`), ROUTE(`dash-${language}`));
    }
    try {
      t = await createTestApp("pglite", { webRoot });
      const get = (url: string, headers: Record<string, string> = {}) =>
        t.app.inject({ method: "GET", url, headers });
      for (const [url, headers, body] of [
        ["/", {}, ROUTE("home-en")],
        ["/?lng=hi", {}, ROUTE("home-hi")],
        ["/dashboard", { "accept-language": "hi-IN,en;q=0.8" }, ROUTE("dash-hi")],
        // Her choice in the app (its cookie) over the phone's language.
        [
          "/dashboard/x?y=1",
          { cookie: "i18next=hi", "accept-language": "en-IN" },
          ROUTE("dash-hi"),
        ],
        ["/dashboard", { cookie: "i18next=en", "accept-language": "hi" }, ROUTE("dash-en")],
        ["/faqs", {}, INDEX],
        ["/_root", {}, INDEX],
      ] as const) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["cache-control"], url).toBe("no-cache");
        expect(res.body, url).toBe(body);
      }
      expect((await get("/dashboard")).headers.vary).toMatch(/Accept-Language, Cookie/);
    } finally {
      rmSync(routes, { recursive: true, force: true });
    }
  });

  it("unknown /api paths get a JSON 404, for any method", async () => {
    t = await createTestApp("pglite", { webRoot });
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const res = await t.app.inject({
        method,
        url: "/api/nope",
        payload: method === "GET" ? undefined : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: "No such API endpoint.", code: "NOT_FOUND" });
    }
  });

  it("hashed assets are cached for a year and sent compressed when accepted", async () => {
    t = await createTestApp("pglite", { webRoot });
    const res = await t.app.inject({
      method: "GET",
      url: "/assets/app-1a2b3c.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const plain = await t.app.inject({ method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("other static files get a short cache", async () => {
    t = await createTestApp("pglite", { webRoot });
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("every response carries the security headers; HSTS only in production", async () => {
    t = await createTestApp("pglite", { webRoot });
    for (const url of ["/", "/api/health", "/api/nope"]) {
      const res = await t.app.inject({ method: "GET", url });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
    await t.close();
    t = await createTestApp("pglite", {
      webRoot,
      env: { NODE_ENV: "production", MAIL_MODE: "log" },
    });
    const prod = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(prod.headers["strict-transport-security"]).toMatch(/max-age=31536000/);
  });

  it("refuses cross-site state changes and non-JSON bodies", async () => {
    t = await createTestApp("pglite", { webRoot, env: { APP_ORIGIN: "https://saathi.test" } });
    const body = { email: "a@example.com", interests: ["community-forums"] };
    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "sec-fetch-site": "cross-site" },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: "FORBIDDEN" });
    const foreignOrigin = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://evil.example" },
      payload: body,
    });
    expect(foreignOrigin.statusCode).toBe(403);
    // DNS rebinding: the attacker's name points at this server, so Origin equals Host.
    const rebound = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "http://attacker.example", host: "attacker.example" },
      payload: body,
    });
    expect(rebound.statusCode).toBe(403);
    // Refused before the handler, even where the route has its own 403 answer.
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { email: "a@example.com", password: "whatever-it-is" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: "FORBIDDEN" });
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { origin: "https://saathi.test", "sec-fetch-site": "same-origin" },
      payload: body,
    });
    expect(sameOrigin.statusCode).toBe(200);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(body),
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("malformed JSON is a 400 with a readable message, not a stack trace", async () => {
    t = await createTestApp("pglite", { webRoot });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/waitlist",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "The request could not be read. Please try again.",
      code: "BAD_REQUEST",
    });
  });

  it("without a web build, pages answer 503 with how to build it", async () => {
    t = await createTestApp("pglite", { webRoot: null });
    const res = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(/npm run build/);
  });
});
