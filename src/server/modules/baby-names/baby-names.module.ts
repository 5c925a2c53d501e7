import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { Llm } from "../../providers/llm.ts";
import { babyNamesRoutes } from "./baby-names.routes.ts";
import { createBabyNamesService } from "./baby-names.service.ts";
import { loadNamesLibrary } from "./names-library.ts";
import { createShortlistService } from "./shortlist.service.ts";

/**
 * The whole feature in one place, so app.ts needs few lines: the library is read and
 * checked here, at start (a bad file stops the server); the shortlist service is handed
 * out for her data export.
 */
export function createBabyNamesModule(deps: {
  contentDir: string;
  db: Database;
  llm: Llm | undefined;
  log: { warn(data: object, message: string): void };
}) {
  const library = loadNamesLibrary(deps.contentDir);
  const babyNames = createBabyNamesService({ library, llm: deps.llm, log: deps.log });
  const shortlist = createShortlistService({ db: deps.db, library });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(babyNamesRoutes, { babyNames, shortlist });
  };
  return { routes, shortlist };
}
