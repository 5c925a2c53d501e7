import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WaitlistJoinResponseSchema, WaitlistJoinSchema } from "../../../contracts/waitlist.ts";
import type { createWaitlistService } from "./waitlist.service.ts";

export const waitlistRoutes: FastifyPluginAsyncZod<{
  waitlist: ReturnType<typeof createWaitlistService>;
}> = async (app, { waitlist: service }) => {
  app.post(
    "/api/waitlist",
    {
      schema: { body: WaitlistJoinSchema, response: { 200: WaitlistJoinResponseSchema } },
      config: { limit: { name: "waitlist", max: 10, windowMs: 60_000 } },
    },
    async (request) => service.join(request.body),
  );
};
