import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DeleteAccountSchema,
  MessageResponseSchema,
  ProfileUpdateSchema,
  UserSchema,
} from "../../../contracts/auth.ts";
import { clearSessionCookie, requireUser, signedIn } from "../../plugins/session.ts";
import type { createAccountService } from "./account.service.ts";

const ProfileResponseSchema = MessageResponseSchema.extend({ user: UserSchema });

export const accountRoutes: FastifyPluginAsyncZod<{
  account: ReturnType<typeof createAccountService>;
  secureCookies: boolean;
}> = async (app, { account, secureCookies }) => {
  app.patch(
    "/api/account",
    {
      ...signedIn,
      schema: { body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } },
    },
    async (request) => account.updateProfile(requireUser(request), request.body),
  );

  app.get("/api/account/export", signedIn, async (request, reply) => {
    const data = await account.exportData(requireUser(request));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header("Content-Disposition", `attachment; filename="saathi-my-data-${day}.json"`)
      .header("Cache-Control", "no-store")
      .send(data);
  });

  app.delete(
    "/api/account",
    {
      ...signedIn,
      schema: { body: DeleteAccountSchema, response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      const result = await account.deleteAccount(requireUser(request), request.body.password);
      clearSessionCookie(reply, secureCookies);
      return result;
    },
  );
};
