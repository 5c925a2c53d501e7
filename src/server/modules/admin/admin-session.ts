import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ADMIN_TEXTS } from "../../../contracts/admin.ts";
import type { AdminRow } from "./admin.repository.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The admin of this request's admin cookie (admin routes only). */
    admin: AdminRow | null;
    adminToken: string | null;
  }
}

/**
 * Its own cookie, never the user's: `__Host-` (Secure, Path=/, no Domain) when cookies are
 * secure (production over HTTPS), HttpOnly and SameSite=Strict always.
 */
export const adminCookieName = (secure: boolean) =>
  secure ? "__Host-saathi_admin" : "saathi_admin";

export function setAdminCookie(reply: FastifyReply, secure: boolean, token: string, expires: Date) {
  void reply.setCookie(adminCookieName(secure), token, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    expires,
  });
}

export function clearAdminCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(adminCookieName(secure), {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
  });
}

/**
 * Resolves the admin cookie for the routes of the plugin it is called in (encapsulated:
 * nothing outside sees the hooks), clears a cookie that no longer names a session, and marks
 * every answer no-store.
 */
export function useAdminSessions(
  scope: FastifyInstance,
  resolve: (token: string) => Promise<AdminRow | null>,
  secure: boolean,
) {
  const cookie = adminCookieName(secure);
  scope.decorateRequest("admin", null);
  scope.decorateRequest("adminToken", null);
  scope.addHook("onRequest", async (request, reply) => {
    const token = request.cookies[cookie];
    if (!token) return;
    request.admin = await resolve(token);
    if (request.admin) request.adminToken = token;
    else clearAdminCookie(reply, secure);
  });
  scope.addHook("onSend", async (_request, reply) => {
    void reply.header("cache-control", "no-store").header("pragma", "no-cache");
  });
}

export function requireAdmin(request: FastifyRequest): AdminRow {
  if (!request.admin) throw new Error("requireAdmin used on a route without the adminOnly hook");
  return request.admin;
}

/** Route option: 401 with requireLogin (001 §7) before the body is even looked at. */
export const adminOnly = {
  preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.admin) return;
    return reply
      .code(401)
      .type("application/json")
      .serializer((payload: unknown) => JSON.stringify(payload))
      .send({ requireLogin: true, message: ADMIN_TEXTS.loginRequired, code: "UNAUTHORIZED" });
  },
};
