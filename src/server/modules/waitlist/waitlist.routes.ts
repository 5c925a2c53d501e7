import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WaitlistJoinResponseSchema, WaitlistJoinSchema } from "../../../contracts/waitlist.ts";
import type { Database } from "../../db/client.ts";
import { createWaitlistRepository } from "./waitlist.repository.ts";
import { createWaitlistService } from "./waitlist.service.ts";

export const waitlistRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const service = createWaitlistService(createWaitlistRepository(db));

  app.post(
    "/api/waitlist",
    {
      schema: { body: WaitlistJoinSchema, response: { 200: WaitlistJoinResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    },
    async (request) => service.join(request.body),
  );
};
