import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pathNumber } from "../../../contracts/numbers.ts";
import { GenerateImageResponseSchema, GenerateImageSchema } from "../../../contracts/pregnancy.ts";
import { SIZE_KEYS } from "../../../domain/weeks.ts";
import { AppError } from "../../plugins/errors.ts";
import { fetalSvg } from "../../providers/images/fetal-drawing.ts";
import { sizeObjectSvg } from "../../providers/images/size-drawings.ts";
import type { ImagesService } from "./images.service.ts";

/** Drawings never change within a build: drawn once, then served from memory. */
const drawn = new Map<string, string>();
function memo(key: string, draw: () => string): string {
  let svg = drawn.get(key);
  if (svg === undefined) {
    svg = draw();
    drawn.set(key, svg);
  }
  return svg;
}

const SVG_HEADERS = {
  "content-type": "image/svg+xml; charset=utf-8",
  "cache-control": "public, max-age=86400",
  // An SVG opened on its own must not run anything.
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'",
};

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (
  app,
  { images },
) => {
  app.post(
    "/api/generate-image",
    {
      schema: { body: GenerateImageSchema, response: { 200: GenerateImageResponseSchema } },
      // Only a configured remote model costs money; the built-in artist is free.
      config: {
        limit: { name: "images", max: images.remoteConfigured ? 30 : 600, windowMs: 60_000 },
      },
    },
    async (request) => images.generate(request.body),
  );

  app.get(
    "/api/images/fetal/:week.svg",
    { schema: { params: z.object({ week: pathNumber().pipe(z.number().min(1).max(40)) }) } },
    async (request, reply) =>
      reply
        .headers(SVG_HEADERS)
        .send(memo(`fetal-${request.params.week}`, () => fetalSvg(request.params.week))),
  );

  app.get(
    "/api/images/size/:key.svg",
    { schema: { params: z.object({ key: z.enum(SIZE_KEYS) }) } },
    async (request, reply) =>
      reply
        .headers(SVG_HEADERS)
        .send(memo(`size-${request.params.key}`, () => sizeObjectSvg(request.params.key))),
  );

  app.get(
    "/api/images/generated/:key",
    { schema: { params: z.object({ key: z.string().regex(/^[a-f0-9]{64}$/) }) } },
    async (request, reply) => {
      const image = await images.generated(request.params.key);
      if (!image) throw new AppError(404, "NOT_FOUND", "No such image.");
      return reply
        .header("content-type", image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(image.data);
    },
  );
};
