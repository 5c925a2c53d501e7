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

const keyOf = (model: string, week: number, animated: boolean) =>
  createHash("sha256")
    .update(`${model}\n${promptFor(week, animated)}`)
    .digest("hex");

/** The picture of a week: the baby as she is then, or the thing she is the size of. */
export function promptFor(week: number, animated: boolean): string {
  return animated
    ? `A gentle, medically accurate illustration of a baby in the womb at ${week} weeks of pregnancy, soft warm colours, plain background, no text`
    : `A single ${weekSize(week).size.replaceAll("-", " ")}, photographed simply on a plain light background, soft daylight, no text`;
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

    /** The keys of every picture the app may ask for (null: no remote model, none kept). */
    keptKeys(): string[] | null {
      const remote = deps.remote;
      if (!remote) return null;
      return Array.from({ length: 40 }, (_, i) => i + 1).flatMap((week) =>
        [true, false].map((animated) => keyOf(remote.model, week, animated)),
      );
    },

    async generate(request: ImageRequest): Promise<{ imageUrl: string }> {
      if (!deps.remote) return { imageUrl: builtInUrl(request) };
      // The provider draws only the app's own pictures: the server writes the prompt from
      // the week and the kind, never from what a client sent (issue 11). So there are at
      // most 80 pictures, each made once and kept.
      const key = keyOf(deps.remote.model, weekOf(request), request.animated === true);
      const prompt = promptFor(weekOf(request), request.animated === true);
      if (await repo.has(key)) return { imageUrl: `/api/images/generated/${key}` };
      try {
        await repo.save(key, await generateRemoteImage(deps.remote, prompt));
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
