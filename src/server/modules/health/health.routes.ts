import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthSchema, ReadySchema } from "../../../contracts/health.ts";
import type { DatabaseHandle } from "../../db/client.ts";

/** Liveness (the process answers) and readiness (database reachable, migrations applied). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get("/api/health", { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: "ok" as const,
  }));

  app.get(
    "/api/ready",
    { schema: { response: { 200: ReadySchema, 503: ReadySchema } } },
    async (_request, reply) => {
      const reachable = await database.ping();
      const migrated = reachable && (await database.migrationsApplied());
      const ready = reachable && migrated;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? "ready" : "not_ready",
        database: database.engine,
        checks: { database: reachable, migrations: migrated },
      });
    },
  );
};
