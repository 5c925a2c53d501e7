import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorBodySchema } from "../../../contracts/errors.ts";
import { LanguageSchema } from "../../../contracts/language.ts";
import {
  DueDateUpdateSchema,
  PregnancyDataSchema,
  PregnancyEndedSchema,
  StageUpdateResponseSchema,
  StageUpdateSchema,
} from "../../../contracts/pregnancy.ts";
import { toLanguage } from "../../../domain/language.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import { localizedValidationError } from "./pregnancy.messages.ts";
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

  // Validation errors reach the handler (attachValidation) so they can be worded in the
  // caller's language: ?lang, else the language saved on the account.
  app.post(
    "/api/pregnancy/ended",
    {
      ...signedIn,
      attachValidation: true,
      schema: {
        body: PregnancyEndedSchema,
        querystring: LangQuery.partial(),
        response: {
          200: PregnancyDataSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const asked: unknown = (request.query as { lang?: unknown } | undefined)?.lang;
      const language = toLanguage(typeof asked === "string" ? asked : user.preferredLanguage);
      if (request.validationError) {
        throw localizedValidationError(request.validationError, language);
      }
      return pregnancy.setEnded(user.id, request.body, language);
    },
  );
};
