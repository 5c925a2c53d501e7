import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorBodySchema } from "../../../contracts/errors.ts";
import {
  SupportMessageInputSchema,
  SupportMessageResponseSchema,
} from "../../../contracts/support.ts";
import type { SupportService } from "./support.service.ts";

/** Issue 16 part 6: the public contact form. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  app.post(
    "/api/support",
    {
      schema: {
        body: SupportMessageInputSchema,
        response: { 202: SupportMessageResponseSchema, 429: ErrorBodySchema },
      },
      // Per person: her account when signed in, else her address (request-limits.ts).
      config: { limit: { name: "support", max: 5, windowMs: 60 * 60 * 1000 } },
    },
    async (request, reply) => {
      const answer = await support.submit(request.body, request.currentUser?.id ?? null);
      return reply.status(202).send(answer);
    },
  );
};
