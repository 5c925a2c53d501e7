import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LanguageSchema } from "../../../contracts/language.ts";
import { pathNumber } from "../../../contracts/numbers.ts";
import { AppError } from "../../plugins/errors.ts";
import type { BabyDevelopmentService } from "./baby-development.service.ts";

const ParamsSchema = z.object({
  week: pathNumber("errors.weekRange").pipe(
    z.number().min(1, "errors.weekRange").max(40, "errors.weekRange"),
  ),
});

/** 001 §7: GET /api/baby-development/{week}; the same for everyone, so it may be cached. */
export const babyDevelopmentRoutes: FastifyPluginAsyncZod<{
  development: BabyDevelopmentService;
}> = async (app, { development }) => {
  app.get(
    "/api/baby-development/:week",
    {
      schema: {
        params: ParamsSchema,
        querystring: z.object({ lang: LanguageSchema.default("en") }),
      },
    },
    // Served as prepared JSON text: the content was validated at start-up and never changes.
    async (request, reply) => {
      const found = development.json(request.params.week, request.query.lang);
      if (!found) {
        throw new AppError(404, "NOT_FOUND", "No information is available for this week yet.");
      }
      return reply
        .header("Cache-Control", "public, max-age=3600")
        .type("application/json")
        .send(found);
    },
  );
};
