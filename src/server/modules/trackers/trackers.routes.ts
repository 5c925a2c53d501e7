import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ItemParamsSchema } from "../../../contracts/tracker-common.ts";
import {
  SymptomCheckSchema,
  SyncSchema,
  WeightProfileInputSchema,
} from "../../../contracts/trackers.ts";
import { toLanguage } from "../../../domain/language.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { Tracker, TrackerContext } from "./tracker.service.ts";
import type { TrackersService } from "./trackers.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Writes per person: plenty for a contraction timer or a kick session, not for a flood. */
const writes = { limit: { name: "trackers", max: 120, windowMs: 60_000 } };
/** A sign-in uploads once; a few retries are fine. */
const syncs = { limit: { name: "trackers-sync", max: 10, windowMs: 60_000 } };
/** Open to signed-out visitors (their entries stay on the device): counted per person. */
const checks = { limit: { name: "symptom-check", max: 30, windowMs: 60_000 } };
/** A sync carries up to 500 entries of each kind; the device sends more calls if needed. */
const SYNC_BODY_LIMIT = 4 * 1024 * 1024;

/** Her language, for the guidance an alert carries. */
const languageOf = (request: FastifyRequest) => toLanguage(requireUser(request).preferredLanguage);

/**
 * GET (pages, newest first), POST (201 when stored, 200 when it already was), PATCH /:id and
 * DELETE /:id for one tracker: signed-in only; another user's id is a 404.
 */
export function registerTrackerRoutes(
  app: App,
  tracker: Tracker,
  context: (request: FastifyRequest) => TrackerContext,
): void {
  const { path } = tracker;
  app.get(path, { ...signedIn, schema: { querystring: tracker.listQuerySchema } }, (request) =>
    tracker.list(context(request), request.query),
  );
  app.post(
    path,
    { ...signedIn, config: writes, schema: { body: tracker.createSchema } },
    async (request, reply) => {
      const { item, created } = await tracker.create(context(request), request.body);
      return reply.code(created ? 201 : 200).send(item);
    },
  );
  app.patch(
    `${path}/:id`,
    {
      ...signedIn,
      config: writes,
      schema: { params: ItemParamsSchema, body: tracker.patchSchema },
    },
    (request) => tracker.patch(context(request), request.params.id, request.body),
  );
  app.delete(
    `${path}/:id`,
    { ...signedIn, config: writes, schema: { params: ItemParamsSchema } },
    async (request) => {
      await tracker.remove(requireUser(request).id, request.params.id);
      return { success: true, message: "The entry has been deleted." };
    },
  );
}

export const trackersRoutes: FastifyPluginAsyncZod<{ trackers: TrackersService }> = async (
  app,
  { trackers },
) => {
  const context = (request: FastifyRequest) =>
    trackers.context(requireUser(request).id, languageOf(request));

  app.get("/api/trackers/weights/profile", signedIn, async (request) =>
    trackers.profile(requireUser(request).id),
  );
  app.put(
    "/api/trackers/weights/profile",
    { ...signedIn, config: writes, schema: { body: WeightProfileInputSchema } },
    async (request) => trackers.saveProfile(requireUser(request).id, request.body),
  );
  app.post(
    "/api/trackers/symptoms/check",
    { config: checks, schema: { body: SymptomCheckSchema } },
    async (request) => trackers.check(request.body, request.currentUser?.id ?? null),
  );
  app.post(
    "/api/trackers/sync",
    { ...signedIn, bodyLimit: SYNC_BODY_LIMIT, config: syncs, schema: { body: SyncSchema } },
    async (request) => trackers.sync(context(request), request.body),
  );
  for (const tracker of trackers.trackers) registerTrackerRoutes(app, tracker, context);
};
