import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

const NO_CACHE = new Set(["index.html", "sw.js", "registerSW.js", "manifest.webmanifest"]);

function cacheControlFor(filePath: string): string {
  if (NO_CACHE.has(path.basename(filePath))) return "no-cache";
  // Vite puts content-hashed files in /assets: they never change under the same name.
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return "public, max-age=31536000, immutable";
  return "public, max-age=86400";
}

/**
 * Serves the built SPA with history fallback: every non-/api path gets index.html,
 * unknown /api/* paths get a JSON 404. Pre-compressed .br/.gz files are sent when accepted.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const hasWeb = webRoot !== null && existsSync(path.join(webRoot, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      cacheControl: false,
      index: ["index.html"],
      setHeaders: (res, filePath) => void res.header("Cache-Control", cacheControlFor(filePath)),
    });
  }

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
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
