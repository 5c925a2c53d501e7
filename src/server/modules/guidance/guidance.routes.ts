import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GuidanceParamsSchema, GuidanceQuerySchema } from "../../../contracts/guidance-api.ts";
import { TRIMESTER_NAMES } from "../../../domain/pregnancy.ts";
import type { GuidanceService } from "./guidance.service.ts";

/** The Diet & Exercise tabs' content: the same for everyone, so browsers may keep it an hour. */
export const guidanceRoutes: FastifyPluginAsyncZod<{ guidance: GuidanceService }> = async (
  app,
  { guidance },
) => {
  app.get(
    "/api/guidance/:section",
    { schema: { params: GuidanceParamsSchema, querystring: GuidanceQuerySchema } },
    async (request, reply) => {
      const { trimester, lang } = request.query;
      const key = trimester ? TRIMESTER_NAMES[Number(trimester) as 1 | 2 | 3] : null;
      return reply
        .header("Cache-Control", "public, max-age=3600")
        .type("application/json")
        .send(guidance.json(request.params.section, key, lang));
    },
  );
};
