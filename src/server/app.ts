import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { loggerOptions } from "./logger.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerSecurity } from "./plugins/security.ts";
import { registerSpa } from "./plugins/static-spa.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; null serves the API only. */
  webRoot: string | null;
}

/** Builds the whole server; used by main.ts and by the tests (app.inject). */
export async function buildApp({ config, database, webRoot }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a cross-site form can only send form or text bodies, which now get a 415.
  app.removeContentTypeParser(["text/plain"]);
  registerErrorHandler(app);

  await registerSecurity(app, { isProduction: config.isProduction, appOrigin: config.appOrigin });
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(rateLimit, { global: false });

  // Feature modules: an explicit list (DESIGN.md §2).
  await app.register(healthRoutes, { database });
  await app.register(waitlistRoutes, { db: database.db });

  await registerSpa(app, webRoot);
  return app;
}
