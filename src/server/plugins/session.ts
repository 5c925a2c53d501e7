import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { users } from "../db/schema/index.ts";
import { SESSION_HINT_COOKIE } from "../../contracts/session.ts";
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
/** How long a hint set without a known expiry lasts: the longest a session can (30 days). */
const HINT_MAX_AGE_S = 30 * 24 * 60 * 60;

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
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    // A session from before the hint existed gets one on its next page or call (pages only, not
    // the cacheable files); one that has ended loses it when the page asks who she is.
    const hinted = Boolean(request.cookies[SESSION_HINT_COOKIE]);
    if (!request.url.startsWith("/api/")) {
      if (!hinted && request.headers.accept?.includes("text/html"))
        setHint(reply, { maxAge: HINT_MAX_AGE_S }, options.secure);
      return;
    }
    const found = await options.resolver.resolveSession(token);
    if (!found) {
      clearSessionCookie(reply, options.secure);
      return;
    }
    request.currentUser = found.user;
    request.sessionToken = token;
    if (found.extendedUntil) setSessionCookie(reply, token, found.extendedUntil, options.secure);
    else if (!hinted) setHint(reply, { maxAge: HINT_MAX_AGE_S }, options.secure);
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
  setHint(reply, { expires }, secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
  void reply.clearCookie(SESSION_HINT_COOKIE, { sameSite: "lax", secure, path: "/" });
}

function setHint(
  reply: FastifyReply,
  lifetime: { expires: Date } | { maxAge: number },
  secure: boolean,
): void {
  void reply.setCookie(SESSION_HINT_COOKIE, "1", {
    sameSite: "lax",
    secure,
    path: "/",
    ...lifetime,
  });
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
