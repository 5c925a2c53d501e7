import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ImageCheckRequestSchema,
  MedicationCheckRequestSchema,
} from "../../../contracts/medication.ts";
import { clientGone } from "../../plugins/client-gone.ts";
import { decodeImage } from "./image-bytes.ts";
import type { MedicationService } from "./medication.service.ts";

/**
 * Base64 makes 5 MB into ~6.7 MB; a little more gets through so that the decoded photo
 * meets the clear "under 5MB" answer rather than a generic "too large".
 */
const IMAGE_BODY_LIMIT = 10 * 1024 * 1024;

export const medicationRoutes: FastifyPluginAsyncZod<{ medication: MedicationService }> = async (
  app,
  { medication },
) => {
  app.post(
    "/api/medication/check",
    {
      schema: { body: MedicationCheckRequestSchema },
      config: { limit: { name: "medication", max: 60, windowMs: 60_000 } },
    },
    async (request) => medication.check(request.body, request.currentUser?.id ?? null),
  );

  app.post(
    "/api/product/image-check",
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { body: ImageCheckRequestSchema },
      config: { limit: { name: "photo", max: 20, windowMs: 60_000 } },
    },
    async (request, reply) => {
      const language = request.body.language ?? "en";
      return medication.checkImage(
        decodeImage(request.body.imageBase64, language),
        language,
        request.currentUser?.id ?? null,
        clientGone(reply.raw),
      );
    },
  );
};
