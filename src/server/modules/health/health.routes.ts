import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthSchema, ReadySchema } from "../../../contracts/health.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import type { RedisCounters } from "../../plugins/redis-counters.ts";

/**
 * Liveness (the process answers) and readiness (database reachable, migrations applied, and
 * not shutting down: while draining, readiness answers 503 and requests still get served).
 * Redis, when configured, is reported but does not decide: every instance shares it, so
 * turning them all away would stop the whole app, where without it only limited routes wait.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  lifecycle: { draining: boolean };
  redis: RedisCounters | undefined;
}> = async (app, { database, lifecycle, redis }) => {
  app.get("/api/health", { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/api/ready",
    { schema: { response: { 200: ReadySchema, 503: ReadySchema } } },
    async (_request, reply) => {
      if (lifecycle.draining)
        return reply.status(503).send({
          status: "draining",
          database: database.engine,
          checks: { database: true, migrations: true },
        });
      const reachable = await database.ping();
      const migrated = reachable && (await database.migrationsApplied());
      const ready = reachable && migrated;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? "ready" : "not_ready",
        database: database.engine,
        checks: {
          database: reachable,
          migrations: migrated,
          ...(redis ? { redis: await redis.ping() } : {}),
        },
      });
    },
  );
};
