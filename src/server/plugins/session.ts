import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { users } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";

export type SessionUser = typeof users.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request's session cookie, if any. */
    currentUser: SessionUser | null;
    sessionToken: string | null;
  }
}

export const SESSION_COOKIE = "saathi_session";

export interface SessionResolver {
  resolveSession(token: string): Promise<{ user: SessionUser; extendedUntil: Date | null } | null>;
}

/**
 * Reads the session cookie on every API request: HttpOnly, SameSite=Lax, Secure over HTTPS
 * in production (DESIGN.md §4). A session that is used gets extended (sliding expiry).
 */
export async function registerSessions(
  app: FastifyInstance,
  options: { resolver: SessionResolver; secure: boolean },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("currentUser", null);
  app.decorateRequest("sessionToken", null);
  app.addHook("onRequest", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await options.resolver.resolveSession(token);
    if (!found) {
      clearSessionCookie(reply, options.secure);
      return;
    }
    request.currentUser = found.user;
    request.sessionToken = token;
    if (found.extendedUntil) setSessionCookie(reply, token, found.extendedUntil, options.secure);
  });
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expires: Date,
  secure: boolean,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

/** The signed-in user, or a 401 that the client reads as "no user" (000 §4). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.currentUser) throw new AppError(401, "UNAUTHORIZED", "Please sign in.");
  return request.currentUser;
}

/** Route option: answer 401 before looking at the body, so a signed-out call never sees 400. */
export const signedIn = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};
