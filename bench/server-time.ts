import type { FastifyInstance } from "fastify";

/**
 * Fastify's own server time of each request a bench tags with an `x-bench` header (routing,
 * session, validation, query, serialising): the map is filled as responses are sent.
 */
export function serverTimes(app: FastifyInstance): Map<string, number> {
  const times = new Map<string, number>();
  app.addHook("onResponse", async (request, reply) => {
    const tag = request.headers["x-bench"];
    if (typeof tag === "string") times.set(tag, reply.elapsedTime);
  });
  return times;
}
