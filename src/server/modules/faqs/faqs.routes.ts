import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FaqQuerySchema } from "../../../contracts/faqs.ts";
import { createStaticJson } from "../../plugins/static-json.ts";
import type { FaqsService } from "./faqs.service.ts";

/**
 * GET /api/faqs?lang=&category=&q= (issue 15 part 5): the same for everyone, so browsers
 * keep the full lists an hour (made and compressed once); a search is limited per person like
 * every free-text route.
 */
export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  const lists = createStaticJson();
  app.get(
    "/api/faqs",
    {
      schema: { querystring: FaqQuerySchema },
      config: { limit: { name: "faqs", max: 240, windowMs: 60_000 } },
    },
    async (request, reply) => {
      const { lang, category, q } = request.query;
      if (q) return faqs.list(lang, category, q);
      void reply.header("Cache-Control", "public, max-age=3600");
      return lists.send(request, reply, `${lang}|${category ?? "all"}`, () =>
        faqs.list(lang, category),
      );
    },
  );
};
