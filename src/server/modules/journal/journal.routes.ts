import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toLanguage } from "../../../domain/language.ts";
import { requireUser } from "../../plugins/session.ts";
import { registerTrackerRoutes } from "../trackers/trackers.routes.ts";
import { trackerContext, type Tracker } from "../trackers/tracker.service.ts";

/** /api/journal: GET pages, POST, PATCH /:id, DELETE /:id, signed in (the device keeps hers otherwise). */
export const journalRoutes: FastifyPluginAsyncZod<{ journal: Tracker }> = async (
  app,
  { journal },
) => {
  registerTrackerRoutes(app, journal, (request) => {
    const user = requireUser(request);
    return trackerContext(user.id, toLanguage(user.preferredLanguage));
  });
};
