import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AuthResponseSchema,
  EmailOnlySchema,
  MeResponseSchema,
  MessageResponseSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TokenSchema,
} from "../../../contracts/auth.ts";
import { clearSessionCookie, requireUser, setSessionCookie } from "../../plugins/session.ts";
import type { createAuthLinksService } from "./auth-links.service.ts";
import { toPublicUser, type AuthService } from "./auth.service.ts";

const VerifyResponseSchema = AuthResponseSchema.pick({ success: true, message: true, user: true });

/** The account calls of 000 §7, with the paths and payloads the spec names. */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  links: ReturnType<typeof createAuthLinksService>;
  secureCookies: boolean;
}> = async (app, { auth, links, secureCookies: secure }) => {
  app.get("/api/auth/me", { schema: { response: { 200: MeResponseSchema } } }, async (request) => ({
    success: true as const,
    user: toPublicUser(requireUser(request)),
  }));

  app.post(
    "/api/auth/register",
    { schema: { body: SignUpSchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => {
      const { response, session } = await auth.register(request.body, request.ip);
      if (session) setSessionCookie(reply, session.token, session.expiresAt, secure);
      return reply.status(201).send(response);
    },
  );

  app.post(
    "/api/auth/signin",
    {
      schema: {
        body: SignInSchema,
        response: { 200: AuthResponseSchema, 403: AuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { status, response, session } = await auth.signIn(request.body, request.ip);
      if (session) setSessionCookie(reply, session.token, session.expiresAt, secure);
      return reply.status(status).send(response);
    },
  );

  app.post(
    "/api/auth/signout",
    { schema: { response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      await auth.signOut(request.cookies.saathi_session);
      clearSessionCookie(reply, secure);
      return { success: true, message: "Signed out." };
    },
  );

  app.post(
    "/api/auth/verify-email",
    { schema: { body: TokenSchema, response: { 200: VerifyResponseSchema } } },
    async (request, reply) => {
      const { response, session } = await links.verifyEmail(request.body.token);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      return response;
    },
  );

  app.post(
    "/api/auth/forgot-password",
    { schema: { body: EmailOnlySchema, response: { 200: MessageResponseSchema } } },
    async (request) => links.forgotPassword(request.body.email, request.ip),
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { body: ResetPasswordSchema, response: { 200: MessageResponseSchema } } },
    async (request, reply) => {
      const result = await links.resetPassword(request.body.token, request.body.password);
      clearSessionCookie(reply, secure);
      return result;
    },
  );

  app.post(
    "/api/auth/resend-verification",
    { schema: { body: EmailOnlySchema, response: { 200: MessageResponseSchema } } },
    async (request) => links.resendVerification(request.body.email, request.ip),
  );
};
