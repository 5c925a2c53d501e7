import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { weekSize } from "../../../domain/weeks.ts";
import type { Database } from "../../db/client.ts";
import { safeError } from "../../logger.ts";
import {
  generateRemoteImage,
  type RemoteImageOptions,
} from "../../providers/images/remote-images.ts";
import { createImagesRepository } from "./images.repository.ts";

export interface ImageRequest {
  prompt: string;
  animated?: boolean | undefined;
  week?: number | undefined;
}

/** The week a request is about: the field, else "week N" in the prompt, else week 1. */
export function weekOf(request: ImageRequest): number {
  const fromPrompt = /week\s*(\d{1,2})/i.exec(request.prompt)?.[1];
  const week = request.week ?? (fromPrompt ? Number(fromPrompt) : 1);
  return Math.min(Math.max(week, 1), 40);
}

/** The built-in artist's pictures: a fixed URL per week and object, cacheable by anyone. */
export function builtInUrl(request: ImageRequest): string {
  const week = weekOf(request);
  return request.animated
    ? `/api/images/fetal/${week}.svg`
    : `/api/images/size/${weekSize(week).size}.svg`;
}

/**
 * 001 §7 generate-image. With an images endpoint configured, the picture comes from it
 * once per prompt and is kept in the database; if it fails, the built-in drawing answers.
 */
export function createImagesService(deps: {
  db: Database;
  remote: RemoteImageOptions | undefined;
  log: FastifyBaseLogger;
}) {
  const repo = createImagesRepository(deps.db);
  return {
    remoteConfigured: deps.remote !== undefined,

    async generate(request: ImageRequest): Promise<{ imageUrl: string }> {
      if (!deps.remote) return { imageUrl: builtInUrl(request) };
      const key = createHash("sha256")
        .update(
          `${deps.remote.model}\n${request.animated ? "animated" : "still"}\n${request.prompt}`,
        )
        .digest("hex");
      if (await repo.has(key)) return { imageUrl: `/api/images/generated/${key}` };
      try {
        await repo.save(key, await generateRemoteImage(deps.remote, request.prompt));
        return { imageUrl: `/api/images/generated/${key}` };
      } catch (error) {
        deps.log.warn(
          { err: safeError(error) },
          "image generation failed; using the built-in drawing",
        );
        return { imageUrl: builtInUrl(request) };
      }
    },

    generated: (key: string) => repo.get(key),
  };
}
export type ImagesService = ReturnType<typeof createImagesService>;
