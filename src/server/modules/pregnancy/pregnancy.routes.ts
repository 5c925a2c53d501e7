import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LanguageSchema } from "../../../contracts/language.ts";
import {
  DueDateUpdateSchema,
  PregnancyDataSchema,
  PregnancyEndedSchema,
  StageUpdateResponseSchema,
  StageUpdateSchema,
} from "../../../contracts/pregnancy.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { PregnancyService } from "./pregnancy.service.ts";

const LangQuery = z.object({ lang: LanguageSchema.default("en") });

/** 001 §7 tracking calls. Each user reads and writes only their own pregnancy. */
export const pregnancyRoutes: FastifyPluginAsyncZod<{ pregnancy: PregnancyService }> = async (
  app,
  { pregnancy },
) => {
  app.get(
    "/api/pregnancy",
    { ...signedIn, schema: { response: { 200: PregnancyDataSchema.nullable() } } },
    async (request) => pregnancy.get(requireUser(request).id),
  );

  app.post(
    "/api/pregnancy/update-with-development",
    {
      ...signedIn,
      schema: {
        body: StageUpdateSchema,
        querystring: LangQuery,
        response: { 200: StageUpdateResponseSchema },
      },
    },
    async (request) =>
      pregnancy.updateStage(
        requireUser(request).id,
        request.body.stageType,
        request.body.stageValue,
        request.query.lang,
      ),
  );

  app.post(
    "/api/pregnancy/due-date",
    {
      ...signedIn,
      schema: {
        body: DueDateUpdateSchema,
        querystring: LangQuery,
        response: { 200: StageUpdateResponseSchema },
      },
    },
    async (request) =>
      pregnancy.setDueDate(requireUser(request).id, request.body, request.query.lang),
  );

  app.post(
    "/api/pregnancy/ended",
    { ...signedIn, schema: { body: PregnancyEndedSchema, response: { 200: PregnancyDataSchema } } },
    async (request) => pregnancy.setEnded(requireUser(request).id, request.body.ended),
  );
};
