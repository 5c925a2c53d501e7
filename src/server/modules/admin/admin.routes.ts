import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ADMIN_TEXTS,
  AdminAuditSchema,
  AdminEmailSchema,
  AdminDeleteUserSchema,
  AdminListQuerySchema,
  AdminLoginSchema,
  AdminMedicationCheckSchema,
  AdminMoodSchema,
  AdminPregnancySchema,
  AdminResetPasswordSchema,
  AdminStatusSchema,
  AdminSupportMessageSchema,
  AdminUserIdSchema,
  AdminUserSchema,
  LoginRequiredSchema,
  ProtectionCodeChangeSchema,
  StatusQuerySchema,
  SuccessMessageSchema,
  VerifyProtectionResponseSchema,
  VerifyProtectionSchema,
} from "../../../contracts/admin.ts";
import { SupportMarkReadSchema, SupportMessageIdSchema } from "../../../contracts/support.ts";
import { makeCursor } from "../../../contracts/tracker-common.ts";
import { ErrorBodySchema } from "../../../contracts/errors.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import type { RateLimiter } from "../../plugins/rate-limiter.ts";
import type { SupportService } from "../support/support.service.ts";
import { createAdminAuthService } from "./admin-auth.service.ts";
import { createAdminLists, type AdminLists } from "./admin-lists.ts";
import {
  adminOnly,
  clearAdminCookie,
  requireAdmin,
  setAdminCookie,
  useAdminSessions,
} from "./admin-session.ts";

/** What an admin call can answer besides its success: declared for every route. */
const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };
const guarded = { ...errors, 401: LoginRequiredSchema };

/** 001 §7's list calls: path, what the audit log calls it, how it is read, its entity. */
const LISTS: [string, string, keyof AdminLists, z.ZodType][] = [
  ["/api/admin/users", "users", "users", AdminUserSchema],
  ["/api/admin/pregnancy-data", "pregnancy-data", "pregnancies", AdminPregnancySchema],
  ["/api/admin/mood-entries", "mood-entries", "moods", AdminMoodSchema],
  [
    "/api/admin/medication-checks",
    "medication-checks",
    "medicationChecks",
    AdminMedicationCheckSchema,
  ],
  ["/api/admin/support-messages", "support-messages", "supportMessages", AdminSupportMessageSchema],
  ["/api/admin/email-tracking", "email-tracking", "emails", AdminEmailSchema],
  ["/api/admin/audit", "audit", "audit", AdminAuditSchema],
];

