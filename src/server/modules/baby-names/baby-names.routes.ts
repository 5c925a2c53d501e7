import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BabyNamesRequestSchema,
  NamesLookupQuerySchema,
  OriginsQuerySchema,
  ShortlistPutSchema,
} from "../../../contracts/baby-names.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { BabyNamesService } from "./baby-names.service.ts";
import type { ShortlistService } from "./shortlist.service.ts";

/**
 * Baby names (issue 15 part 5): the origins, generation (limited per person: her account,
 * or her device's address) and the lookup of a shared list's ids.
 */
export const babyNamesRoutes: FastifyPluginAsyncZod<{
  babyNames: BabyNamesService;
  shortlist: ShortlistService;
}> = async (app, { babyNames, shortlist }) => {
  app.get(
    "/api/baby-names/origins",
    { schema: { querystring: OriginsQuerySchema } },
    async (request, reply) => {
      void reply.header("Cache-Control", "public, max-age=3600");
      return babyNames.origins(request.query.lang);
    },
  );

  app.post(
    "/api/baby-names",
    {
      schema: { body: BabyNamesRequestSchema },
      config: { limit: { name: "baby-names", max: 60, windowMs: 60_000 } },
    },
    async (request) => babyNames.generate(request.body),
  );

  app.get(
    "/api/baby-names/lookup",
    {
      schema: { querystring: NamesLookupQuerySchema },
      config: { limit: { name: "baby-names-lookup", max: 60, windowMs: 60_000 } },
    },
    async (request) => babyNames.lookup(request.query.ids),
  );

  /** Her shortlist when signed in: the device's list joins it on sign-in (issue 15 part 4). */
  app.get("/api/baby-names/shortlist", { ...signedIn }, async (request) =>
    shortlist.get(requireUser(request).id),
  );
  app.put(
    "/api/baby-names/shortlist",
    {
      ...signedIn,
      schema: { body: ShortlistPutSchema },
      config: { limit: { name: "baby-names-shortlist", max: 120, windowMs: 60_000 } },
    },
    async (request) => shortlist.put(requireUser(request).id, request.body.ids),
  );
};
