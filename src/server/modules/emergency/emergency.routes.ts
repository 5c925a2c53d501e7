import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { ADMIN_TEXTS, LoginRequiredSchema } from "../../../contracts/admin.ts";
import {
  EMERGENCY_TEXTS,
  EmergencyChangeResponseSchema,
  EmergencyChangeSchema,
  EmergencyStateSchema,
  PublicStatusSchema,
} from "../../../contracts/emergency.ts";
import { ErrorBodySchema } from "../../../contracts/errors.ts";
import { AppError } from "../../plugins/errors.ts";
import type { AdminAuthService } from "../admin/admin-auth.service.ts";
import { adminOnly, requireAdmin, useAdminSessions } from "../admin/admin-session.ts";
import type { EmergencyService } from "./emergency.service.ts";

const guarded = {
  400: ErrorBodySchema,
  401: LoginRequiredSchema,
  403: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * GET /api/status (public) and the admin's emergency calls, whose admin cookie is resolved
 * in an encapsulated plugin of their own.
 */
export const emergencyRoutes: FastifyPluginAsyncZod<{
  emergency: EmergencyService;
  adminAuth: AdminAuthService;
  secureCookies: boolean;
}> = async (app, { emergency, adminAuth, secureCookies: secure }) => {
  app.get(
    "/api/status",
    { schema: { response: { 200: PublicStatusSchema } } },
    async (_request, reply) => {
      // Short enough that a banner switched off is gone within seconds everywhere.
      void reply.header("cache-control", "public, max-age=5");
      return emergency.status();
    },
  );

  // Its own context: the admin hooks (and no-store) stay off the public /api/status.
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    useAdminSessions(scope, (token) => adminAuth.resolve(token), secure);

    admin.get(
      "/api/admin/emergency",
      { ...adminOnly, schema: { response: { 200: EmergencyStateSchema, ...guarded } } },
      async () => ({ switches: await emergency.states() }),
    );

    admin.post(
      "/api/admin/emergency",
      {
        ...adminOnly,
        schema: {
          body: EmergencyChangeSchema,
          response: { 200: EmergencyChangeResponseSchema, ...guarded },
        },
      },
      async (request) => {
        const who = requireAdmin(request);
        const { protectionCode, ...change } = request.body;
        // Counts toward the protection-code limit and is audited (valid or not).
        if (!(await adminAuth.checkProtectionCode(who, protectionCode, request.ip)))
          throw new AppError(403, "FORBIDDEN", ADMIN_TEXTS.codeInvalid);
        const signedOut = await emergency.apply(change, who.id, request.adminToken ?? "");
        const done = change.switch.startsWith("sign-out") ? "run" : change.on ? "on" : "off";
        await adminAuth.audit(
          who,
          `emergency-${change.switch}-${done}`,
          request.ip,
          signedOut === undefined ? undefined : `${signedOut} sessions`,
        );
        return {
          switches: await emergency.states(),
          message: EMERGENCY_TEXTS.saved,
          ...(signedOut === undefined ? {} : { signedOut }),
        };
      },
    );
  });
};