/**
 * The operator admin API (001 §7, issue 16). Every call but the two logins needs an admin
 * session (the admin cookie; a user's session is not one). Cross-site writes are refused by
 * the security plugin (Origin / Sec-Fetch-Site) like every other API call.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  limiter: RateLimiter;
  support: Pick<SupportService, "setRead">;
  /** The account service's erasure: the user and everything of hers. */
  accounts: { eraseById(userId: string): Promise<boolean> };
  secureCookies: boolean;
  now?: () => Date;
}> = async (app, { db, limiter, support, accounts, secureCookies: secure, now }) => {
  const auth = createAdminAuthService({ db, limiter, ...(now ? { now } : {}) });
  const lists = createAdminLists(db);
  useAdminSessions(app, (token) => auth.resolve(token), secure);

  const status = (request: FastifyRequest) => ({
    isAdmin: true as const,
    email: requireAdmin(request).email,
  });
  const statusRoute = {
    ...adminOnly,
    schema: { querystring: StatusQuerySchema, response: { 200: AdminStatusSchema, ...guarded } },
  };
  app.get("/api/admin/direct-status", statusRoute, status);
  app.get("/api/admin/session", statusRoute, status);

  const login = async (
    request: FastifyRequest<{ Body: z.infer<typeof AdminLoginSchema> }>,
    reply: FastifyReply,
  ) => {
    const { session } = await auth.login(request.body, request.ip);
    setAdminCookie(reply, secure, session.token, session.expiresAt);
    return { success: true, message: ADMIN_TEXTS.loggedIn };
  };
  const loginRoute = {
    schema: {
      body: AdminLoginSchema,
      response: { 200: SuccessMessageSchema, 401: ErrorBodySchema, ...errors },
    },
  };
  // Both run exactly the same checks (issue 16): the spec's client tries one, then the other.
  app.post("/api/admin/emergency-login", loginRoute, login);
  app.post("/api/admin/login", loginRoute, login);

  app.post(
    "/api/admin/logout",
    { ...adminOnly, schema: { response: { 200: SuccessMessageSchema, ...guarded } } },
    async (request, reply) => {
      await auth.logout(requireAdmin(request), request.adminToken ?? "", request.ip);
      clearAdminCookie(reply, secure);
      return { success: true, message: ADMIN_TEXTS.loggedOut };
    },
  );

  app.post(
    "/api/admin/reset-password",
    {
      ...adminOnly,
      schema: {
        body: AdminResetPasswordSchema,
        response: { 200: SuccessMessageSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const session = await auth.changePassword(requireAdmin(request), request.body, request.ip);
      setAdminCookie(reply, secure, session.token, session.expiresAt);
      return { success: true, message: ADMIN_TEXTS.passwordUpdated };
    },
  );

  app.post(
    "/api/verify-protection",
    {
      ...adminOnly,
      schema: {
        body: VerifyProtectionSchema,
        response: { 200: VerifyProtectionResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const valid = await auth.checkProtectionCode(
        requireAdmin(request),
        request.body.protectionCode,
        request.ip,
      );
      return {
        success: true,
        isValid: valid,
        message: valid ? ADMIN_TEXTS.codeValid : ADMIN_TEXTS.codeInvalid,
      };
    },
  );

  app.post(
    "/api/admin/protection-code",
    {
      ...adminOnly,
      schema: {
        body: ProtectionCodeChangeSchema,
        response: { 200: SuccessMessageSchema, ...guarded },
      },
    },
    async (request) => {
      await auth.changeProtectionCode(requireAdmin(request), request.body, request.ip);
      return { success: true, message: ADMIN_TEXTS.codeUpdated };
    },
  );

  for (const [path, name, read, item] of LISTS) {
    app.get(
      path,
      {
        ...adminOnly,
        schema: { querystring: AdminListQuerySchema, response: { 200: z.array(item), ...guarded } },
      },
      async (request, reply) => {
        const query = request.query;
        const rows: { id: string; createdAt: string }[] = await lists[read](query);
        await auth.audit(requireAdmin(request), "view", request.ip, name);
        // 001 §7: the client logs the count and time; the next page starts after the last row.
        void reply
          .header("x-data-count", String(rows.length))
          .header("x-data-time", new Date().toISOString());
        const last = rows.at(-1);
        if (last && rows.length === query.limit)
          void reply.header("x-next-cursor", makeCursor(last.createdAt, last.id));
        return rows;
      },
    );
  }

  // The Support tab marks a message read or unread (issue 16 part 6).
  app.patch(
    "/api/admin/support-messages/:id",
    {
      ...adminOnly,
      schema: {
        params: SupportMessageIdSchema,
        body: SupportMarkReadSchema,
        response: { 200: AdminSupportMessageSchema, 404: ErrorBodySchema, ...guarded },
      },
    },
    async (request) => {
      const row = await support.setRead(request.params.id, request.body.isRead);
      const action = row.isRead ? "support-read" : "support-unread";
      await auth.audit(requireAdmin(request), action, request.ip, row.id);
      return row;
    },
  );

  // Deleting a user's account and all of her data: a critical operation, so the protection
  // code first (counted and audited whether right or wrong), then the same erasure as her own.
  app.delete(
    "/api/admin/users/:id",
    {
      ...adminOnly,
      schema: {
        params: AdminUserIdSchema,
        body: AdminDeleteUserSchema,
        response: { 200: SuccessMessageSchema, 404: ErrorBodySchema, ...guarded },
      },
    },
    async (request) => {
      const who = requireAdmin(request);
      if (!(await auth.checkProtectionCode(who, request.body.protectionCode, request.ip)))
        throw new AppError(403, "FORBIDDEN", ADMIN_TEXTS.codeInvalid);
      if (!(await accounts.eraseById(request.params.id)))
        throw new AppError(404, "NOT_FOUND", ADMIN_TEXTS.userNotFound);
      // The id only: her name and email go with her account and never into the log.
      await auth.audit(who, "user-delete", request.ip, request.params.id);
      return { success: true, message: ADMIN_TEXTS.userDeleted };
    },
  );
};
