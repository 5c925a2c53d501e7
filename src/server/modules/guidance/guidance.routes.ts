import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GuidanceParamsSchema, GuidanceQuerySchema } from "../../../contracts/guidance-api.ts";
import { TRIMESTER_NAMES } from "../../../domain/pregnancy.ts";
import { createStaticJson } from "../../plugins/static-json.ts";
import type { GuidanceService } from "./guidance.service.ts";

/** The Diet & Exercise tabs' content: the same for everyone, so browsers may keep it an hour. */
export const guidanceRoutes: FastifyPluginAsyncZod<{ guidance: GuidanceService }> = async (
  app,
  { guidance },
) => {
  const answers = createStaticJson();
  app.get(
    "/api/guidance/:section",
    { schema: { params: GuidanceParamsSchema, querystring: GuidanceQuerySchema } },
    async (request, reply) => {
      const { trimester, lang } = request.query;
      const { section } = request.params;
      const key = trimester ? TRIMESTER_NAMES[Number(trimester) as 1 | 2 | 3] : null;
      void reply.header("Cache-Control", "public, max-age=3600");
      return answers.send(request, reply, `${section}|${key ?? "all"}|${lang}`, () =>
        guidance.answer(section, key, lang),
      );
    },
  );
};
