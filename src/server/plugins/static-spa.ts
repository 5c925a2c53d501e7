import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "./errors.ts";

const NO_CACHE = new Set(["index.html", "sw.js", "registerSW.js", "manifest.webmanifest"]);

function cacheControlFor(filePath: string): string {
  if (NO_CACHE.has(path.basename(filePath)) || filePath.endsWith(".html")) return "no-cache";
  // Vite puts content-hashed files in /assets: they never change under the same name.
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return "public, max-age=31536000, immutable";
  return "public, max-age=86400";
}

/**
 * The paths that have their own copy of index.html naming their page's chunks
 * (dist/web/routes/<first segment>.html, written by scripts/route-preloads.ts).
 */
function routeFiles(webRoot: string): Set<string> {
  const dir = path.join(webRoot, "routes");
  if (!existsSync(dir)) return new Set();
  return new Set(readdirSync(dir).filter((name) => name.endsWith(".html")));
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

  /** The HTML of a path: its own when the build wrote one, else index.html; never cached. */
  const sendPage = (pathname: string, reply: FastifyReply) => {
    const own = `${pathname.split("/")[1] || "_root"}.html`;
    const file = routes.has(own) ? `routes/${own}` : "index.html";
    return reply.header("Cache-Control", "no-cache").sendFile(file);
  };
  // The static files would answer "/" as a folder; it is a page like the others.
  if (hasWeb) app.get("/", async (_request, reply) => sendPage("/", reply));

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
    return sendPage(pathname, reply);
  });
}
