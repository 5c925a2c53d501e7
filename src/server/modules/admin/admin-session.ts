import type { FastifyReply, FastifyRequest } from "fastify";
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
