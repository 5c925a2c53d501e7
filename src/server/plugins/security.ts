import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "./errors.ts";

/**
 * helmet decides the headers; they never change per request, so they are worked out once
 * and copied onto each response (running helmet's middleware per request cost ~10% of the
 * CPU of a signed-in API call).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every response (CSP without inline scripts, nosniff, referrer policy,
 * frame-ancestors 'none', HSTS in production) and a CSRF guard for state-changing calls.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { isProduction: boolean; appOrigin: string; extraOrigins?: string[] },
): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.extraOrigins ?? [])],
        // Radix positions popovers with inline style attributes; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: [
          "'self'",
          ...(options.extraOrigins ?? []),
          ...(options.extraOrigins ?? []).map((o) => o.replace(/^http/, "ws")),
        ],
        mediaSrc: ["'self'", "blob:", ...(options.extraOrigins ?? [])],
        frameSrc: ["'self'", ...(options.extraOrigins ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  // API answers are personal unless a route says otherwise (public week content may be
  // cached): nothing of a signed-in user's is kept by a browser or a shared proxy.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control"))
      void reply.header("cache-control", "no-store");
  });

  const unsafe = new Set(["POST", "PUT", "PATCH", "DELETE"]);
  app.addHook("onRequest", async (request) => {
    if (!unsafe.has(request.method) || !request.url.startsWith("/api/")) return;
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw new AppError(403, "FORBIDDEN", "Cross-site requests are not allowed.");
    }
    // The app's own origin only: never one built from the request's Host, which a
    // rebinding attacker's domain would satisfy (issue 11).
    const origin = request.headers.origin;
    if (origin && origin !== options.appOrigin) {
      throw new AppError(403, "FORBIDDEN", "Cross-site requests are not allowed.");
    }
  });
}

/**
 * What Node answers itself, before the app sees a request (a header too large, a request it
 * cannot parse): the same JSON error shape and the same safety headers as every answer.
 */
export function clientErrorAnswer(error: { code?: string }): string {
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    message: tooLarge ? "The request's headers are too large." : "The request could not be read.",
    code: "BAD_REQUEST",
  });
  return [
    `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    "X-Content-Type-Options: nosniff",
    "X-Frame-Options: DENY",
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
    "Referrer-Policy: strict-origin-when-cross-origin",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}
