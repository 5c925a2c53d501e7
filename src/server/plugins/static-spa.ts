import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { routeHtmlFile } from "../../contracts/route-html.ts";
import { AppError } from "./errors.ts";
import { pageLanguage } from "./page-language.ts";

const NO_CACHE = new Set(["index.html", "sw.js", "registerSW.js", "manifest.webmanifest"]);

function cacheControlFor(filePath: string): string {
  if (NO_CACHE.has(path.basename(filePath)) || filePath.endsWith(".html")) return "no-cache";
  // Vite puts content-hashed files in /assets: they never change under the same name.
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return "public, max-age=31536000, immutable";
  return "public, max-age=86400";
}

/**
 * The paths that have their own copy of index.html naming their page's chunks, one per
 * language (dist/web/routes/<first segment>.<language>.html, by scripts/route-preloads.ts).
 */
function routeFiles(webRoot: string): Set<string> {
  const dir = path.join(webRoot, "routes");
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith(".html"))
      .map((name) => `routes/${name}`),
  );
}

/**
 * Serves the built SPA with history fallback: every non-/api path gets its own HTML when the
 * build wrote one, else index.html; unknown /api/* paths get a JSON 404. Pre-compressed
 * .br/.gz files are sent when accepted.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasWeb = webRoot !== null && existsSync(path.join(webRoot, "index.html"));
  const routes = hasWeb ? routeFiles(webRoot) : new Set<string>();
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (res, filePath) => void res.header("Cache-Control", cacheControlFor(filePath)),
    });
  }

  /**
   * The HTML of a path: its own in her language when the build wrote one (naming its page's
   * code and texts), else index.html; never cached, and it varies with her language.
   */
  const sendPage = (request: FastifyRequest, pathname: string, reply: FastifyReply) => {
    const language = pageLanguage({
      lng: (request.query as Record<string, unknown> | undefined)?.lng,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers["accept-language"],
    });
    const segment = pathname.split("/")[1] ?? "";
    const own = routeHtmlFile(segment, language);
    const file = routes.has(own) && !segment.startsWith("_") ? own : "index.html";
    return reply
      .header("Cache-Control", "no-cache")
      .header("Vary", "Accept-Language, Cookie")
      .sendFile(file);
  };
  // The static files would answer "/" as a folder; it is a page like the others.
  if (hasWeb) app.get("/", async (request, reply) => sendPage(request, "/", reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      throw new AppError(404, "NOT_FOUND", "No such API endpoint.");
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      throw new AppError(404, "NOT_FOUND", "Not found.");
    }
    if (!hasWeb) {
      throw new AppError(503, "UNAVAILABLE", "The web app has not been built: run npm run build.");
    }
    return sendPage(request, pathname, reply);
  });
}
